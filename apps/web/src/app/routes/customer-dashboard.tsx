import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { LoadErrorScope } from '../../components/ui/load-error-scope';
import { PageHeader } from '../../components/ui/page-header';
import { MyApplicationsCard } from '../../features/applications/components/my-applications-card';
import { CustomerGoodsDashboard } from '../../features/customer-goods/components/customer-goods-dashboard';
import { useAuth } from '../../lib/auth';
import { useTranslation } from '../../lib/i18n/react';

export function CustomerDashboardScreen() {
  const { user } = useAuth();
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader title={t('common:pages.customerDashboard')} description={t('common:pages.customerDashboardText')} />
      <WelcomeBanner firstName={user?.first_name ?? ''} details={user?.email} />
      {/* Goods and applications are read apart: with the API down, one message speaks for both. */}
      <LoadErrorScope>
        <div className="mt-6">
          <CustomerGoodsDashboard />
        </div>
        <div className="mt-6">
          <MyApplicationsCard />
        </div>
      </LoadErrorScope>
    </PageContainer>
  );
}
