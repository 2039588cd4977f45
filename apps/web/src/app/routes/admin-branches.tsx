import { PageContainer } from '../../components/layout/page-container';
import { ManageBranches } from '../../features/branches/components/admin/manage-branches';

/** /admin/manage-branches and /admin/branches (spec 02 section 2): the same screen. */
export function AdminBranchesScreen() {
  return (
    <PageContainer>
      <ManageBranches />
    </PageContainer>
  );
}
