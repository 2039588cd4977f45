import type { GoodsFilter, InventorySummary } from '@stockyard/domain';
import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, goods } from '../../db/schema/index.js';
import { goodsWhere, type GoodRow } from '../goods/goods.repository.js';
import { inBranchScope, staffFilterOf, type BranchScope } from '../staff-scope/branch-scope.js';

/**
 * The five inventory tiles in one aggregate over the same WHERE the list uses, so the tiles always
 * describe the filtered set, not one page of it. Value is quantity x unit price. Warehouse stock
 * only: customers' stored lots are neither counted nor valued here.
 */
export async function inventorySummary(
  db: Executor,
  filter: Omit<GoodsFilter, 'sort' | 'owner'>,
  scope: BranchScope,
  today: string,
): Promise<InventorySummary> {
  const [row] = await db
    .select({
      total: count(),
      inStock: sql<string>`count(*) filter (where ${goods.quantity} > ${goods.lowStockThreshold})`,
      lowStock: sql<string>`count(*) filter (where ${goods.quantity} > 0 and ${goods.quantity} <= ${goods.lowStockThreshold})`,
      outOfStock: sql<string>`count(*) filter (where ${goods.quantity} <= 0)`,
      value: sql<string>`coalesce(sum(${goods.quantity} * ${goods.pricePerUnit}), 0)`,
    })
    .from(goods)
    .where(goodsWhere({ ...filter, owner: 'warehouse', staff: staffFilterOf(scope) }, today));
  return {
    total_items: Number(row?.total ?? 0),
    in_stock: Number(row?.inStock ?? 0),
    low_stock: Number(row?.lowStock ?? 0),
    out_of_stock: Number(row?.outOfStock ?? 0),
    total_value: Math.round(Number(row?.value ?? 0) * 100) / 100,
  };
}

/**
 * Warehouse items at or below their threshold (out of stock included), emptiest first: the rule of
 * isLowStockAlert in the domain. Customers' lots never appear.
 */
export async function lowStockGoods(
  db: Executor,
  scope: BranchScope,
  limit: number,
): Promise<{ rows: GoodRow[]; total: number }> {
  const condition = and(
    isNull(goods.ownerId),
    lte(goods.quantity, goods.lowStockThreshold),
    inBranchScope(scope, goods.branchId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ good: goods, branchName: branches.name })
      .from(goods)
      .leftJoin(branches, eq(branches.id, goods.branchId))
      .where(condition)
      .orderBy(asc(goods.quantity), asc(goods.id))
      .limit(limit),
    db.select({ total: count() }).from(goods).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
