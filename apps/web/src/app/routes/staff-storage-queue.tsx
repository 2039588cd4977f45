import { PageContainer } from '../../components/layout/page-container';
import { CustomerBalance } from '../../features/applications/components/customer-balance';
import { StorageQueue } from '../../features/storage/components/storage-queue';
import { startRead } from '../../lib/query-client';
import { queueQueryOptions } from '../../features/storage/api/storage-api';

export const loader = () => {
  startRead(queueQueryOptions({}));
  return null;
};

/** Staff see the customer's balance beside each release request (issue 38 item 6). */
function StorageQueueScreen() {
  return (
    <PageContainer>
      <StorageQueue releaseExtra={(item) => <CustomerBalance customerId={item.customer_id} />} />
    </PageContainer>
  );
}

export const AdminStorageQueueScreen = () => <StorageQueueScreen />;
export const EmployeeStorageQueueScreen = () => <StorageQueueScreen />;
