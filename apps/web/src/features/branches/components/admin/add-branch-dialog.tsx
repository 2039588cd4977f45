import { zodResolver } from '@hookform/resolvers/zod';
import { branchCreateSchema, type BranchCreateRequest } from '@stockyard/domain';
import { toast } from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/i18n/react';
import { useCreateBranch } from '../../../../resources/branches';
import { BranchFormDialog } from './branch-form-dialog';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { useManagerChoices } from './use-manager-choices';

/** Add Branch (spec 02 section 5): mounted only while open, so every opening starts empty. */
export function AddBranchDialog({ onClose }: { onClose: () => void }) {
  const createBranch = useCreateBranch();
  const managers = useManagerChoices();
  const { t } = useTranslation(['branches']);
  return (
    <BranchFormDialog<BranchCreateRequest>
      formId="add-branch-form"
      title={t('branches:admin.add')}
      description={t('branches:form.required')}
      formLabel={t('branches:admin.addForm')}
      submitLabel={t('branches:admin.add')}
      resolver={zodResolver(branchCreateSchema)}
      defaultValues={{ name: '', location: '', description: '', manager_id: null }}
      managers={managers}
      otherUseHint={t('branches:form.otherUseHintAdd')}
      failure={t('branches:admin.addFailed')}
      draft={{ name: 'branch:new' }}
      save={async (request) => {
        await createBranch.mutateAsync(request);
        toast.success(t('branches:admin.added'), BRANCH_NOTICE_TOAST);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
