import { z } from 'zod';

/**
 * One stored vocabulary for both screens: spec 02 offers pending/in_progress/completed/cancelled,
 * spec 01 pending/in-progress/scheduled/completed. The union is stored; 'in-progress' is accepted on
 * input only (see statusInput) and never answered.
 */
export const ASSIGNMENT_STATUSES = ['pending', 'in_progress', 'scheduled', 'completed', 'cancelled'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);

export const ASSIGNMENT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type AssignmentPriority = (typeof ASSIGNMENT_PRIORITIES)[number];
export const assignmentPrioritySchema = z.enum(ASSIGNMENT_PRIORITIES);
export const DEFAULT_ASSIGNMENT_PRIORITY: AssignmentPriority = 'medium';

/** Spellings the employee screen of spec 01 uses for a stored status. */
export const STATUS_ALIASES: Readonly<Record<string, AssignmentStatus>> = { 'in-progress': 'in_progress' };

export function normalizeStatus(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(STATUS_ALIASES, value) ? STATUS_ALIASES[value] : value;
}

const STATUS_MESSAGE = `Status must be one of ${ASSIGNMENT_STATUSES.join(', ')}`;
const PRIORITY_MESSAGE = `Priority must be one of ${ASSIGNMENT_PRIORITIES.join(', ')}`;

/** A status in a request body or query: canonical values plus the aliases. */
export const statusInput = z.preprocess(normalizeStatus, z.enum(ASSIGNMENT_STATUSES, { error: STATUS_MESSAGE }));
export const priorityInput = z.enum(ASSIGNMENT_PRIORITIES, { error: PRIORITY_MESSAGE });

/** Labels of the admin Assignments screen (spec 02). */
export const ADMIN_STATUS_LABELS: Record<AssignmentStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Labels of the employee My Assignments screen (spec 01: filter buttons and badges). */
export const EMPLOYEE_STATUS_LABELS: Record<AssignmentStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The filter buttons of My Assignments, in order; 'all' is All Tasks. Spec 01 names the four statuses
 * of its own vocabulary, but an admin may also cancel a task (spec 02): every stored status gets a
 * button, so the per-status counts always add up to All Tasks.
 */
export const EMPLOYEE_STATUS_FILTERS = ['all', ...ASSIGNMENT_STATUSES] as const;

/** Spec 01: the only status changes an employee may make, and the button that makes each. */
export const EMPLOYEE_TRANSITIONS: Record<AssignmentStatus, readonly { to: AssignmentStatus; action: string }[]> = {
  pending: [{ to: 'in_progress', action: 'Start Task' }],
  in_progress: [
    { to: 'pending', action: 'Pause' },
    { to: 'completed', action: 'Complete' },
  ],
  scheduled: [],
  completed: [],
  cancelled: [],
};

export function canEmployeeTransition(from: AssignmentStatus, to: AssignmentStatus): boolean {
  return EMPLOYEE_TRANSITIONS[from].some((transition) => transition.to === to);
}

/**
 * Spec 01 completion percent. Scheduled and cancelled are not covered by the spec: they show the
 * progress as stored (0 unless an admin set it), so an admin's figure is never hidden.
 */
export function completionPercent(status: AssignmentStatus, progress: number | null | undefined): number {
  switch (status) {
    case 'completed':
      return 100;
    case 'in_progress':
      return progress || 50;
    case 'pending':
      return 0;
    default:
      return progress ?? 0;
  }
}

/** Spec 01: after a change, completion becomes 100 on complete and 50 on start if it was 0; else kept. */
export function progressAfterTransition(to: AssignmentStatus, current: number): number {
  if (to === 'completed') return 100;
  if (to === 'in_progress') return current === 0 ? 50 : current;
  return current;
}

const statusWord = (status: AssignmentStatus) => EMPLOYEE_STATUS_LABELS[status].toLowerCase();

export const assignmentTransitionRefusedMessage = (from: AssignmentStatus, to: AssignmentStatus) =>
  `Cannot change status from ${statusWord(from)} to ${statusWord(to)}`;

export const PROGRESS_REFUSED_MESSAGE = 'Progress can only be changed while the assignment is in progress';

export type EmployeeChange = { status?: AssignmentStatus | undefined; progress?: number | undefined };
export type EmployeeUpdatePlan =
  { ok: true; status: AssignmentStatus; progress: number; changed: boolean } | { ok: false; message: string };

/**
 * What an employee's status/progress request does to an assignment. Keeping the same status is not a
 * transition (a retried click is harmless). A reported progress is taken while the result is in
 * progress; elsewhere it must agree with what the status rule gives (100 on complete, kept on pause).
 */
export function planEmployeeUpdate(
  current: { status: AssignmentStatus; progress: number },
  change: EmployeeChange,
): EmployeeUpdatePlan {
  const to = change.status ?? current.status;
  if (to !== current.status && !canEmployeeTransition(current.status, to)) {
    return { ok: false, message: assignmentTransitionRefusedMessage(current.status, to) };
  }
  const ruled = to === current.status ? current.progress : progressAfterTransition(to, current.progress);
  let progress = ruled;
  if (change.progress !== undefined && change.progress !== ruled) {
    if (to !== 'in_progress') return { ok: false, message: PROGRESS_REFUSED_MESSAGE };
    progress = change.progress;
  }
  return { ok: true, status: to, progress, changed: to !== current.status || progress !== current.progress };
}

/** Work still to do: what "open assignments" counts when choosing who takes an intake. */
export const OPEN_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ['pending', 'in_progress', 'scheduled'];
