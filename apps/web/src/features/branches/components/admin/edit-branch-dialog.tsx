import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRANCH_FAILURE_MESSAGES,
  BRANCH_SUCCESS_MESSAGES,
  branchSchema,
  branchUpdateSchema,
  usedSpace,
  type Branch,
  type BranchUpdateRequest,
} from '@stockyard/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { StaleNotice } from '../../../../components/ui/stale-notice';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/server-errors';
import { staleCurrent, useVersionedRecord } from '../../../../lib/stale-version';
import { useUpdateBranch } from '../../../../resources/branches';
import { formatUnits } from '../branch-format';
import { BranchFormFields, isBranchFieldName, type BranchFieldValues } from './branch-form-fields';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { BRANCH_SHOWN_FIELDS } from './branch-versions';
import { useManagerChoices } from './use-manager-choices';

const FORM_ID = 'edit-branch-form';

/**
 * Edit Branch: sends the whole edited branch (spec 02 section 7), from the version opened. Mounted
 * only while open; a save refused because someone else saved first reloads the stored branch.
 */
export function EditBranchDialog({ branch, onClose }: { branch: Branch; onClose: () => void }) {
  const versioned = useVersionedRecord(branch, BRANCH_SHOWN_FIELDS);
  return (
    <EditBranchForm
      key={versioned.record.version}
      branch={versioned.record}
      onClose={onClose}
      onStale={versioned.stale}
      notice={versioned.changes && <StaleNotice changes={versioned.changes} onDismiss={versioned.dismiss} />}
    />
  );
}

type EditBranchFormProps = {
  branch: Branch;
  onClose: () => void;
  onStale: (current: Branch) => void;
  notice: ReactNode;
};

function EditBranchForm({ branch, onClose, onStale, notice }: EditBranchFormProps) {
  const updateBranch = useUpdateBranch();
  const managers = useManagerChoices(branch);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BranchFieldValues, unknown, BranchUpdateRequest>({
    resolver: zodResolver(branchUpdateSchema),
    defaultValues: {
      name: branch.name,
      location: branch.location,
      description: branch.description ?? '',
      capacity: branch.capacity,
      available_space: branch.available_space,
      manager_id: branch.manager_id,
    },
  });

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      await updateBranch.mutateAsync({ id: branch.id, request: { ...request, version: branch.version } });
      toast.success(BRANCH_SUCCESS_MESSAGES.updated, BRANCH_NOTICE_TOAST);
      onClose();
    } catch (error) {
      const current = staleCurrent(error, branchSchema);
      if (current) return onStale(current);
      applyServerErrors({ setError }, error, isBranchFieldName);
      setFormError(errorMessage(error, BRANCH_FAILURE_MESSAGES.update));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Edit Branch"
      description={branch.name}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Edit branch" className="space-y-4">
        {notice}
        {formError && (
          <Alert tone="error" onDismiss={() => setFormError(null)}>
            {formError}
          </Alert>
        )}
        <BranchFormFields
          register={register}
          control={control}
          errors={errors}
          managers={managers}
          availableHint={`Leave empty to keep the ${formatUnits(usedSpace(branch))} units in use.`}
        />
      </form>
    </Dialog>
  );
}
