import { PageContainer } from '../../components/layout/page-container';
import { APPLICATION_FAILURE_MESSAGES } from '@stockyard/domain';
import { QueryErrorBoundary } from '../../components/ui/query-error-boundary';
import { errorMessage } from '../../lib/api-client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationsReview } from '../../features/applications/components/applications-review';
import { useTranslation } from '../../lib/i18n/react';

/** Admins and employees review the same applications; only the page's words and its way back differ. */
const PAGES = {
  admin: {
    title: 'common:pages.adminApplications',
    description: 'common:pages.adminApplicationsText',
    backTo: '/admin/dashboard',
  },
  employee: {
    title: 'common:pages.manageApplications',
    description: 'common:pages.manageApplicationsText',
    backTo: '/employee/dashboard',
  },
} as const;

function StaffApplicationsScreen({ area }: { area: keyof typeof PAGES }) {
  const { t } = useTranslation(['common']);
  const translateMessage = useTranslateMessage();
  const page = PAGES[area];
  return (
    <PageContainer>
      <PageHeader title={t(page.title)} description={t(page.description)} backTo={page.backTo} />
      {/* The summary and the list are read apart: when both fail, one message speaks for both. */}
      <QueryErrorBoundary
        message={(error) => errorMessage(error, translateMessage(APPLICATION_FAILURE_MESSAGES.fetchList))}
      >
        <ApplicationsReview />
      </QueryErrorBoundary>
    </PageContainer>
  );
}

export const AdminApplicationsScreen = () => <StaffApplicationsScreen area="admin" />;
export const EmployeeApplicationsScreen = () => <StaffApplicationsScreen area="employee" />;
