import { PageContainer } from '../../components/layout/page-container';
import { startRead } from '../../lib/query-client';
import { branchesQueryOptions } from '../../resources/branches';
import { ManageBranches } from '../../features/branches/components/admin/manage-branches';

export const loader = () => {
  startRead(branchesQueryOptions());
  return null;
};

/** /admin/manage-branches and /admin/branches (spec 02 section 2): the same screen. */
export function AdminBranchesScreen() {
  return (
    <PageContainer>
      <ManageBranches />
    </PageContainer>
  );
}
