import { SETTINGS_MESSAGES } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useSystemSettings } from '../api/get-system-settings';
import { SettingsEditor } from './settings-editor';

/** Spec 02 "Admin settings" at /admin/settings: loads the stored settings, then the editor. */
export function AdminSettings({ profile }: { profile: ReactNode }) {
  const settings = useSystemSettings();
  if (settings.isPending) return <PageSpinner label="Loading settings" />;
  if (settings.isError) {
    return (
      <>
        <PageHeader title="Admin Settings" backTo="/admin/dashboard" backLabel="Back to Dashboard" />
        <LoadError query={settings} title={SETTINGS_MESSAGES.loadFailed} fallback="The settings could not be loaded." />
      </>
    );
  }
  return <SettingsEditor settings={settings.data} profile={profile} />;
}
