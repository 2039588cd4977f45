import {
  type AssignmentFacts,
  ASSIGNMENT_MESSAGES,
  LIFECYCLE_MESSAGES,
  type AssignmentListQuery,
  categoryOrDefault,
  type CreateAssignmentRequest,
  dueDateEndOfDay,
  dueDateInputValue,
  earliestTodayIsoDate,
  isDueDateAllowed,
  type MyAssignmentsQuery,
} from '@stockyard/domain';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import type { Db, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announce } from '../messages/announce.service.js';
import type { UserRow } from '../users/users.mapper.js';
import { toAssignment } from './assignments.mapper.js';
import {
  type AssignmentRow,
  countAssignments,
  deleteAssignment as deleteRow,
  findAssignment,
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
  return listAssignments(
    db,
    { employeeId: user.id, status: query.status, priority: query.priority, scope: staffBranchScope(user) },
    query,
  );
}

/** Admins read any assignment; anyone else only their own, and another's is "not found" (no probing). */
export async function getAssignment(db: Db, user: UserRow, id: number): Promise<AssignmentRow> {
  const row = await findAssignment(db, id, staffBranchScope(user));
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

/**
 * A due date being set may not be past. The server does not know the admin's zone, so it refuses
 * only what is past in every zone (the form holds the admin to their own today); a due date left
 * as stored is not being set.
 */
export function checkDueDate(dueDate: string, now: Date, stored?: Date) {
  if (!isDueDateAllowed(dueDate, earliestTodayIsoDate(now), stored && dueDateInputValue(stored)))
    throw invalid('due_date', ASSIGNMENT_MESSAGES.dueDatePast);
}

export async function checkBranch(tx: Executor, branchId: number) {
  const branch = await lockBranch(tx, branchId);
  if (!branch) throw invalid('branch_id', ASSIGNMENT_MESSAGES.branchNotFound);
  return branch;
}

/**
 * Tells the employee about a change to their assignments: the bell and, as their preferences allow,
 * e-mail, push or SMS; all of it off while their Assignments notification flag is off.
 */
export async function tellEmployee(
  tx: Executor,
  employeeId: number,
  assignment: { id: number; task: string; facts?: AssignmentFacts | null; dueDate: Date },
  change: 'assigned' | 'updated' | 'reassigned' | 'deleted',
  fields: string[] = [],
) {
  const base = { employeeId, assignmentId: assignment.id, task: assignment.task, facts: assignment.facts };
  if (change === 'assigned') {
    await announce(tx, { kind: 'assignment_assigned', ...base, dueAt: assignment.dueDate.toISOString() });
  } else {
    await announce(tx, { kind: 'assignment_changed', ...base, change, fields });
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
  now: Date,
): Promise<AssignmentRow> {
  checkDueDate(input.due_date, now);
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
    await tellEmployee(tx, created.employeeId, created, 'assigned');
    return reload(tx, created.id);
  });
}

/** Deletes an assignment from the version the admin read (`expected`): a task changed since is not deleted unseen. */
export async function deleteAssignment(
  db: Db,
  actor: UserRow,
  id: number,
  expected: number,
  origin: RequestOrigin,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockAssignment(tx, id);
    if (!current) throw notFound('Assignment');
    if (current.version !== expected) throw staleVersion(toAssignment(await reload(tx, id)));
    // An agreement's intake or release goes with the agreement (cancel it, or finish its lots).
    if (current.kind !== 'task') throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.storageWorkElsewhere);
    await deleteRow(tx, id);
    await tellEmployee(tx, current.employeeId, current, 'deleted');
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
