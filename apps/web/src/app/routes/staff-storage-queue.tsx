import { PageContainer } from '../../components/layout/page-container';
import { StorageQueue } from '../../features/storage/components/storage-queue';
import { startRead } from '../../lib/query-client';
import { queueQueryOptions } from '../../features/storage/api/storage-api';

export const loader = () => {
  startRead(queueQueryOptions({}));
  return null;
};

export function EmployeeStorageQueueScreen() {
  return (
    <PageContainer>
      <StorageQueue />
    </PageContainer>
  );
}

export const AdminStorageQueueScreen = EmployeeStorageQueueScreen;
