import {
  ASSIGNMENT_MESSAGES,
  assignmentSchema,
  type Assignment,
  type UpdateAssignmentRequest,
} from '@stockyard/domain';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { StaleNotice } from '../../../components/ui/stale-notice';
import { staleCurrent, staleEdit, useVersionedRecord, type ShownField } from '../../../lib/stale-version';
import { useCreateAssignment } from '../api/create-assignment';
import { useUpdateAssignment } from '../api/update-assignment';
import { changedFields, formDefaults, type AssignmentFormValues } from './assignment-form';
import { AssignmentFormFields } from './assignment-form-fields';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type AssignmentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The assignment being edited; null opens the create form. */
  assignment: Assignment | null;
};

/** An assignment's fields as the "changed by someone else" notice names them. */
const SHOWN: readonly ShownField<Assignment>[] = [
  { key: 'task', label: 'assignments:form.task' },
  {
    key: 'employee',
    label: 'assignments:card.employee',
    format: (e) => `${(e as Assignment['employee']).first_name} ${(e as Assignment['employee']).last_name}`,
  },
  { key: 'branch', label: 'assignments:branch', format: (branch) => (branch as Assignment['branch']).name },
  { key: 'description', label: 'assignments:form.description' },
  { key: 'priority', label: 'assignments:admin.priority' },
  { key: 'status', label: 'assignments:admin.status' },
  { key: 'progress', label: 'assignments:card.progress', format: (progress) => `${String(progress)}%` },
  { key: 'due_date', label: 'assignments:form.dueDate', format: (date) => String(date).slice(0, 10) },
];

/** Create and edit share one dialog: the edit form adds status and progress. */
export function AssignmentFormDialog({ open, onOpenChange, assignment }: AssignmentFormDialogProps) {
  const formId = useId();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const busy = create.isPending || update.isPending;
  const { t } = useTranslation(['assignments']);
  const translate = useTranslateMessage();

  const submit = async (values: AssignmentFormValues) => {
    const { employee_id, branch_id, task, description, priority, due_date } = values;
    await create.mutateAsync({ employee_id, branch_id, task, description: description || null, priority, due_date });
    toast.success(translate(ASSIGNMENT_MESSAGES.created));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={assignment ? t('assignments:form.editTitle') : t('assignments:admin.create')}
      description={assignment ? t('assignments:form.editText') : t('assignments:form.createText')}
      size="lg"
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={assignment ? t('assignments:form.save') : t('assignments:admin.create')}
          onCancel={() => onOpenChange(false)}
          pending={busy}
        />
      }
    >
      {assignment ? (
        <EditAssignmentFields
          key={assignment.id}
          formId={formId}
          opened={assignment}
          save={(id, changes, version) => update.mutateAsync({ id, changes, version })}
          onDone={() => onOpenChange(false)}
        />
      ) : (
        <AssignmentFormFields formId={formId} assignment={null} onSubmit={submit} />
      )}
    </Dialog>
  );
}

type EditAssignmentFieldsProps = {
  formId: string;
  opened: Assignment;
  save: (id: number, changes: UpdateAssignmentRequest, version: number) => Promise<Assignment>;
  onDone: () => void;
};

/**
 * The edit form, saved from the version opened (see useVersionedRecord). Refused because someone
 * else changed the assignment first, it reloads the stored one (keyed by its version) with the
 * admin's own changes kept where nobody else changed the field, and says what changed.
 */
function EditAssignmentFields({ formId, opened, save, onDone }: EditAssignmentFieldsProps) {
  const { t } = useTranslation(['assignments']);
  const translate = useTranslateMessage();
  // The labels above are catalog keys; the notice names the fields in the reader's language.
  const shown = SHOWN.map((field) => ({ ...field, label: t(field.label as 'assignments:form.task') }));
  const versioned = useVersionedRecord(opened, shown);
  const assignment = versioned.record;
  const submit = async (values: AssignmentFormValues) => {
    const changes = changedFields(assignment, values);
    // Nothing edited: closing is the whole answer; the server would only say 'Nothing to update'.
    if (Object.keys(changes).length > 0) {
      try {
        await save(assignment.id, changes, assignment.version);
      } catch (error) {
        const current = staleCurrent(error, assignmentSchema);
        if (current)
          return versioned.stale(
            current,
            staleEdit<Record<string, unknown>>(formDefaults(assignment), values, formDefaults(current)),
          );
        throw error;
      }
      toast.success(translate(ASSIGNMENT_MESSAGES.updated));
    }
    onDone();
  };
  return (
    <div className="space-y-4">
      {versioned.changes && (
        <StaleNotice changes={versioned.changes} merged={versioned.merged} onDismiss={versioned.dismiss} />
      )}
      <AssignmentFormFields
        key={assignment.version}
        formId={formId}
        assignment={assignment}
        values={versioned.values}
        onSubmit={submit}
      />
    </div>
  );
}
