import { PageContainer } from '../../components/layout/page-container';
import { CountsScreen } from '../../features/counts/components/counts-screen';
import { countsQuery } from '../../features/counts/api/get-counts';
import { startRead } from '../../lib/query-client';

/** The list opens on every status, first page. */
export const loader = () => {
  startRead(countsQuery({ page: 1 }));
  return null;
};

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
