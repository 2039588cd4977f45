import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferDirection, TransferStatus } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { branches, goods, stockTransfers, users } from '../../db/schema/index.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

export type TransferRecord = typeof stockTransfers.$inferSelect;
export type TransferRow = {
  transfer: TransferRecord;
  fromName: string;
  toName: string;
  createdByName: string | null;
  receivedByName: string | null;
};

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');
const creator = alias(users, 'creator');
const receiver = alias(users, 'receiver');
const nameOf = (person: typeof creator | typeof receiver) =>
  sql<
    string | null
  >`case when ${person.id} is null then null else ${person.firstName} || ' ' || ${person.lastName} end`;

/** A transfer is the business of both its branches' staff: the sender's and the receiver's. */
function inScope(scope: BranchScope): SQL | undefined {
  const from = inBranchScope(scope, stockTransfers.fromBranchId);
  const to = inBranchScope(scope, stockTransfers.toBranchId);
  return from && to ? or(from, to) : undefined;
}

function selectTransfers(db: Executor) {
  return db
    .select({
      transfer: stockTransfers,
      fromName: fromBranch.name,
      toName: toBranch.name,
      createdByName: nameOf(creator),
      receivedByName: nameOf(receiver),
    })
    .from(stockTransfers)
    .innerJoin(fromBranch, eq(fromBranch.id, stockTransfers.fromBranchId))
    .innerJoin(toBranch, eq(toBranch.id, stockTransfers.toBranchId))
    .leftJoin(creator, eq(creator.id, stockTransfers.createdBy))
    .leftJoin(receiver, eq(receiver.id, stockTransfers.receivedBy));
}

export type TransferFilter = {
  status?: TransferStatus | undefined;
  direction?: TransferDirection | undefined;
  branchId?: number | undefined;
  q?: string | undefined;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One side of a transfer: the named branch, else the caller's branches (admins: any). */
function sideIs(
  scope: BranchScope,
  column: typeof stockTransfers.fromBranchId | typeof stockTransfers.toBranchId,
  branchId: number | undefined,
) {
  return branchId === undefined ? inBranchScope(scope, column) : eq(column, branchId);
}

/** The filter's condition without its status (the in-transit figure counts every status). */
function filterWhere(scope: BranchScope, filter: TransferFilter): SQL | undefined {
  const { direction, branchId, q } = filter;
  const side =
    direction === 'outgoing'
      ? sideIs(scope, stockTransfers.fromBranchId, branchId)
      : direction === 'incoming'
        ? sideIs(scope, stockTransfers.toBranchId, branchId)
        : branchId === undefined
          ? undefined
          : or(eq(stockTransfers.fromBranchId, branchId), eq(stockTransfers.toBranchId, branchId));
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const search = pattern
    ? or(
        sql`('TRF-' || lpad(${stockTransfers.id}::text, 6, '0')) ilike ${pattern}`,
        sql`${stockTransfers.sku} ilike ${pattern}`,
        sql`${stockTransfers.itemName} ilike ${pattern}`,
      )
    : undefined;
  return and(inScope(scope), side, search);
}

export async function listTransfers(
  db: Executor,
  scope: BranchScope,
  filter: TransferFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TransferRow[]; total: number; inTransit: number }> {
  const base = filterWhere(scope, filter);
  const where = and(base, filter.status ? eq(stockTransfers.status, filter.status) : undefined);
  const [rows, [totals]] = await Promise.all([
    selectTransfers(db).where(where).orderBy(desc(stockTransfers.id)).offset(page.offset).limit(page.limit),
    db
      .select({
        total: count(),
        inTransit: sql<number>`coalesce(sum(${stockTransfers.quantity}) filter (where ${stockTransfers.status} = 'in_transit'), 0)::int`,
      })
      .from(stockTransfers)
      .where(base),
  ]);
  const total = filter.status
    ? ((await db.select({ n: count() }).from(stockTransfers).where(where))[0]?.n ?? 0)
    : (totals?.total ?? 0);
  return { rows, total, inTransit: totals?.inTransit ?? 0 };
}

export async function findTransfer(db: Executor, id: number, scope: BranchScope): Promise<TransferRow | undefined> {
  const [row] = await selectTransfers(db)
    .where(and(eq(stockTransfers.id, id), inScope(scope)))
    .limit(1);
  return row;
}

/** The transfer's row locked until the transaction ends: receive and cancel queue behind each other. */
export async function lockTransfer(tx: Executor, id: number, scope: BranchScope): Promise<TransferRecord | undefined> {
  const [row] = await tx
    .select()
    .from(stockTransfers)
    .where(and(eq(stockTransfers.id, id), inScope(scope)))
    .for('update');
  return row;
}

export async function insertTransfer(
  tx: Executor,
  values: typeof stockTransfers.$inferInsert,
): Promise<TransferRecord> {
  const [row] = await tx.insert(stockTransfers).values(values).returning();
  return row!;
}

export async function closeTransfer(
  tx: Executor,
  id: number,
  values: Partial<typeof stockTransfers.$inferInsert>,
): Promise<void> {
  await tx
    .update(stockTransfers)
    .set({ ...values, updatedAt: new Date(), version: sql`${stockTransfers.version} + 1` })
    .where(eq(stockTransfers.id, id));
}

/**
 * The destination's item with the SKU, locked; created from the source item's details (no stock)
 * when the branch has none. The unique (branch, lower(sku)) index makes a concurrent creation of
 * the same item wait and then find the row the other transaction made.
 */
export async function lockOrCreateDestinationItem(
  tx: Executor,
  toBranchId: number,
  source: Pick<
    typeof goods.$inferSelect,
    'name' | 'category' | 'sku' | 'supplier' | 'pricePerUnit' | 'lowStockThreshold' | 'maxQuantity' | 'description'
  > & {
    sku: string;
  },
  newProductId: () => string,
): Promise<typeof goods.$inferSelect> {
  const find = async () =>
    (
      await tx
        .select()
        .from(goods)
        .where(and(eq(goods.branchId, toBranchId), sql`lower(${goods.sku}) = lower(${source.sku})`))
        .for('update')
    )[0];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const existing = await find();
    if (existing) return existing;
    // Nothing inserted: a concurrent receipt made the item (found on the next turn), or the drawn
    // product id was taken (drawn again).
    await insertDestinationItem(tx, toBranchId, source, newProductId());
  }
  throw new Error('no destination item after 20 attempts');
}

async function insertDestinationItem(
  tx: Executor,
  toBranchId: number,
  source: Parameters<typeof lockOrCreateDestinationItem>[2],
  productId: string,
) {
  await tx
    .insert(goods)
    .values({
      productId,
      name: source.name,
      description: source.description,
      category: source.category,
      sku: source.sku,
      supplier: source.supplier,
      pricePerUnit: source.pricePerUnit,
      lowStockThreshold: source.lowStockThreshold,
      maxQuantity: source.maxQuantity,
      quantity: 0,
      branchId: toBranchId,
    })
    .onConflictDoNothing();
}
