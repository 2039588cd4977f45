import {
  ASSIGNMENT_MESSAGES,
  assignmentNotification,
  type AssignmentListQuery,
  categoryOrDefault,
  type CreateAssignmentRequest,
  dueDateEndOfDay,
  type MyAssignmentsQuery,
  type NotificationInput,
  resolvePreferences,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { notify } from '../notifications/notifications.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import {
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
} from './assignments.repository.js';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
export const statusWord = (status: string) => status.replace('_', ' ');

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
export async function checkAssignee(tx: Executor, employeeId: number) {
  const assignee = await lockAssignee(tx, employeeId);
  if (!assignee) throw invalid('employee_id', ASSIGNMENT_MESSAGES.employeeNotFound);
  if (assignee.role !== 'employee') throw invalid('employee_id', ASSIGNMENT_MESSAGES.onlyEmployees);
  if (!assignee.isActive) throw invalid('employee_id', ASSIGNMENT_MESSAGES.employeeInactive);
  return assignee;
}

export async function checkBranch(tx: Executor, branchId: number) {
  const branch = await lockBranch(tx, branchId);
  if (!branch) throw invalid('branch_id', ASSIGNMENT_MESSAGES.branchNotFound);
  return branch;
}

/** The bell, for an employee whose Assignments notification flag (employee settings) is on. */
export async function tellEmployee(tx: Executor, employeeId: number, notice: NotificationInput) {
  if (resolvePreferences(await findPreferences(tx, employeeId)).notifications.assignments) {
    await notify(tx, employeeId, notice);
  }
}

export async function reload(tx: Executor, id: number): Promise<AssignmentRow> {
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
