import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationsReview } from '../../features/applications/components/applications-review';

export function EmployeeApplicationsScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="Manage Applications"
        description="Review customer storage applications and update their status."
        backTo="/employee/dashboard"
        backLabel="Back to Dashboard"
      />
      <ApplicationsReview />
    </PageContainer>
  );
}
