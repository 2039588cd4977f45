import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { PageHeader } from '../../components/ui/page-header';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';

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
