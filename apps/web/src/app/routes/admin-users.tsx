import { PageContainer } from '../../components/layout/page-container';
import { PermissionGate } from '../../components/layout/permission-gate';
import { useSystemSettings } from '../../features/admin-settings/api/get-system-settings';
import { UsersManager } from '../../features/users/components/users-manager';

export function AdminUsersScreen() {
  // The admin setting "default user role" is what Add User preselects (registration is always customer).
  const settings = useSystemSettings();
  return (
    // Spec 02 section 6: the user management screen needs the user_management permission.
    <PermissionGate permission="user_management">
      <PageContainer>
        <UsersManager defaultRole={settings.data?.default_user_role} />
      </PageContainer>
    </PermissionGate>
  );
}
