import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { EmployeeSettings } from '../../features/account-settings/components/employee-settings';
import { usePublicSettings } from '../../resources/site-settings';
import { TwoFactorPanel } from '../../features/two-factor/components/two-factor-panel';
import { useTranslation } from '../../lib/i18n/react';

export function EmployeeSettingsScreen() {
  // The password rules the server applies, so the change form's hint states them.
  const settings = usePublicSettings();
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader title={t('common:pages.settings')} description={t('common:pages.settingsText')} backTo="/dashboard" />
      <EmployeeSettings twoFactor={<TwoFactorPanel />} passwordPolicy={settings.data?.password_policy} />
    </PageContainer>
  );
}
