import { PageContainer } from '../../components/layout/page-container';
import { AdminProfileTab } from '../../features/account-settings/components/admin-profile-tab';
import { AdminSettings } from '../../features/admin-settings/components/admin-settings';
import { usePublicSettings } from '../../resources/site-settings';
import { TwoFactorPanel } from '../../features/two-factor/components/two-factor-panel';

/** Spec 02 "Admin settings": the system tabs, with the admin's own profile and two-factor panel. */
export function AdminSettingsScreen() {
  // The password rules the server applies, so the change form's hint states them.
  const passwordPolicy = usePublicSettings().data?.password_policy;
  return (
    <PageContainer>
      <AdminSettings profile={<AdminProfileTab twoFactor={<TwoFactorPanel />} passwordPolicy={passwordPolicy} />} />
    </PageContainer>
  );
}
