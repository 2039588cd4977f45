import { DEFAULT_PASSWORD_POLICY } from '@stockyard/domain';
import { PageContainer } from '../../components/layout/page-container';
import { PermissionGate } from '../../components/layout/permission-gate';
import { useSystemSettings } from '../../features/admin-settings/api/get-system-settings';
import { usePublicSettings } from '../../resources/site-settings';
import { UserPasswordPolicy } from '../../features/users/components/password-policy';
import { UsersManager } from '../../features/users/components/users-manager';

export function AdminUsersScreen() {
  // The admin setting "default user role" is what Add User preselects (registration is always customer).
  const settings = useSystemSettings();
  // The password rules the server applies, so the user form's hint states them.
  const passwordPolicy = usePublicSettings().data?.password_policy;
  return (
    // Spec 02 section 6: the user management screen needs the user_management permission.
    <PermissionGate permission="user_management">
      <PageContainer>
        <UserPasswordPolicy value={passwordPolicy ?? DEFAULT_PASSWORD_POLICY}>
          <UsersManager defaultRole={settings.data?.default_user_role} />
        </UserPasswordPolicy>
      </PageContainer>
    </PermissionGate>
  );
}
