import { PageContainer } from '../../components/layout/page-container';
import { MyStorage } from '../../features/storage/components/my-storage';
import { startRead } from '../../lib/query-client';
import { myAgreementsQueryOptions } from '../../features/storage/api/storage-api';

export const loader = () => {
  startRead(myAgreementsQueryOptions());
  return null;
};

export function CustomerStorageScreen() {
  return (
    <PageContainer>
      <MyStorage />
    </PageContainer>
  );
}
