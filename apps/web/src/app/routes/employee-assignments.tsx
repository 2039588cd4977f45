import { PageContainer } from '../../components/layout/page-container';
import { MyAssignmentsBoard } from '../../features/assignments/components/my-assignments-board';

export function EmployeeAssignmentsScreen() {
  return (
    <PageContainer>
      <MyAssignmentsBoard />
    </PageContainer>
  );
}
