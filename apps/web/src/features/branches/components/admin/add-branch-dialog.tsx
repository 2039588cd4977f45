import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRANCH_FAILURE_MESSAGES,
  BRANCH_SUCCESS_MESSAGES,
  branchCreateSchema,
  type BranchCreateRequest,
} from '@stockyard/domain';
import { toast } from 'sonner';
import { useCreateBranch } from '../../../../resources/branches';
import { BranchFormDialog } from './branch-form-dialog';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { useManagerChoices } from './use-manager-choices';

/** Add Branch (spec 02 section 5): mounted only while open, so every opening starts empty. */
export function AddBranchDialog({ onClose }: { onClose: () => void }) {
  const createBranch = useCreateBranch();
  const managers = useManagerChoices();
  return (
    <BranchFormDialog<BranchCreateRequest>
      formId="add-branch-form"
      title="Add Branch"
      description="Fields marked * are required."
      formLabel="Add branch"
      submitLabel="Add Branch"
      resolver={zodResolver(branchCreateSchema)}
      defaultValues={{ name: '', location: '', description: '', manager_id: null }}
      managers={managers}
      availableHint="Leave empty for a new, empty branch: it defaults to the total capacity."
      failure={BRANCH_FAILURE_MESSAGES.add}
      save={async (request) => {
        await createBranch.mutateAsync(request);
        toast.success(BRANCH_SUCCESS_MESSAGES.added, BRANCH_NOTICE_TOAST);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
