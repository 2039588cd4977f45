import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationsReview } from '../../features/applications/components/applications-review';
import { useTranslation } from '../../lib/i18n/react';

export function EmployeeApplicationsScreen() {
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader
        title={t('common:pages.manageApplications')}
        description={t('common:pages.manageApplicationsText')}
        backTo="/employee/dashboard"
        backLabel={t('common:pages.backToDashboard')}
      />
      <ApplicationsReview />
    </PageContainer>
  );
}
