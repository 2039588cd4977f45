import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationWizard } from '../../features/applications/components/application-wizard';

export function CustomerApplyToStoreScreen() {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Apply to Store"
        description="Apply for long-term storage in four short steps."
        backTo="/customer/dashboard"
        backLabel="Back to Dashboard"
      />
      <ApplicationWizard />
    </PageContainer>
  );
}
