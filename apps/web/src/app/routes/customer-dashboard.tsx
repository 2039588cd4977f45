import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { PageHeader } from '../../components/ui/page-header';
import { MyApplicationsCard } from '../../features/applications/components/my-applications-card';
import { CustomerGoodsDashboard } from '../../features/customer-goods/components/customer-goods-dashboard';
import { useAuth } from '../../lib/auth';

export function CustomerDashboardScreen() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Customer Dashboard" description="Your goods in storage at a glance." />
      <WelcomeBanner firstName={user?.first_name ?? ''} details={user?.email} />
      <div className="mt-6">
        <CustomerGoodsDashboard />
      </div>
      <div className="mt-6">
        <MyApplicationsCard />
      </div>
    </PageContainer>
  );
}
