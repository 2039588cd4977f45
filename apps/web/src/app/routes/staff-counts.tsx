import { PageContainer } from '../../components/layout/page-container';
import { CountsScreen } from '../../features/counts/components/counts-screen';

export function EmployeeCountsScreen() {
  return (
    <PageContainer>
      <CountsScreen basePath="/employee/counts" dashboardPath="/employee/dashboard" />
    </PageContainer>
  );
}

export function AdminCountsScreen() {
  return (
    <PageContainer>
      <CountsScreen basePath="/admin/counts" dashboardPath="/admin/dashboard" />
    </PageContainer>
  );
}
