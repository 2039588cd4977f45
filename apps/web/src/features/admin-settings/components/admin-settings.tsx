import { SETTINGS_MESSAGES } from '@stockyard/domain';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
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
        <Alert
          tone="error"
          title={SETTINGS_MESSAGES.loadFailed}
          action={
            <Button size="sm" variant="secondary" onClick={() => void settings.refetch()} loading={settings.isFetching}>
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          }
        >
          {errorMessage(settings.error, 'The settings could not be loaded.')}
        </Alert>
      </>
    );
  }
  return <SettingsEditor settings={settings.data} profile={profile} />;
}
