import type { CustomerGood, GoodStatusEntry, OwnedGood } from '@stockyard/domain';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, goods, goodStatusHistory, users } from '../../db/schema/index.js';
import type { GoodRecord } from '../goods/goods.repository.js';
import { inBranchScopeOrUnplaced, type BranchScope } from '../staff-scope/branch-scope.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `scope`: the staff caller's branches (staff-scope); a customer's reads filter by `ownerId` instead. */
export type CustomerGoodsFilter = { ownerId?: number; status?: string; search?: string; scope?: BranchScope };

/**
 * Statuses are compared after the same normalisation the domain applies (lower case, spaces and
 * hyphens as underscores), so rows written in any spelling still match a filter.
 */
function where(filter: CustomerGoodsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(goods.ownerId)];
  if (filter.ownerId !== undefined) conditions.push(eq(goods.ownerId, filter.ownerId));
  if (filter.scope) conditions.push(inBranchScopeOrUnplaced(filter.scope, goods.branchId));
  if (filter.status)
    conditions.push(sql`regexp_replace(lower(${goods.status}), '[[:space:]-]+', '_', 'g') = ${filter.status}`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(goods.name, pattern), ilike(goods.description, pattern), ilike(goods.category, pattern)));
  }
  return and(...conditions);
}

export function toCustomerGood(good: GoodRecord, branchName: string | null): CustomerGood {
  return {
    id: good.id,
    product_id: good.productId,
    name: good.name,
    description: good.description,
    category: good.category,
    value: Number(good.value),
    status: good.status,
    storage_date: good.storageDate,
    storage_end_date: good.storageEndDate,
    special_instructions: good.specialInstructions,
    branch_id: good.branchId,
    branch: good.branchId !== null && branchName !== null ? { id: good.branchId, name: branchName } : null,
    created_at: good.createdAt.toISOString(),
    updated_at: good.updatedAt.toISOString(),
    version: good.version,
  };
}

const ownerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Customer-owned goods, newest first, bounded by `limit`. */
export async function listCustomerGoods(
  db: Executor,
  filter: CustomerGoodsFilter,
  limit: number,
): Promise<{ rows: OwnedGood[]; total: number }> {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ good: goods, branchName: branches.name, ownerName })
      .from(goods)
      .innerJoin(users, eq(users.id, goods.ownerId))
      .leftJoin(branches, eq(branches.id, goods.branchId))
      .where(condition)
      .orderBy(desc(goods.id))
      .limit(limit),
    db.select({ total: count() }).from(goods).where(condition),
  ]);
  return {
    rows: rows.map((row) => ({
      ...toCustomerGood(row.good, row.branchName),
      owner_id: row.good.ownerId ?? 0,
      owner_name: row.ownerName,
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** One customer-owned good; with `ownerId`, only if that user owns it. */
export async function findCustomerGood(
  db: Executor,
  id: number,
  ownerId?: number,
  scope?: BranchScope,
): Promise<{ good: GoodRecord; branchName: string | null } | undefined> {
  const [row] = await db
    .select({ good: goods, branchName: branches.name })
    .from(goods)
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .where(and(eq(goods.id, id), where({ ownerId, scope })))
    .limit(1);
  return row;
}

export async function listStatusHistory(db: Executor, goodId: number): Promise<GoodStatusEntry[]> {
  const rows = await db
    .select({ entry: goodStatusHistory, name: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(goodStatusHistory)
    .leftJoin(users, eq(users.id, goodStatusHistory.changedBy))
    .where(eq(goodStatusHistory.goodId, goodId))
    .orderBy(asc(goodStatusHistory.createdAt), asc(goodStatusHistory.id));
  return rows.map(({ entry, name }) => ({
    id: entry.id,
    status: entry.status,
    note: entry.note,
    changed_by_name: name,
    created_at: entry.createdAt.toISOString(),
  }));
}

export async function insertStatusHistory(
  tx: Executor,
  entry: { goodId: number; status: string; note: string | null; changedBy: number },
): Promise<void> {
  await tx.insert(goodStatusHistory).values(entry);
}
