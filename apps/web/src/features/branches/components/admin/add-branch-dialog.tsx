import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRANCH_FAILURE_MESSAGES,
  BRANCH_SUCCESS_MESSAGES,
  branchCreateSchema,
  type BranchCreateRequest,
} from '@stockyard/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/server-errors';
import { useCreateBranch } from '../../../../resources/branches';
import { BranchFormFields, isBranchFieldName, type BranchFieldValues } from './branch-form-fields';
import { BRANCH_NOTICE_TOAST } from './branch-notices';
import { useManagerChoices } from './use-manager-choices';

const FORM_ID = 'add-branch-form';

/** Add Branch (spec 02 section 5): mounted only while open, so every opening starts empty. */
export function AddBranchDialog({ onClose }: { onClose: () => void }) {
  const createBranch = useCreateBranch();
  const managers = useManagerChoices();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BranchFieldValues, unknown, BranchCreateRequest>({
    resolver: zodResolver(branchCreateSchema),
    defaultValues: { name: '', location: '', description: '', manager_id: null },
  });

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      await createBranch.mutateAsync(request);
      toast.success(BRANCH_SUCCESS_MESSAGES.added, BRANCH_NOTICE_TOAST);
      onClose();
    } catch (error) {
      applyServerErrors({ setError }, error, isBranchFieldName);
      setFormError(errorMessage(error, BRANCH_FAILURE_MESSAGES.add));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Add Branch"
      description="Fields marked * are required."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Add Branch
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Add branch" className="space-y-4">
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
          availableHint="Leave empty for a new, empty branch: it defaults to the total capacity."
        />
      </form>
    </Dialog>
  );
}
