import { PageContainer } from '../../components/layout/page-container';
import { BranchCapacityView } from '../../features/branches/components/capacity/branch-capacity-view';

export function CustomerBranchCapacityScreen() {
  return (
    <PageContainer>
      <BranchCapacityView />
    </PageContainer>
  );
}
