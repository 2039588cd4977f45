import {
  fillActivityDays,
  lastUtcDays,
  PENDING_TASK_STATUSES,
  type DashboardActivityDay,
  type DashboardStats,
} from '@stockyard/domain';
import { count, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, assignments, branches, goods, users } from '../../db/schema/index.js';

/**
 * The admin dashboard's counts, each one query, run side by side. Deleted users are not counted;
 * Total Goods is warehouse stock, as the inventory tiles and the stock chart beside it count
 * (customers' stored lots are listed on the goods screen's owner filter, not counted as stock).
 */
export async function readDashboardStats(db: Executor): Promise<DashboardStats> {
  const [userCounts, goodsCount, branchCount, assignmentCounts] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.isActive})::int`,
        admin: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
        employee: sql<number>`count(*) filter (where ${users.role} = 'employee')::int`,
        customer: sql<number>`count(*) filter (where ${users.role} = 'customer')::int`,
      })
      .from(users)
      .where(isNull(users.deletedAt)),
    db.select({ total: count() }).from(goods).where(isNull(goods.ownerId)),
    db.select({ total: count() }).from(branches),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${inArray(assignments.status, [...PENDING_TASK_STATUSES])})::int`,
      })
      .from(assignments),
  ]);
  const u = userCounts[0];
  const total = u?.total ?? 0;
  const active = u?.active ?? 0;
  return {
    total_users: total,
    active_users: active,
    inactive_users: total - active,
    users_by_role: { admin: u?.admin ?? 0, employee: u?.employee ?? 0, customer: u?.customer ?? 0 },
    total_goods: goodsCount[0]?.total ?? 0,
    total_branches: branchCount[0]?.total ?? 0,
    total_assignments: assignmentCounts[0]?.total ?? 0,
    pending_tasks: assignmentCounts[0]?.pending ?? 0,
  };
}

/** Activity log entries per UTC day since the start of the window; the index on created_at serves it. */
export async function countActivityByDay(db: Executor, days: number, now: Date): Promise<DashboardActivityDay[]> {
  const [first] = lastUtcDays(days, now);
  const since = new Date(`${first}T00:00:00.000Z`);
  const day = sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(activities)
    .where(gte(activities.createdAt, since))
    .groupBy(day);
  return fillActivityDays(rows, days, now);
}
