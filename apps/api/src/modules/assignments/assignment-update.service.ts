import {
  ASSIGNMENT_MESSAGES,
  LIFECYCLE_MESSAGES,
  type AssignmentStatus,
  categoryOrDefault,
  dueDateEndOfDay,
  EMPLOYEE_EDITABLE_FIELDS,
  planEmployeeUpdate,
  progressAfterTransition,
  type UpdateAssignmentRequest,
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
  type AssignmentRecord,
  type AssignmentRow,
  lockAssignment,
  type NewAssignment,
  updateAssignmentIfVersion,
} from './assignments.repository.js';
import { checkAssignee, checkBranch, checkDueDate, reload, statusWord, tellEmployee } from './assignments.service.js';

/**
 * PUT /api/assignments/{id}, from the version the caller read (`expected`): admins change anything;
 * others go through the employee rules. The version is checked on the locked row before the rules
 * too, so a stale screen hears that the task changed rather than that its move is not allowed.
 */
export async function updateAssignment(
  db: Db,
  actor: UserRow,
  id: number,
  expected: number,
  input: UpdateAssignmentRequest,
  origin: RequestOrigin,
  now: Date,
): Promise<AssignmentRow> {
  if (actor.role !== 'admin') {
    const editable: readonly string[] = [...EMPLOYEE_EDITABLE_FIELDS, 'version'];
    const refused = Object.entries(input).filter(([key, value]) => value !== undefined && !editable.includes(key));
    if (refused.length > 0) throw new AppError('FORBIDDEN', ASSIGNMENT_MESSAGES.employeeFieldsOnly);
  }
  return db.transaction(async (tx) => {
    const current = await lockAssignment(tx, id, staffBranchScope(actor));
    if (!current || (actor.role !== 'admin' && current.employeeId !== actor.id)) throw notFound('Assignment');
    const stale = async () => staleVersion(toAssignment(await reload(tx, id)));
    if (current.version !== expected) throw await stale();
    // An intake or release is done lot by lot (its space and lots move with it): the assignment's own
    // status is theirs to set, so completing or reopening it here would skip those rules.
    if (current.kind !== 'task' && input.status !== undefined && input.status !== current.status)
      throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.storageWorkElsewhere);
    const write = async (values: Partial<NewAssignment>) => {
      if (!(await updateAssignmentIfVersion(tx, id, expected, values))) throw await stale();
    };
    if (actor.role === 'admin') await applyAdminChange(tx, actor, current, input, origin, write, now);
    else await applyEmployeeChange(tx, actor, current, input, origin, write);
    const saved = await reload(tx, id);
    if (current.status !== 'completed' && saved.assignment.status === 'completed')
      await tellAdminsCompleted(tx, actor, saved);
    return saved;
  });
}

/** The admins hear of a completion (not the one who completed it), with the hours logged. */
async function tellAdminsCompleted(tx: Executor, actor: UserRow, saved: AssignmentRow) {
  const { assignment } = saved;
  await announce(tx, {
    kind: 'assignment_completed',
    assignmentId: assignment.id,
    task: assignment.task,
    facts: assignment.facts,
    employeeName: `${saved.employeeFirstName} ${saved.employeeLastName}`.trim(),
    actualHours: assignment.actualHours === null ? null : Number(assignment.actualHours),
    completedBy: actor.id,
  });
}

type Write = (values: Partial<NewAssignment>) => Promise<void>;

async function applyAdminChange(
  tx: Executor,
  actor: UserRow,
  current: AssignmentRecord,
  input: UpdateAssignmentRequest,
  origin: RequestOrigin,
  write: Write,
  now: Date,
) {
  if (input.employee_id !== undefined && input.employee_id !== current.employeeId)
    await checkAssignee(tx, input.employee_id);
  if (input.branch_id !== undefined && input.branch_id !== current.branchId) await checkBranch(tx, input.branch_id);
  if (input.due_date !== undefined) checkDueDate(input.due_date, now, current.dueDate);
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
  await write(values);
  const fields = Object.keys(input).filter(
    (key) => key !== 'version' && input[key as keyof UpdateAssignmentRequest] !== undefined,
  );
  const task = values.task ?? current.task;
  const changed = fields.filter((field) => field !== 'employee_id');
  if (values.employeeId !== undefined && values.employeeId !== current.employeeId) {
    await tellEmployee(tx, current.employeeId, current, 'reassigned');
    await tellEmployee(
      tx,
      values.employeeId,
      { id: current.id, task, dueDate: values.dueDate ?? current.dueDate },
      'assigned',
    );
  } else if (changed.length > 0) {
    await tellEmployee(tx, current.employeeId, { ...current, task }, 'updated', changed);
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
  write: Write,
) {
  const from = current.status as AssignmentStatus;
  const plan = planEmployeeUpdate(
    { status: from, progress: current.progress },
    { status: input.status, progress: input.progress },
  );
  if (!plan.ok) throw new AppError('CONFLICT', plan.message);
  // Hours go with completing (or correct a completed task's), as the completion form sends them.
  const logsHours = input.actual_hours !== undefined;
  if (logsHours && plan.status !== 'completed')
    throw new AppError('CONFLICT', ASSIGNMENT_MESSAGES.actualHoursOnCompletion);
  if (!plan.changed && !logsHours) return;
  const values: Partial<NewAssignment> = { status: plan.status, progress: plan.progress };
  if (logsHours) values.actualHours = input.actual_hours === null ? null : String(input.actual_hours);
  await write(values);
  if (!plan.changed) {
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'assignment_hours',
        description: `Logged ${input.actual_hours === null ? 'no' : String(input.actual_hours)} hours on "${current.task}"`,
        category: 'assignment',
      },
      origin,
    );
    return;
  }
  const hours = logsHours && input.actual_hours !== null ? `, ${String(input.actual_hours)} hours logged` : '';
  const description =
    plan.status === from
      ? `Reported progress ${String(plan.progress)}% on "${current.task}"`
      : `Changed "${current.task}" from ${statusWord(from)} to ${statusWord(plan.status)}${hours}`;
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
