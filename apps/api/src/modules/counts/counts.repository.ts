import type { CountScope, CountStatus } from '@stockyard/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { branches, goods, stockCountLines, stockCounts, users } from '../../db/schema/index.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

export type CountRecord = typeof stockCounts.$inferSelect;
export type LineRecord = typeof stockCountLines.$inferSelect;
export type CountRow = {
  count: CountRecord;
  branchName: string;
  createdByName: string | null;
  closedByName: string | null;
  lineCount: number;
  countedCount: number;
};
export type LineRow = { line: LineRecord; countedByName: string | null; currentQuantity: number | null };

const creator = alias(users, 'creator');
const closer = alias(users, 'closer');
const counter = alias(users, 'counter');
const nameOf = (person: typeof creator | typeof closer | typeof counter) =>
  sql<
    string | null
  >`case when ${person.id} is null then null else ${person.firstName} || ' ' || ${person.lastName} end`;

const lineCount = sql<number>`(select count(*)::int from ${stockCountLines} where ${stockCountLines.countId} = ${stockCounts.id})`;
const countedCount = sql<number>`(select count(*)::int from ${stockCountLines} where ${stockCountLines.countId} = ${stockCounts.id} and ${stockCountLines.countedQuantity} is not null)`;

function selectCounts(db: Executor) {
  return db
    .select({
      count: stockCounts,
      branchName: branches.name,
      createdByName: nameOf(creator),
      closedByName: nameOf(closer),
      lineCount,
      countedCount,
    })
    .from(stockCounts)
    .innerJoin(branches, eq(branches.id, stockCounts.branchId))
    .leftJoin(creator, eq(creator.id, stockCounts.createdBy))
    .leftJoin(closer, eq(closer.id, stockCounts.closedBy));
}

export async function listCounts(
  db: Executor,
  scope: BranchScope,
  status: CountStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: CountRow[]; total: number }> {
  const where = and(inBranchScope(scope, stockCounts.branchId), status ? eq(stockCounts.status, status) : undefined);
  const [rows, [totals]] = await Promise.all([
    selectCounts(db).where(where).orderBy(desc(stockCounts.id)).offset(page.offset).limit(page.limit),
    db.select({ total: count() }).from(stockCounts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findCount(db: Executor, id: number, scope: BranchScope): Promise<CountRow | undefined> {
  const [row] = await selectCounts(db)
    .where(and(eq(stockCounts.id, id), inBranchScope(scope, stockCounts.branchId)))
    .limit(1);
  return row;
}

/**
 * The session's row locked until the transaction ends: entries hold it shared (many counters at
 * once), submit, recount, accept and cancel exclusively, so a status change waits for entries in flight.
 */
export async function lockCount(
  tx: Executor,
  id: number,
  scope: BranchScope,
  mode: 'share' | 'update',
): Promise<CountRecord | undefined> {
  const [row] = await tx
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.id, id), inBranchScope(scope, stockCounts.branchId)))
    .for(mode);
  return row;
}

export async function insertCount(tx: Executor, values: typeof stockCounts.$inferInsert): Promise<CountRecord> {
  const [row] = await tx.insert(stockCounts).values(values).returning();
  return row!;
}

export async function updateCount(
  tx: Executor,
  id: number,
  values: Partial<typeof stockCounts.$inferInsert>,
): Promise<void> {
  await tx
    .update(stockCounts)
    .set({ ...values, updatedAt: new Date(), version: sql`${stockCounts.version} + 1` })
    .where(eq(stockCounts.id, id));
}

/** The branch's warehouse items (never customers' lots) in the scope: one category, or a location and below it. */
function scopeGoods(branchId: number, scope: CountScope, value: string | null): SQL | undefined {
  const inScope =
    scope === 'category'
      ? sql`lower(${goods.category}) = lower(${value})`
      : scope === 'location'
        ? sql`starts_with(lower(coalesce(${goods.location}, '')), lower(${value}))`
        : undefined;
  return and(eq(goods.branchId, branchId), isNull(goods.ownerId), inScope);
}

export async function countScopeGoods(
  tx: Executor,
  branchId: number,
  scope: CountScope,
  value: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(goods)
    .where(scopeGoods(branchId, scope, value));
  return row?.n ?? 0;
}

/** One line per item in the scope, in location then name order (the walk through the aisles). */
export async function insertScopeLines(
  tx: Executor,
  countId: number,
  branchId: number,
  scope: CountScope,
  value: string | null,
): Promise<void> {
  await tx.execute(sql`
    insert into ${stockCountLines} (count_id, good_id, sku, item_name, category, location)
    select ${countId}, ${goods.id}, ${goods.sku}, ${goods.name}, ${goods.category}, ${goods.location}
    from ${goods}
    where ${scopeGoods(branchId, scope, value)}
    order by ${goods.location} nulls last, ${goods.name}, ${goods.id}`);
}

/** The session's lines with who counted them and each item's quantity now (for open, non-blind counts). */
export async function listLines(db: Executor, countId: number): Promise<LineRow[]> {
  return db
    .select({ line: stockCountLines, countedByName: nameOf(counter), currentQuantity: goods.quantity })
    .from(stockCountLines)
    .leftJoin(counter, eq(counter.id, stockCountLines.countedBy))
    .leftJoin(goods, eq(goods.id, stockCountLines.goodId))
    .where(eq(stockCountLines.countId, countId))
    .orderBy(asc(stockCountLines.id));
}

export async function lockLine(tx: Executor, countId: number, lineId: number): Promise<LineRecord | undefined> {
  const [row] = await tx
    .select()
    .from(stockCountLines)
    .where(and(eq(stockCountLines.id, lineId), eq(stockCountLines.countId, countId)))
    .for('update');
  return row;
}

export async function updateLine(
  tx: Executor,
  lineId: number,
  values: Partial<typeof stockCountLines.$inferInsert>,
): Promise<void> {
  await tx
    .update(stockCountLines)
    .set({ ...values, updatedAt: new Date(), version: sql`${stockCountLines.version} + 1` })
    .where(eq(stockCountLines.id, lineId));
}

/** Clears the named lines of the session for a recount; how many of them belong to it. */
export async function resetLines(tx: Executor, countId: number, lineIds: number[]): Promise<number> {
  const rows = await tx
    .update(stockCountLines)
    .set({
      countedQuantity: null,
      systemQuantity: null,
      unitPrice: null,
      countedBy: null,
      countedAt: null,
      recount: true,
      updatedAt: new Date(),
      version: sql`${stockCountLines.version} + 1`,
    })
    .where(and(eq(stockCountLines.countId, countId), inArray(stockCountLines.id, lineIds)))
    .returning({ id: stockCountLines.id });
  return rows.length;
}

/** The items locked in id order, so two postings over overlapping items never deadlock. */
export async function lockItems(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx.select().from(goods).where(inArray(goods.id, ids)).orderBy(asc(goods.id)).for('update');
}

/** An item's quantity and price right now, read in the counter's transaction. */
export async function readItemNow(tx: Executor, goodId: number) {
  const [row] = await tx
    .select({ quantity: goods.quantity, price: goods.pricePerUnit })
    .from(goods)
    .where(eq(goods.id, goodId));
  return row;
}

/** The branches the scope reaches, by name: where the caller may start a count. */
export async function branchesInScope(db: Executor, scope: BranchScope) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(inBranchScope(scope, branches.id))
    .orderBy(asc(branches.name), asc(branches.id))
    .limit(500);
}
