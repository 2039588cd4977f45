import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, goods, storageAgreements, storageLocations, users } from '../../db/schema/index.js';
import { inBranchScope, inBranchScopeOrUnplaced, type BranchScope } from '../staff-scope/branch-scope.js';

/** Goods (items or lots) and locations, read for labels and scans, always within a branch scope. */
const ownerName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
const isItem = isNull(goods.ownerId);
const isLot = isNotNull(goods.ownerId);

export type LabelGoodRow = {
  id: number;
  name: string;
  sku: string | null;
  productId: string;
  branchName: string | null;
};

/** The items (warehouse stock) or lots among `ids` in scope; one of another branch is simply absent. */
export async function goodsForLabels(
  db: Executor,
  ids: number[],
  lots: boolean,
  scope: BranchScope,
): Promise<LabelGoodRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: goods.id,
      name: goods.name,
      sku: goods.sku,
      productId: goods.productId,
      branchName: branches.name,
    })
    .from(goods)
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .where(and(inArray(goods.id, ids), lots ? isLot : isItem, inBranchScopeOrUnplaced(scope, goods.branchId)));
}

export type LabelLocationRow = { id: number; code: string; branchName: string };

export async function locationsForLabels(db: Executor, ids: number[], scope: BranchScope): Promise<LabelLocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: storageLocations.id, code: storageLocations.code, branchName: branches.name })
    .from(storageLocations)
    .innerJoin(branches, eq(branches.id, storageLocations.branchId))
    .where(and(inArray(storageLocations.id, ids), inBranchScope(scope, storageLocations.branchId)));
}

/** One item in scope with its branch, by id, or by SKU or product ID (case-insensitive). */
export async function findScopedItem(db: Executor, by: { id: number } | { text: string }, scope: BranchScope) {
  const match: SQL =
    'id' in by
      ? eq(goods.id, by.id)
      : (or(sql`lower(${goods.sku}) = lower(${by.text})`, sql`lower(${goods.productId}) = lower(${by.text})`) as SQL);
  const [row] = await db
    .select({ good: goods, branchName: branches.name })
    .from(goods)
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .where(and(match, isItem, inBranchScopeOrUnplaced(scope, goods.branchId)))
    // A SKU names one item per branch: the lowest id answers when the caller reaches several.
    .orderBy(asc(goods.id))
    .limit(1);
  return row;
}

export async function findScopedLot(db: Executor, id: number, scope: BranchScope) {
  const [row] = await db
    .select({
      good: goods,
      branchName: branches.name,
      locationCode: storageLocations.code,
      ownerName,
      ownerEmail: users.email,
      agreement: {
        id: storageAgreements.id,
        status: storageAgreements.status,
        startDate: storageAgreements.startDate,
        endDate: storageAgreements.endDate,
      },
    })
    .from(goods)
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .leftJoin(storageLocations, eq(storageLocations.id, goods.locationId))
    .leftJoin(users, eq(users.id, goods.ownerId))
    .leftJoin(storageAgreements, eq(storageAgreements.id, goods.agreementId))
    .where(and(eq(goods.id, id), isLot, inBranchScopeOrUnplaced(scope, goods.branchId)))
    .limit(1);
  return row;
}

export async function findScopedLocation(db: Executor, id: number, scope: BranchScope) {
  const [row] = await db
    .select({ location: storageLocations, branchName: branches.name })
    .from(storageLocations)
    .innerJoin(branches, eq(branches.id, storageLocations.branchId))
    .where(and(eq(storageLocations.id, id), inBranchScope(scope, storageLocations.branchId)))
    .limit(1);
  return row;
}

const STORED_STATUSES = ['stored', 'in_transit'];

/** What stands at a location: its lots (stored or on the move) and the branch's items filed under its code. */
export async function locationContents(
  db: Executor,
  location: { id: number; branchId: number; code: string },
  limit: number,
) {
  const lotsWhere = and(eq(goods.locationId, location.id), isLot, inArray(goods.status, STORED_STATUSES));
  const itemsWhere = and(
    eq(goods.branchId, location.branchId),
    isItem,
    sql`lower(${goods.location}) = lower(${location.code})`,
  );
  const [lots, [lotsTotal], items, [itemsTotal]] = await Promise.all([
    db
      .select({ id: goods.id, name: goods.name, status: goods.status, ownerName })
      .from(goods)
      .leftJoin(users, eq(users.id, goods.ownerId))
      .where(lotsWhere)
      .orderBy(asc(goods.name), asc(goods.id))
      .limit(limit),
    db.select({ n: count() }).from(goods).where(lotsWhere),
    db
      .select({ id: goods.id, name: goods.name, quantity: goods.quantity })
      .from(goods)
      .where(itemsWhere)
      .orderBy(asc(goods.name), asc(goods.id))
      .limit(limit),
    db.select({ n: count() }).from(goods).where(itemsWhere),
  ]);
  return { lots, lotsTotal: lotsTotal?.n ?? 0, items, itemsTotal: itemsTotal?.n ?? 0 };
}
