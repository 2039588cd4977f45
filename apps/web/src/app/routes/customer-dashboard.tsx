import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { CUSTOMER_GOODS_MESSAGES } from '@stockyard/domain';
import { QueryErrorBoundary } from '../../components/ui/query-error-boundary';
import { PageHeader } from '../../components/ui/page-header';
import { applicationsQueryOptions } from '../../features/applications/api/get-applications';
import { MY_APPLICATIONS_SHOWN, MyApplicationsCard } from '../../features/applications/components/my-applications-card';
import { myGoodsQueryOptions } from '../../features/customer-goods/api/get-my-goods';
import { CustomerGoodsTiles, MyGoodsCard } from '../../features/customer-goods/components/my-goods-card';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { startRead } from '../../lib/query-client';
import { useTranslation } from '../../lib/i18n/react';

export const loader = () => {
  startRead(myGoodsQueryOptions());
  startRead(applicationsQueryOptions({ limit: MY_APPLICATIONS_SHOWN }));
  return null;
};

export function CustomerDashboardScreen() {
  const { user } = useAuth();
  const { t } = useTranslation(['common', 'customer']);
  return (
    <PageContainer>
      <PageHeader title={t('common:pages.customerDashboard')} description={t('common:pages.customerDashboardText')} />
      <WelcomeBanner firstName={user?.first_name ?? ''} details={user?.email} />
      <div className="mt-6">
        <CustomerGoodsTiles />
      </div>
      {/* Goods and applications are read apart: with the API down, one message speaks for both
          (the tiles above show a dash meanwhile). */}
      <QueryErrorBoundary
        message={(error) => errorMessage(error, CUSTOMER_GOODS_MESSAGES.loadFailed)}
        retryLabel={t('customer:tryAgain')}
      >
        <div className="mt-6 space-y-6">
          <MyGoodsCard />
          <MyApplicationsCard />
        </div>
      </QueryErrorBoundary>
    </PageContainer>
  );
}
