import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Dialog } from '../../../../components/ui/dialog';
import { DraftNotice } from '../../../../components/ui/draft-notice';
import { FormDialogFooter } from '../../../../components/ui/form-dialog-footer';
import { errorMessage } from '../../../../lib/api-client';
import { useFormDraft, type FormDraftOptions } from '../../../../lib/form-draft';
import { applyServerErrors } from '../../../../lib/server-errors';
import { BranchFormFields, isBranchFieldName, type BranchFieldValues, type ManagerChoices } from './branch-form-fields';

type BranchFormDialogProps<TOutput> = {
  formId: string;
  title: string;
  description: string;
  formLabel: string;
  submitLabel: string;
  resolver: Resolver<BranchFieldValues, unknown, TOutput>;
  defaultValues: DefaultValues<BranchFieldValues>;
  managers: ManagerChoices;
  otherUseHint: string;
  /** The message above the form when a save fails without a detail of its own. */
  failure: string;
  /** Saves; a refusal it throws lands on the fields the server names, the rest above the form. */
  save: (request: TOutput) => Promise<void>;
  /** A refusal the caller handles itself (a stale version), given the fields as typed; true when it did. */
  handled?: (error: unknown, typed: BranchFieldValues) => boolean;
  notice?: ReactNode;
  /** Where what is typed is kept until it is saved (display.autoSave). */
  draft: FormDraftOptions;
  onClose: () => void;
};

/** The Add and Edit Branch dialogs: the same fields, footer and failure handling (spec 02 sections 5 and 7). */
export function BranchFormDialog<TOutput>(props: BranchFormDialogProps<TOutput>) {
  const { formId, resolver, defaultValues, save, handled, failure, onClose } = props;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BranchFieldValues, unknown, TOutput>({ resolver, defaultValues });
  const { handleSubmit, setError } = form;
  const { isSubmitting } = form.formState;
  const draft = useFormDraft(form, props.draft);

  const onSubmit = handleSubmit(async (request) => {
    setFormError(null);
    try {
      await save(request);
      draft.clear();
    } catch (error) {
      if (handled?.(error, form.getValues())) return;
      applyServerErrors({ setError }, error, isBranchFieldName);
      setFormError(errorMessage(error, failure));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={props.title}
      description={props.description}
      size="lg"
      footer={
        <FormDialogFooter formId={formId} submitLabel={props.submitLabel} onCancel={onClose} pending={isSubmitting} />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={props.formLabel} className="space-y-4">
        {props.notice}
        <DraftNotice draft={draft} />
        {formError && (
          <Alert tone="error" onDismiss={() => setFormError(null)}>
            {formError}
          </Alert>
        )}
        <BranchFormFields form={form} managers={props.managers} otherUseHint={props.otherUseHint} />
      </form>
    </Dialog>
  );
}
