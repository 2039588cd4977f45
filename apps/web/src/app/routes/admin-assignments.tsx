import { PageContainer } from '../../components/layout/page-container';
import { AdminAssignmentsBoard } from '../../features/assignments/components/admin-assignments-board';

export function AdminAssignmentsScreen() {
  return (
    <PageContainer>
      <AdminAssignmentsBoard />
    </PageContainer>
  );
}
