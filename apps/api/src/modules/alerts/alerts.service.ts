import {
  alertSubscriptionsRevision,
  assignmentConditions,
  branchConditions,
  intakeConditions,
  itemConditions,
  newApplicationAlerts,
  reconcileAlerts,
  todayIsoDate,
  type AlertCondition,
  type AlertKind,
  type AlertSubscriptions,
  type AlertSubscriptionsUpdate,
  type BranchAlertLine,
  STALE_VERSION_CODE,
  VERSION_MESSAGES,
} from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { announce } from '../messages/announce.service.js';
import type { UserRow } from '../users/users.mapper.js';
import { OUTSIDE_SCOPE_MESSAGE, staffBranchScope } from '../staff-scope/branch-scope.js';
import { AppError } from '../../lib/app-error.js';
import {
  branchesInScope,
  branchFigures,
  branchNames,
  claimDigestAlerts,
  clearAlerts,
  liveSubscriptions,
  lockSubscriptionsOf,
  openAlert,
  openAlerts,
  openAssignmentsOf,
  replaceSubscriptions,
  stockOf,
  subscriptionsOf,
} from './alerts.repository.js';

type Caller = Pick<UserRow, 'id' | 'role'>;

export async function getSubscriptions(db: Executor, user: Caller): Promise<AlertSubscriptions> {
  const [rows, branches] = await Promise.all([
    subscriptionsOf(db, user.id),
    branchesInScope(db, staffBranchScope(user)),
  ]);
  const subscriptions = rows.map((row) => ({ branch_id: row.branchId, kind: row.kind as AlertKind }));
  const digest = rows.some((row) => row.digest);
  return { subscriptions, digest, revision: alertSubscriptionsRevision(subscriptions, digest), branches };
}

/**
 * Replaces the caller's set, from the revision they read (409 with the current set when it moved on);
 * a branch they do not work at is refused (403) and nothing changes.
 */
export async function saveSubscriptions(db: Db, user: Caller, input: AlertSubscriptionsUpdate) {
  await db.transaction(async (tx) => {
    const allowed = new Set((await branchesInScope(tx, staffBranchScope(user))).map((branch) => branch.id));
    const outside = input.subscriptions.findIndex((s) => !allowed.has(s.branch_id));
    if (outside >= 0)
      throw new AppError('FORBIDDEN', OUTSIDE_SCOPE_MESSAGE, [
        { field: `subscriptions.${outside}.branch_id`, message: OUTSIDE_SCOPE_MESSAGE },
      ]);
    await lockSubscriptionsOf(tx, user.id);
    const current = await getSubscriptions(tx, user);
    if (current.revision !== input.revision)
      throw new AppError(STALE_VERSION_CODE, VERSION_MESSAGES.stale, undefined, { current });
    const rows = input.subscriptions.map((s) => ({ branchId: s.branch_id, kind: s.kind }));
    await replaceSubscriptions(tx, user.id, rows, input.digest);
  });
  return getSubscriptions(db, user);
}

// One evaluation at a time across every process: a second waits and then finds the alerts open.
const EVALUATION_LOCK = sql`select pg_advisory_xact_lock(hashtext('stockyard:branch-alerts'))`;

/**
 * Opens an alert for each subscribed condition that now holds and has none open, and tells it once
 * (at once, or in the next digest when the person prefers); clears the open alerts whose condition
 * no longer holds, so the same condition can be told again when it returns.
 */
export async function evaluateBranchAlerts(db: Db, now = new Date(), today = todayIsoDate(now)) {
  return db.transaction(async (tx) => {
    await tx.execute(EVALUATION_LOCK);
    const subscriptions = await liveSubscriptions(tx);
    const branchIds = [...new Set(subscriptions.map((s) => s.branchId))];
    // One connection: a transaction's reads go one after another.
    const items = await stockOf(tx, branchIds);
    const branches = await branchFigures(tx, branchIds);
    const assignments = await openAssignmentsOf(tx, branchIds);
    const open = await openAlerts(tx);
    const conditions = [
      ...items.flatMap((item) => itemConditions(item, today)),
      ...branches.flatMap(branchConditions),
      ...assignments.flatMap((assignment) => assignmentConditions(assignment, now)),
      ...assignments.flatMap((assignment) => intakeConditions(assignment, today)),
    ];
    const { toOpen, toClear } = reconcileAlerts(subscriptions, conditions, open);
    await clearAlerts(tx, toClear, now);
    const told = await tell(tx, subscriptions, toOpen, now, null);
    return { opened: toOpen.length, told, cleared: toClear.length };
  });
}

/**
 * Opens each alert and tells it (or leaves it for the digest). With `clearedAt` it is an event,
 * which has no lasting condition to clear later (a new application is told once, ever).
 */
async function tell(
  tx: Executor,
  subscriptions: Awaited<ReturnType<typeof liveSubscriptions>>,
  alerts: (AlertCondition & { userId: number })[],
  now: Date,
  clearedAt: Date | null,
): Promise<number> {
  const digestOf = new Map(subscriptions.map((s) => [`${s.userId}:${s.branchId}:${s.kind}`, s.digest]));
  const names = await branchNames(tx, [...new Set(alerts.map((c) => c.branchId))]);
  let told = 0;
  for (const c of alerts) {
    const digest = digestOf.get(`${c.userId}:${c.branchId}:${c.kind}`) === true;
    const opened = await openAlert(tx, {
      userId: c.userId,
      branchId: c.branchId,
      kind: c.kind,
      subjectId: c.subjectId,
      subject: c.subject.slice(0, 300),
      detail: c.detail.slice(0, 100),
      digestPending: digest,
      openedAt: now,
      clearedAt,
    });
    if (!opened || digest) continue;
    const branch = names.get(c.branchId) ?? '';
    const alert: BranchAlertLine = { kind: c.kind, branch, subject: c.subject, detail: c.detail };
    await announce(tx, { kind: 'branch_alert', userId: c.userId, alert });
    told += 1;
  }
  return told;
}

/** In the submission's transaction: the new application's subscribers hear of it once. */
export async function alertNewApplication(
  tx: Executor,
  application: { id: number; itemType: string; customer: string },
  now = new Date(),
): Promise<void> {
  const subscriptions = (await liveSubscriptions(tx)).filter((s) => s.kind === 'new_application');
  if (subscriptions.length === 0) return;
  await tell(tx, subscriptions, newApplicationAlerts(subscriptions, application), now, now);
}

/** Each person's alerts waiting for the digest, as one message; claimed in the same transaction. */
export async function sendAlertDigests(tx: Executor, date: string): Promise<number> {
  const waiting = await claimDigestAlerts(tx);
  if (waiting.length === 0) return 0;
  const names = await branchNames(tx, [...new Set(waiting.map((w) => w.branchId))]);
  const byUser = new Map<number, BranchAlertLine[]>();
  for (const w of waiting) {
    const line: BranchAlertLine = {
      kind: w.kind as AlertKind,
      branch: names.get(w.branchId) ?? '',
      subject: w.subject,
      detail: w.detail,
    };
    byUser.set(w.userId, [...(byUser.get(w.userId) ?? []), line]);
  }
  for (const [userId, alerts] of byUser) await announce(tx, { kind: 'branch_alerts_digest', userId, date, alerts });
  return byUser.size;
}
