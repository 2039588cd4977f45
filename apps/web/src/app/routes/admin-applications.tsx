import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationsReview } from '../../features/applications/components/applications-review';

export function AdminApplicationsScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="Customer Applications"
        description="Review customer storage applications and decide on them."
        backTo="/admin/dashboard"
        backLabel="Back to Dashboard"
      />
      <ApplicationsReview />
    </PageContainer>
  );
}
