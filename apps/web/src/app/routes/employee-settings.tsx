import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { EmployeeSettings } from '../../features/account-settings/components/employee-settings';
import { usePublicSettings } from '../../resources/site-settings';
import { TwoFactorPanel } from '../../features/two-factor/components/two-factor-panel';

export function EmployeeSettingsScreen() {
  // The password rules the server applies, so the change form's hint states them.
  const settings = usePublicSettings();
  return (
    <PageContainer>
      <PageHeader
        title="Settings"
        description="Manage your profile, security, notifications and preferences."
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
      <EmployeeSettings twoFactor={<TwoFactorPanel />} passwordPolicy={settings.data?.password_policy} />
    </PageContainer>
  );
}
