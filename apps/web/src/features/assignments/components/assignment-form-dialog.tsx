import { ASSIGNMENT_MESSAGES, type Assignment } from '@stockyard/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCreateAssignment } from '../api/create-assignment';
import { useUpdateAssignment } from '../api/update-assignment';
import { changedFields, type AssignmentFormValues } from './assignment-form';
import { AssignmentFormFields } from './assignment-form-fields';

type AssignmentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The assignment being edited; null opens the create form. */
  assignment: Assignment | null;
};

/** Create and edit share one dialog: the edit form adds status and progress. */
export function AssignmentFormDialog({ open, onOpenChange, assignment }: AssignmentFormDialogProps) {
  const formId = useId();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const busy = create.isPending || update.isPending;

  const submit = async (values: AssignmentFormValues) => {
    if (!assignment) {
      const { employee_id, branch_id, task, description, priority, due_date } = values;
      await create.mutateAsync({ employee_id, branch_id, task, description: description || null, priority, due_date });
      toast.success(ASSIGNMENT_MESSAGES.created);
    } else {
      const changes = changedFields(assignment, values);
      // Nothing edited: closing is the whole answer; the server would only say 'Nothing to update'.
      if (Object.keys(changes).length > 0) {
        await update.mutateAsync({ id: assignment.id, changes });
        toast.success(ASSIGNMENT_MESSAGES.updated);
      }
    }
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={assignment ? 'Edit Assignment' : 'Create Assignment'}
      description={
        assignment
          ? 'Change the task, who does it, where, when, and how far it has come.'
          : 'Give a task to an employee at a branch.'
      }
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {assignment ? 'Save Changes' : 'Create Assignment'}
          </Button>
        </>
      }
    >
      <AssignmentFormFields formId={formId} assignment={assignment} onSubmit={submit} />
    </Dialog>
  );
}
