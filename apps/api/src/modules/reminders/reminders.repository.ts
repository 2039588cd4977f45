import {
  type AssignmentFacts,
  ASSIGNMENT_DUE_SOON_HOURS,
  EXPIRING_SOON_DAYS,
  REMINDED_ASSIGNMENT_STATUSES,
  REMINDED_LOT_STATUSES,
  STORAGE_REMINDER_DAYS,
  addDaysToIsoDate,
  storageReminderHorizon,
  type DigestExpiringItem,
  type DigestLowStockItem,
} from '@stockyard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * The reminder jobs' SQL. Each claim finds what is due and records it in sent_reminders in one
 * statement (INSERT ... ON CONFLICT DO NOTHING RETURNING): only rows not reminded before come back,
 * and a second process claiming the same rows at the same moment waits for the first and gets none.
 * Callers announce what they claimed in the same transaction, so a failed announce un-claims it.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export type ClaimedAssignment = {
  id: number;
  employeeId: number;
  task: string;
  facts: AssignmentFacts | null;
  dueAt: string;
};

/** The due instant as the occasion: a moved due date is a new one. */
const dueOccasion = sql`to_char(a.due_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function claimAssignments(
  tx: Executor,
  kind: 'assignment_due_soon' | 'assignment_overdue',
  window: SQL,
): Promise<ClaimedAssignment[]> {
  const result = await tx.execute(sql`
    with due as (
      select a.id, a.employee_id, a.task, a.facts, ${dueOccasion} as occasion
      from assignments a
      where a.status in (${list(REMINDED_ASSIGNMENT_STATUSES)}) and ${window}
    ), claimed as (
      insert into sent_reminders (kind, subject_id, occasion)
      select ${kind}, due.id, due.occasion from due
      on conflict (kind, subject_id, occasion) do nothing
      returning subject_id
    )
    select due.id, due.employee_id as "employeeId", due.task, due.facts, due.occasion as "dueAt"
    from due join claimed on claimed.subject_id = due.id
    order by due.id`);
  return rowsOf<ClaimedAssignment>(result);
}

/** Open assignments whose due instant is within the next 24 hours (now included), not yet reminded. */
export const claimDueSoonAssignments = (tx: Executor, now: Date) =>
  claimAssignments(
    tx,
    'assignment_due_soon',
    sql`a.due_date >= ${now.toISOString()}::timestamptz
        and a.due_date <= ${now.toISOString()}::timestamptz + make_interval(hours => ${ASSIGNMENT_DUE_SOON_HOURS})`,
  );

/** Open assignments past their due instant, not yet reminded for it. */
export const claimOverdueAssignments = (tx: Executor, now: Date) =>
  claimAssignments(tx, 'assignment_overdue', sql`a.due_date < ${now.toISOString()}::timestamptz`);

export type ClaimedLot = { id: number; ownerId: number; name: string; endsOn: string };

/** Customers' stored lots whose storage ends today or within 7 days, once per lot and end date. */
export async function claimEndingLots(tx: Executor, today: string): Promise<ClaimedLot[]> {
  const result = await tx.execute(sql`
    with ending as (
      select g.id, g.owner_id, g.name, to_char(g.storage_end_date, 'YYYY-MM-DD') as ends_on
      from goods g
      where g.owner_id is not null
        and g.status in (${list(REMINDED_LOT_STATUSES)})
        and g.storage_end_date between ${today}::date and ${storageReminderHorizon(today)}::date
    ), claimed as (
      insert into sent_reminders (kind, subject_id, occasion)
      select 'storage_reminder', ending.id, ${`${STORAGE_REMINDER_DAYS}d:`} || ending.ends_on from ending
      on conflict (kind, subject_id, occasion) do nothing
      returning subject_id
    )
    select ending.id, ending.owner_id as "ownerId", ending.name, ending.ends_on as "endsOn"
    from ending join claimed on claimed.subject_id = ending.id
    order by ending.id`);
  return rowsOf<ClaimedLot>(result);
}

/** Records the day's digest; false when it was already sent that day. */
export async function claimDigest(tx: Executor, day: string): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into sent_reminders (kind, subject_id, occasion) values ('daily_digest', 0, ${day})
    on conflict (kind, subject_id, occasion) do nothing
    returning id`);
  return rowsOf(result).length > 0;
}

/** Warehouse stock at or below its threshold, out of stock first. */
export async function lowStockForDigest(tx: Executor, limit: number): Promise<DigestLowStockItem[]> {
  const result = await tx.execute(sql`
    select g.name, coalesce(g.sku, g.product_id) as sku, g.quantity, g.low_stock_threshold as threshold,
           b.name as branch
    from goods g left join branches b on b.id = g.branch_id
    where g.owner_id is null and g.quantity <= g.low_stock_threshold
    order by g.quantity, g.name, g.id
    limit ${limit}`);
  return rowsOf<DigestLowStockItem>(result);
}

/** Warehouse stock on the shelf that has expired or expires within the expiring-soon window, soonest first. */
export async function expiringForDigest(tx: Executor, today: string, limit: number): Promise<DigestExpiringItem[]> {
  const result = await tx.execute(sql`
    select g.name, coalesce(g.sku, g.product_id) as sku, to_char(g.expiry_date, 'YYYY-MM-DD') as expires_on,
           b.name as branch
    from goods g left join branches b on b.id = g.branch_id
    where g.owner_id is null and g.quantity > 0
      and g.expiry_date <= ${addDaysToIsoDate(today, EXPIRING_SOON_DAYS)}::date
    order by g.expiry_date, g.name, g.id
    limit ${limit}`);
  return rowsOf<DigestExpiringItem>(result);
}
