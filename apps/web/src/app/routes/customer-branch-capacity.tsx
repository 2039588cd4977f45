import { PageContainer } from '../../components/layout/page-container';
import { startRead } from '../../lib/query-client';
import { branchesQueryOptions } from '../../resources/branches';
import { BranchCapacityView } from '../../features/branches/components/capacity/branch-capacity-view';

export const loader = () => {
  startRead(branchesQueryOptions());
  return null;
};

export function CustomerBranchCapacityScreen() {
  return (
    <PageContainer>
      <BranchCapacityView />
    </PageContainer>
  );
}
