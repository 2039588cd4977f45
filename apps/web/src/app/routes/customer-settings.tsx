import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { CustomerSettings } from '../../features/account-settings/components/customer-settings';
import { usePublicSettings } from '../../resources/site-settings';
import { TwoFactorPanel } from '../../features/two-factor/components/two-factor-panel';

export function CustomerSettingsScreen() {
  // The password rules the server applies, so the change form's hint states them.
  const settings = usePublicSettings();
  return (
    <PageContainer>
      <PageHeader title="Account Settings" description="Manage your profile, notifications, privacy and password." />
      <CustomerSettings twoFactor={<TwoFactorPanel />} passwordPolicy={settings.data?.password_policy} />
    </PageContainer>
  );
}
