import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationsReview } from '../../features/applications/components/applications-review';
import { useTranslation } from '../../lib/i18n/react';

export function AdminApplicationsScreen() {
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader
        title={t('common:pages.adminApplications')}
        description={t('common:pages.adminApplicationsText')}
        backTo="/admin/dashboard"
        backLabel={t('common:pages.backToDashboard')}
      />
      <ApplicationsReview />
    </PageContainer>
  );
}
