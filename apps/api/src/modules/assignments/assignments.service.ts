import {
  ASSIGNMENT_MESSAGES,
  assignmentNotification,
  type AssignmentListQuery,
  type AssignmentStatus,
  categoryOrDefault,
  type CreateAssignmentRequest,
  dueDateEndOfDay,
  EMPLOYEE_EDITABLE_FIELDS,
  type MyAssignmentsQuery,
  type NotificationInput,
  planEmployeeUpdate,
  progressAfterTransition,
  resolvePreferences,
  type UpdateAssignmentRequest,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { notify } from '../notifications/notifications.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  type AssignmentRecord,
  type AssignmentRow,
  countAssignments,
  deleteAssignment as deleteRow,
  findAssignment,
  findPreferences,
  insertAssignment,
  listAssignments,
  lockAssignee,
  lockAssignment,
  lockBranch,
  type NewAssignment,
  updateAssignment as updateRow,
} from './assignments.repository.js';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const statusWord = (status: string) => status.replace('_', ' ');

export async function listAll(db: Db, query: AssignmentListQuery): Promise<{ rows: AssignmentRow[]; total: number }> {
  const filter = {
    status: query.status,
    priority: query.priority,
    employeeId: query.employee_id,
    branchId: query.branch_id,
  };
  const [rows, total] = await Promise.all([listAssignments(db, filter, query), countAssignments(db, filter)]);
  return { rows, total };
}

export async function listOwn(db: Db, user: UserRow, query: MyAssignmentsQuery): Promise<AssignmentRow[]> {
  return listAssignments(db, { employeeId: user.id, status: query.status, priority: query.priority }, query);
}

/** Admins read any assignment; anyone else only their own, and another's is "not found" (no probing). */
export async function getAssignment(db: Db, user: UserRow, id: number): Promise<AssignmentRow> {
  const row = await findAssignment(db, id);
  if (!row || (user.role !== 'admin' && row.assignment.employeeId !== user.id)) throw notFound('Assignment');
  return row;
}

/** Only an existing, active user with role employee can be assigned. */
async function checkAssignee(tx: Executor, employeeId: number) {
  const assignee = await lockAssignee(tx, employeeId);
  if (!assignee) throw invalid('employee_id', ASSIGNMENT_MESSAGES.employeeNotFound);
  if (assignee.role !== 'employee') throw invalid('employee_id', ASSIGNMENT_MESSAGES.onlyEmployees);
  if (!assignee.isActive) throw invalid('employee_id', ASSIGNMENT_MESSAGES.employeeInactive);
  return assignee;
}

async function checkBranch(tx: Executor, branchId: number) {
  const branch = await lockBranch(tx, branchId);
  if (!branch) throw invalid('branch_id', ASSIGNMENT_MESSAGES.branchNotFound);
  return branch;
}

/** The bell, for an employee whose Assignments notification flag (employee settings) is on. */
async function tellEmployee(tx: Executor, employeeId: number, notice: NotificationInput) {
  if (resolvePreferences(await findPreferences(tx, employeeId)).notifications.assignments) {
    await notify(tx, employeeId, notice);
  }
}

async function reload(tx: Executor, id: number): Promise<AssignmentRow> {
  const row = await findAssignment(tx, id);
  if (!row) throw notFound('Assignment');
  return row;
}

export async function createAssignment(
  db: Db,
  actor: UserRow,
  input: CreateAssignmentRequest,
  origin: RequestOrigin,
): Promise<AssignmentRow> {
  return db.transaction(async (tx) => {
    const assignee = await checkAssignee(tx, input.employee_id);
    const branch = await checkBranch(tx, input.branch_id);
    const created = await insertAssignment(tx, {
      employeeId: input.employee_id,
      branchId: input.branch_id,
      createdBy: actor.id,
      task: input.task,
      description: input.description || null,
      status: 'pending',
      priority: input.priority,
      dueDate: dueDateEndOfDay(input.due_date),
      progress: 0,
      estimatedHours: String(input.estimated_hours),
      actualHours: input.actual_hours == null ? null : String(input.actual_hours),
      category: categoryOrDefault(input.category),
    });
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'assignment_create',
        description: `Assigned "${created.task}" to ${assignee.firstName} ${assignee.lastName} at ${branch.name}`,
        category: 'assignment',
      },
      origin,
    );
    await tellEmployee(tx, created.employeeId, assignmentNotification('assigned', created.task));
    return reload(tx, created.id);
  });
}

/** PUT /api/assignments/{id}: admins change anything; others go through the employee rules. */
export async function updateAssignment(
  db: Db,
  actor: UserRow,
  id: number,
  input: UpdateAssignmentRequest,
  origin: RequestOrigin,
): Promise<AssignmentRow> {
  if (actor.role !== 'admin') {
    const editable: readonly string[] = EMPLOYEE_EDITABLE_FIELDS;
    const refused = Object.entries(input).filter(([key, value]) => value !== undefined && !editable.includes(key));
    if (refused.length > 0) throw new AppError('FORBIDDEN', ASSIGNMENT_MESSAGES.employeeFieldsOnly);
  }
  return db.transaction(async (tx) => {
    const current = await lockAssignment(tx, id);
    if (!current || (actor.role !== 'admin' && current.employeeId !== actor.id)) throw notFound('Assignment');
    if (actor.role === 'admin') await applyAdminChange(tx, actor, current, input, origin);
    else await applyEmployeeChange(tx, actor, current, input, origin);
    return reload(tx, id);
  });
}

async function applyAdminChange(
  tx: Executor,
  actor: UserRow,
  current: AssignmentRecord,
  input: UpdateAssignmentRequest,
  origin: RequestOrigin,
) {
  if (input.employee_id !== undefined && input.employee_id !== current.employeeId)
    await checkAssignee(tx, input.employee_id);
  if (input.branch_id !== undefined && input.branch_id !== current.branchId) await checkBranch(tx, input.branch_id);
  const values: Partial<NewAssignment> = {};
  if (input.employee_id !== undefined) values.employeeId = input.employee_id;
  if (input.branch_id !== undefined) values.branchId = input.branch_id;
  if (input.task !== undefined) values.task = input.task;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.priority !== undefined) values.priority = input.priority;
  if (input.due_date !== undefined) values.dueDate = dueDateEndOfDay(input.due_date);
  if (input.estimated_hours !== undefined) values.estimatedHours = String(input.estimated_hours);
  if (input.actual_hours !== undefined)
    values.actualHours = input.actual_hours === null ? null : String(input.actual_hours);
  if (input.category !== undefined) values.category = categoryOrDefault(input.category);
  if (input.status !== undefined) values.status = input.status;
  if (input.progress !== undefined) {
    values.progress = input.progress;
  } else if (input.status !== undefined && input.status !== current.status) {
    // An admin who only moves the status gets the same completion rule as the employee screen.
    values.progress = progressAfterTransition(input.status, current.progress);
  }
  await updateRow(tx, current.id, values);
  const fields = Object.keys(input).filter((key) => input[key as keyof UpdateAssignmentRequest] !== undefined);
  const task = values.task ?? current.task;
  const changed = fields.filter((field) => field !== 'employee_id');
  if (values.employeeId !== undefined && values.employeeId !== current.employeeId) {
    await tellEmployee(tx, current.employeeId, assignmentNotification('reassigned', current.task));
    await tellEmployee(tx, values.employeeId, assignmentNotification('assigned', task));
  } else if (changed.length > 0) {
    await tellEmployee(tx, current.employeeId, assignmentNotification('updated', task, changed));
  }
  await recordActivity(
    tx,
    {
      userId: actor.id,
      action: 'assignment_update',
      description: `Updated assignment "${values.task ?? current.task}" (${fields.join(', ')})`,
      category: 'assignment',
    },
    origin,
  );
}

async function applyEmployeeChange(
  tx: Executor,
  actor: UserRow,
  current: AssignmentRecord,
  input: UpdateAssignmentRequest,
  origin: RequestOrigin,
) {
  const from = current.status as AssignmentStatus;
  const plan = planEmployeeUpdate(
    { status: from, progress: current.progress },
    { status: input.status, progress: input.progress },
  );
  if (!plan.ok) throw new AppError('CONFLICT', plan.message);
  if (!plan.changed) return;
  await updateRow(tx, current.id, { status: plan.status, progress: plan.progress });
  const description =
    plan.status === from
      ? `Reported progress ${String(plan.progress)}% on "${current.task}"`
      : `Changed "${current.task}" from ${statusWord(from)} to ${statusWord(plan.status)}`;
  await recordActivity(
    tx,
    {
      userId: actor.id,
      action: plan.status === from ? 'assignment_progress' : 'assignment_status',
      description,
      category: 'assignment',
    },
    origin,
  );
}

export async function deleteAssignment(db: Db, actor: UserRow, id: number, origin: RequestOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockAssignment(tx, id);
    if (!current) throw notFound('Assignment');
    await deleteRow(tx, id);
    await tellEmployee(tx, current.employeeId, assignmentNotification('deleted', current.task));
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'assignment_delete',
        description: `Deleted assignment "${current.task}"`,
        category: 'assignment',
      },
      origin,
    );
  });
}
