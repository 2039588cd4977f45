import type { BranchFieldValues } from './branch-form-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { branchSchema, branchUpdateSchema, type Branch, type BranchUpdateRequest } from '@stockyard/domain';
import type { ReactNode } from 'react';
import { toast } from '../../../../lib/toast';
import { Versioned } from '../../../../components/ui/stale-notice';
import { useTranslation } from '../../../../lib/i18n/react';
import { staleCurrent, staleEdit, type StaleEdit } from '../../../../lib/stale-version';
import { useUpdateBranch } from '../../../../resources/branches';
import { formatUnits } from '../branch-format';
import { BranchFormDialog } from './branch-form-dialog';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { useBranchShownFields } from './branch-versions';
import { useManagerChoices } from './use-manager-choices';

/**
 * Edit Branch: sends the whole edited branch (spec 02 section 7), from the version opened. Mounted
 * only while open; a save refused because someone else saved first reloads the stored branch, with
 * the editor's own changes kept where nobody else changed the field.
 */
export function EditBranchDialog({ branch, onClose }: { branch: Branch; onClose: () => void }) {
  const shown = useBranchShownFields();
  return (
    <Versioned record={branch} shown={shown}>
      {(state) => (
        <EditBranchForm
          branch={state.record}
          values={state.values}
          onClose={onClose}
          onStale={state.onStale}
          notice={state.notice}
        />
      )}
    </Versioned>
  );
}

type EditBranchFormProps = {
  branch: Branch;
  /** After a merged stale save: the values to start from (the editor's changes over the stored branch). */
  values?: Partial<BranchFieldValues>;
  onClose: () => void;
  onStale: (current: Branch, merged: StaleEdit<BranchFieldValues>) => void;
  notice: ReactNode;
};

/** The edit form's fields as a branch gives them. */
const fieldsOf = (branch: Branch): BranchFieldValues => ({
  name: branch.name,
  location: branch.location,
  description: branch.description ?? '',
  capacity: branch.capacity,
  other_use: branch.other_use,
  manager_id: branch.manager_id,
});

function EditBranchForm({ branch, values, onClose, onStale, notice }: EditBranchFormProps) {
  const updateBranch = useUpdateBranch();
  const managers = useManagerChoices(branch);
  const { t } = useTranslation(['branches']);
  return (
    <BranchFormDialog<BranchUpdateRequest>
      formId="edit-branch-form"
      title={t('branches:admin.editTitle')}
      description={branch.name}
      formLabel={t('branches:admin.editForm')}
      submitLabel={t('branches:admin.save')}
      resolver={zodResolver(branchUpdateSchema)}
      defaultValues={{ ...fieldsOf(branch), ...values }}
      managers={managers}
      otherUseHint={t('branches:form.otherUseHintEdit', {
        stored: formatUnits(branch.stored_space),
        reserved: formatUnits(branch.reserved_space),
      })}
      failure={t('branches:admin.updateFailed')}
      draft={{ name: `branch:${branch.id}`, basis: branch.version }}
      save={async (request) => {
        await updateBranch.mutateAsync({ id: branch.id, request: { ...request, version: branch.version } });
        toast.success(t('branches:admin.updated'), BRANCH_NOTICE_TOAST);
        onClose();
      }}
      handled={(error, typed) => {
        const current = staleCurrent(error, branchSchema);
        if (current) onStale(current, staleEdit(fieldsOf(branch), typed, fieldsOf(current)));
        return current !== null && current !== undefined;
      }}
      notice={notice}
      onClose={onClose}
    />
  );
}
