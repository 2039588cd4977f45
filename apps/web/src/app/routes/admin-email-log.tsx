import { PageContainer } from '../../components/layout/page-container';
import { EmailLog } from '../../features/email-log/components/email-log';

export function AdminEmailLogScreen() {
  return (
    <PageContainer>
      <EmailLog />
    </PageContainer>
  );
}
