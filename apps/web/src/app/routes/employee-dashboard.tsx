import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { PageHeader } from '../../components/ui/page-header';
import { AssignmentStatusBadge } from '../../features/assignments/components/assignment-badges';
import { employeeDashboardQueryOptions } from '../../features/employee-dashboard/api/get-employee-dashboard';
import { EmployeeDashboardView } from '../../features/employee-dashboard/components/employee-dashboard-view';
import { startRead } from '../../lib/query-client';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';

export const loader = () => {
  startRead(employeeDashboardQueryOptions());
  return null;
};

export function EmployeeDashboardScreen() {
  const { user } = useAuth();
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader title={t('common:pages.employeeDashboard')} description={t('common:pages.employeeDashboardText')} />
      <div className="space-y-6">
        {/* Spec 01: the welcome line falls back to 'Employee' when there is no first name. */}
        <WelcomeBanner firstName={user?.first_name || t('common:pages.employeeFallbackName')} />
        <EmployeeDashboardView
          renderAssignmentStatus={(assignment) => (
            <AssignmentStatusBadge status={assignment.status} vocabulary="employee" />
          )}
        />
      </div>
    </PageContainer>
  );
}
