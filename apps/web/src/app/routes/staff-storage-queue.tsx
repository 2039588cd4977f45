import { PageContainer } from '../../components/layout/page-container';
import { StorageQueue } from '../../features/storage/components/storage-queue';
import { startRead } from '../../lib/query-client';
import { queueQueryOptions } from '../../features/storage/api/storage-api';

export const loader = () => {
  startRead(queueQueryOptions({}));
  return null;
};

function StorageQueueScreen() {
  return (
    <PageContainer>
      <StorageQueue />
    </PageContainer>
  );
}

export const AdminStorageQueueScreen = () => <StorageQueueScreen />;
export const EmployeeStorageQueueScreen = () => <StorageQueueScreen />;
