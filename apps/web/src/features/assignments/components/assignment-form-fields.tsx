import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PRIORITIES,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TASK_MAX_LENGTH,
  dueDateInputValue,
  progressAfterTransition,
  type Assignment,
  type AssignmentStatus,
} from '@stockyard/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useFormDraft } from '../../../lib/form-draft';
import { useFormatDate } from '../../../lib/dates';
import {
  assignmentFormSchemaFor,
  dueDateMin,
  formDefaults,
  isAssignmentFormField,
  type AssignmentFormField,
  type AssignmentFormInput,
  type AssignmentFormValues,
} from './assignment-form';
import { useAssigneeOptions } from './use-assignee-options';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { PRIORITY_KEYS, STATUS_KEYS } from './assignment-badges';

const toId = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));
// A missing field says so once, at the top (spec 02); other problems sit under their field.
const INVALID_CONTROL = 'aria-invalid:border-red-400 aria-invalid:focus:ring-red-200';

type AssignmentFormFieldsProps = {
  formId: string;
  assignment: Assignment | null;
  /** After a merged stale save: the values to start from (the admin's changes over the stored assignment). */
  values?: Partial<AssignmentFormInput>;
  onSubmit: (values: AssignmentFormValues) => Promise<void>;
};

export function AssignmentFormFields({ formId, assignment, values: startValues, onSubmit }: AssignmentFormFieldsProps) {
  const editing = assignment !== null;
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(['assignments']);
  const translateMessage = useTranslateMessage();
  const priorityOptions = ASSIGNMENT_PRIORITIES.map((value) => ({ value, label: t(PRIORITY_KEYS[value]) }));
  const statusOptions = ASSIGNMENT_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }));
  const { employees, branches, loadErrors } = useAssigneeOptions(assignment);
  // "Today" is the admin's own, in the time zone of their settings.
  const { today } = useFormatDate();
  const storedDueDate = assignment ? dueDateInputValue(assignment.due_date) : null;
  const schema = useMemo(() => assignmentFormSchemaFor(today, storedDueDate), [today, storedDueDate]);
  const form = useForm<AssignmentFormInput, unknown, AssignmentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...formDefaults(assignment), ...startValues },
  });
  const { register, handleSubmit, setError, setValue, getValues, getFieldState } = form;
  const { errors } = form.formState;
  // An edit's draft belongs to the version it was typed over (see useFormDraft's basis).
  const draft = useFormDraft(form, {
    name: assignment ? `assignment:${assignment.id}` : 'assignment:new',
    basis: assignment?.version ?? null,
  });

  // A restored employee or branch is chosen again once its list has arrived (a select cannot show
  // a value before its option exists).
  const listsLoading = employees.loading || branches.loading;
  useEffect(() => {
    if (listsLoading) return;
    setValue('employee_id', getValues('employee_id'));
    setValue('branch_id', getValues('branch_id'));
  }, [listsLoading, setValue, getValues]);

  const missing = Object.values(errors).some((error) => error?.message === ASSIGNMENT_MESSAGES.required);
  const control = (name: AssignmentFormField) => {
    const message = errors[name]?.message;
    return {
      error: message && message !== ASSIGNMENT_MESSAGES.required ? message : undefined,
      'aria-invalid': message ? true : undefined,
      className: INVALID_CONTROL,
    };
  };

  const save = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
      draft.clear();
    } catch (error) {
      const fallback = editing ? ASSIGNMENT_MESSAGES.updateFailed : ASSIGNMENT_MESSAGES.createFailed;
      setServerError(errorMessage(error, fallback));
      applyServerErrors({ setError }, error, isAssignmentFormField);
    }
  });

  // The branch last filled in for a picked employee. Picking another employee replaces it with
  // theirs; a branch the admin chose (or an edit's stored one, or a restored draft's) is left alone.
  const [autoBranch, setAutoBranch] = useState<number | undefined>(undefined);
  const onEmployeeChange = (employeeId: number | undefined) => {
    const branchId = employees.branchOf(employeeId);
    const current = getValues('branch_id');
    if (branchId === null || (current !== undefined && current !== autoBranch)) return;
    setAutoBranch(branchId);
    // Re-checked only when it shows an error (a submit with no branch), which the filled-in one clears.
    setValue('branch_id', branchId, { shouldDirty: true, shouldValidate: getFieldState('branch_id').invalid });
  };

  // Moving the status moves the progress by the same rule the server applies, unless the admin set it.
  const onStatusChange = (status: AssignmentStatus) => {
    if (!assignment || getFieldState('progress').isDirty) return;
    setValue('progress', progressAfterTransition(status, assignment.progress));
  };

  return (
    <form
      id={formId}
      onSubmit={save}
      noValidate
      className="space-y-4"
      aria-label={editing ? t('assignments:form.editForm') : t('assignments:form.createForm')}
    >
      <DraftNotice draft={draft} />
      {missing && <Alert tone="error">{translateMessage(ASSIGNMENT_MESSAGES.required)}</Alert>}
      {serverError && (
        <Alert tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      {loadErrors}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('assignments:card.employee')}
          required
          placeholder={
            employees.loading ? t('assignments:form.loadingEmployees') : t('assignments:form.selectEmployee')
          }
          options={employees.options}
          disabled={employees.loading}
          {...control('employee_id')}
          {...register('employee_id', {
            setValueAs: toId,
            onChange: (event: { target: { value: string } }) => onEmployeeChange(toId(event.target.value)),
          })}
        />
        <SelectField
          label={t('assignments:branch')}
          required
          placeholder={branches.loading ? t('assignments:form.loadingBranches') : t('assignments:form.selectBranch')}
          options={branches.options}
          disabled={branches.loading}
          {...control('branch_id')}
          // A branch the admin picks is theirs, even the one that was filled in.
          {...register('branch_id', { setValueAs: toId, onChange: () => setAutoBranch(undefined) })}
        />
      </div>
      <TextField
        label={t('assignments:form.task')}
        required
        maxLength={ASSIGNMENT_TASK_MAX_LENGTH}
        {...control('task')}
        {...register('task')}
      />
      <TextAreaField
        label={t('assignments:form.description')}
        optional
        rows={3}
        {...control('description')}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('assignments:admin.priority')}
          options={priorityOptions}
          {...control('priority')}
          {...register('priority')}
        />
        <TextField
          label={t('assignments:form.dueDate')}
          type="date"
          required
          min={dueDateMin(today(), storedDueDate)}
          {...control('due_date')}
          {...register('due_date')}
        />
      </div>
      {editing && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('assignments:admin.status')}
            options={statusOptions}
            {...control('status')}
            {...register('status', { onChange: (event) => onStatusChange(event.target.value as AssignmentStatus) })}
          />
          <TextField
            label={t('assignments:form.progressPercent')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...control('progress')}
            {...register('progress', { valueAsNumber: true })}
          />
        </div>
      )}
    </form>
  );
}
