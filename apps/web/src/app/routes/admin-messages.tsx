import { PageContainer } from '../../components/layout/page-container';
import { MessagesInbox } from '../../features/messages/components/messages-inbox';

export function AdminMessagesScreen() {
  return (
    <PageContainer>
      <MessagesInbox />
    </PageContainer>
  );
}
