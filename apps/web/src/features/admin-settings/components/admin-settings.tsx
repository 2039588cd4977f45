import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useTranslation } from '../../../lib/i18n/react';
import { useSystemSettings } from '../api/get-system-settings';
import { SettingsEditor } from './settings-editor';

/** Spec 02 "Admin settings" at /admin/settings: loads the stored settings, then the editor. */
export function AdminSettings({ profile }: { profile: ReactNode }) {
  const settings = useSystemSettings();
  const { t } = useTranslation(['admin', 'common']);
  if (settings.isPending) return <PageSpinner label={t('admin:settings.loading')} />;
  if (settings.isError) {
    return (
      <>
        <PageHeader title={t('admin:settings.title')} backTo="/admin/dashboard" />
        <LoadError
          query={settings}
          title={t('admin:settings.loadFailed')}
          fallback={t('admin:settings.loadFallback')}
        />
      </>
    );
  }
  return <SettingsEditor settings={settings.data} profile={profile} />;
}
