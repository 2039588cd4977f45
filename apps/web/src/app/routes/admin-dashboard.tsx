import { PageContainer } from '../../components/layout/page-container';
import { WelcomeBanner } from '../../components/layout/welcome-banner';
import { PageHeader } from '../../components/ui/page-header';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard';
import { useAuth } from '../../lib/auth';

export function AdminDashboardScreen() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" description="Users, goods, branches and assignments across Stockyard." />
      <div className="mb-6">
        <WelcomeBanner firstName={user?.first_name ?? ''} details="Here is how Stockyard is doing today." />
      </div>
      <AdminDashboard />
    </PageContainer>
  );
}
