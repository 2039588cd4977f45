import { DASHBOARD_RECENT_LIMIT, EMPLOYEE_PENDING_STATUSES, type RecentGood } from '@stockyard/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments, branches, goods } from '../../db/schema/index.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

export type AssignmentCounts = { total: number; pending: number; completed: number };

/** The caller's tile figures in one pass over their assignments. */
export async function countOwnAssignments(db: Executor, employeeId: number): Promise<AssignmentCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${inArray(assignments.status, [...EMPLOYEE_PENDING_STATUSES])}))::int`,
      completed: sql<number>`(count(*) filter (where ${eq(assignments.status, 'completed')}))::int`,
    })
    .from(assignments)
    .where(eq(assignments.employeeId, employeeId));
  return row ?? { total: 0, pending: 0, completed: 0 };
}

/** Warehouse stock only: customers' lots are not goods in the system's stock (as on the admin dashboard). */
export async function countGoods(db: Executor, scope: BranchScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(goods)
    .where(and(isNull(goods.ownerId), inBranchScope(scope, goods.branchId)));
  return row?.n ?? 0;
}

/** The most recently changed warehouse stock, newest first; the id breaks ties. Lots stay apart. */
export async function recentGoods(db: Executor, scope: BranchScope): Promise<RecentGood[]> {
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      sku: goods.sku,
      category: goods.category,
      quantity: goods.quantity,
      status: goods.status,
      updatedAt: goods.updatedAt,
      branchName: branches.name,
    })
    .from(goods)
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .where(and(isNull(goods.ownerId), inBranchScope(scope, goods.branchId)))
    .orderBy(desc(goods.updatedAt), desc(goods.id))
    .limit(DASHBOARD_RECENT_LIMIT);
  return rows.map(({ updatedAt, branchName, ...good }) => ({
    ...good,
    updated_at: updatedAt.toISOString(),
    branch_name: branchName,
  }));
}
