import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { CustomerSettings } from '../../features/account-settings/components/customer-settings';
import { TwoFactorPanel } from '../../features/two-factor/components/two-factor-panel';

export function CustomerSettingsScreen() {
  return (
    <PageContainer>
      <PageHeader title="Account Settings" description="Manage your profile, notifications, privacy and password." />
      <CustomerSettings twoFactor={<TwoFactorPanel />} />
    </PageContainer>
  );
}
