import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { PageHeader } from '../../components/ui/page-header';
import { activityDaysQueryOptions } from '../../features/admin-dashboard/api/get-activity-days';
import { dashboardStatsQueryOptions } from '../../features/admin-dashboard/api/get-dashboard-stats';
import { goodsByStockStatusQueryOptions } from '../../features/admin-dashboard/api/get-goods-by-stock-status';
import { recentAssignmentsQueryOptions } from '../../features/admin-dashboard/api/get-recent-assignments';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard';
import { startRead } from '../../lib/query-client';
import { allBranchesQueryOptions } from '../../resources/branches';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';

export const loader = () => {
  startRead(dashboardStatsQueryOptions());
  startRead(goodsByStockStatusQueryOptions());
  startRead(allBranchesQueryOptions());
  startRead(recentAssignmentsQueryOptions());
  startRead(activityDaysQueryOptions());
  return null;
};

export function AdminDashboardScreen() {
  const { user } = useAuth();
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader title={t('common:pages.adminDashboard')} description={t('common:pages.adminDashboardText')} />
      <div className="mb-6">
        <WelcomeBanner firstName={user?.first_name ?? ''} details={t('common:pages.adminDashboardWelcome')} />
      </div>
      <AdminDashboard />
    </PageContainer>
  );
}
