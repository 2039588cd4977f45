import { PageContainer } from '../../components/layout/page-container';
import { PermissionGate } from '../../components/layout/permission-gate';
import { UsersManager } from '../../features/users/components/users-manager';

export function AdminUsersScreen() {
  return (
    // Spec 02 section 6: the user management screen needs the user_management permission.
    <PermissionGate permission="user_management">
      <PageContainer>
        <UsersManager />
      </PageContainer>
    </PermissionGate>
  );
}
