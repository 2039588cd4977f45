import {
  ASSIGNMENT_MESSAGES,
  assignmentStatusSchema,
  createAssignmentRequestSchema,
  DEFAULT_ASSIGNMENT_PRIORITY,
  dueDateInputValue,
  isDueDateAllowed,
  progressField,
  type Assignment,
  type UpdateAssignmentRequest,
} from '@stockyard/domain';

/**
 * The admin dialog: the create request's fields and rules, plus status and progress, which only the
 * edit form shows (a new assignment always starts pending at 0).
 */
export const assignmentFormSchema = createAssignmentRequestSchema
  .pick({ employee_id: true, branch_id: true, task: true, description: true, priority: true, due_date: true })
  .extend({ status: assignmentStatusSchema.optional(), progress: progressField.optional() });

/**
 * The form's schema for one opening: a due date being set may not be before the admin's own
 * `today` (read at each check, so a form left open past midnight moves on); the stored due date of
 * an edit is exempt, so an overdue assignment can still be saved. The server holds the same rule
 * against the earliest today on Earth, as it does not know the admin's zone.
 */
export function assignmentFormSchemaFor(today: () => string, storedDueDate: string | null) {
  return assignmentFormSchema.extend({
    due_date: assignmentFormSchema.shape.due_date.refine(
      (value) => isDueDateAllowed(value, today(), storedDueDate),
      ASSIGNMENT_MESSAGES.dueDatePast,
    ),
  });
}

/**
 * The earliest day the date picker offers: today, or an edit's stored due date when that is earlier
 * (the picker must still show it as a valid choice, since keeping it is allowed).
 */
export function dueDateMin(today: string, storedDueDate: string | null): string {
  return storedDueDate && storedDueDate < today ? storedDueDate : today;
}

// Read through the schema's standard-schema types: the web app does not depend on zod directly.
type SchemaTypes = NonNullable<(typeof assignmentFormSchema)['~standard']['types']>;
export type AssignmentFormInput = SchemaTypes['input'];
export type AssignmentFormValues = SchemaTypes['output'];
export type AssignmentFormField = keyof AssignmentFormInput;

export const ASSIGNMENT_FORM_FIELDS: readonly AssignmentFormField[] = [
  'employee_id',
  'branch_id',
  'task',
  'description',
  'priority',
  'due_date',
  'status',
  'progress',
];

export function isAssignmentFormField(name: string): name is AssignmentFormField {
  return (ASSIGNMENT_FORM_FIELDS as readonly string[]).includes(name);
}

export function formDefaults(assignment: Assignment | null): Partial<AssignmentFormInput> {
  if (!assignment) return { task: '', description: '', due_date: '', priority: DEFAULT_ASSIGNMENT_PRIORITY };
  return {
    employee_id: assignment.employee_id,
    branch_id: assignment.branch_id,
    task: assignment.task,
    description: assignment.description ?? '',
    priority: assignment.priority,
    due_date: dueDateInputValue(assignment.due_date),
    status: assignment.status,
    progress: assignment.progress,
  };
}

/** Only what the admin changed goes to PUT, so the activity log names the fields that really moved. */
export function changedFields(original: Assignment, values: AssignmentFormValues): UpdateAssignmentRequest {
  const before = formDefaults(original);
  const changes: Record<string, unknown> = {};
  for (const field of ASSIGNMENT_FORM_FIELDS) {
    const next = values[field] ?? (field === 'description' ? '' : undefined);
    if (next !== undefined && next !== before[field]) changes[field] = next;
  }
  return changes as UpdateAssignmentRequest;
}
