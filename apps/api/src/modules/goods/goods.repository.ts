import {
  addDaysToIsoDate,
  canonicalCategory,
  EXPIRING_SOON_DAYS,
  type GoodsFilter,
  type GoodsSort,
  type GoodsSortField,
  type OwnerFilter,
} from '@stockyard/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { branches, dataVersions, goods, users } from '../../db/schema/index.js';
import { inBranchScopeOrUnplaced, inStaffBranches, type BranchScope } from '../staff-scope/branch-scope.js';

export type GoodRecord = typeof goods.$inferSelect;
export type GoodValues = Omit<typeof goods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** `ownerName`: a customer lot's owner, for the reads that join it (the list and one item). */
export type GoodRow = { good: GoodRecord; branchName: string | null; ownerName?: string | null };

const ownerName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
const goodWithBranch = { good: goods, branchName: branches.name, ownerName };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list filters plus the caller's branch scope: `staff` is the employee whose branches the
 * rows must belong to (staffFilterOf), absent for every branch.
 */
export type ScopedGoodsFilter = GoodsFilter & { staff?: number | undefined };

/** What the list filters compare against, by name: bound as they are, or as a prepared list's placeholders. */
type FilterValues = {
  staff: number;
  pattern: string;
  category: string;
  branch: number;
  owner: number;
  today: string;
  soonEnd: string;
};
type FilterBindings = { [K in keyof FilterValues]: FilterValues[K] | Placeholder };

function filterValues(filter: Omit<ScopedGoodsFilter, 'sort'>, today: string): FilterValues {
  return {
    staff: filter.staff ?? 0,
    pattern: filter.search ? `%${escapeLike(filter.search)}%` : '',
    category: filter.category ? (canonicalCategory(filter.category) ?? filter.category) : '',
    branch: filter.branch ?? 0,
    owner: typeof filter.owner === 'number' ? filter.owner : 0,
    today,
    soonEnd: addDaysToIsoDate(today, EXPIRING_SOON_DAYS),
  };
}

const FILTER_PLACEHOLDERS: FilterBindings = {
  staff: sql.placeholder('staff'),
  pattern: sql.placeholder('pattern'),
  category: sql.placeholder('category'),
  branch: sql.placeholder('branch'),
  owner: sql.placeholder('owner'),
  today: sql.placeholder('today'),
  soonEnd: sql.placeholder('soonEnd'),
};

/**
 * The list filters as SQL. `today` is passed in (not current_date) so that the filter and the
 * expiry badges computed from the same value can never disagree around midnight or across time zones.
 * Search is ILIKE '%term%' on name, SKU and supplier, each served by its trigram GIN index.
 */
export function goodsWhere(filter: Omit<ScopedGoodsFilter, 'sort'>, today: string): SQL | undefined {
  return whereOf(filter, filterValues(filter, today));
}

/** Which filters are set decides the SQL; `v` gives what they compare against (values or placeholders). */
function whereOf(filter: Omit<ScopedGoodsFilter, 'sort'>, v: FilterBindings): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // A lot not placed at a branch yet is every employee's to see (inBranchScopeOrUnplaced).
  if (filter.staff !== undefined)
    conditions.push(sql`(${goods.branchId} is null or ${inStaffBranches(goods.branchId, v.staff)})`);
  if (filter.search) {
    conditions.push(or(ilike(goods.name, v.pattern), ilike(goods.sku, v.pattern), ilike(goods.supplier, v.pattern)));
  }
  if (filter.category) conditions.push(eq(goods.category, v.category));
  if (filter.branch !== undefined) conditions.push(eq(goods.branchId, v.branch));
  if (filter.owner !== undefined)
    conditions.push(typeof filter.owner === 'number' ? eq(goods.ownerId, v.owner) : ownerCondition(filter.owner));
  if (filter.stock_status === 'out-of-stock') conditions.push(lte(goods.quantity, 0));
  // Customers' lots are never low stock (their threshold is 0, and the rule says so outright).
  if (filter.stock_status === 'low-stock')
    conditions.push(and(isNull(goods.ownerId), gt(goods.quantity, 0), lte(goods.quantity, goods.lowStockThreshold)));
  // Above the maximum is overstock, not in stock (warehouse stock only: a lot has no limits to keep).
  if (filter.stock_status === 'in-stock')
    conditions.push(
      and(
        gt(goods.quantity, goods.lowStockThreshold),
        or(isNotNull(goods.ownerId), lte(goods.quantity, goods.maxQuantity)),
      ),
    );
  if (filter.stock_status === 'overstock')
    conditions.push(
      and(isNull(goods.ownerId), gt(goods.quantity, goods.lowStockThreshold), gt(goods.quantity, goods.maxQuantity)),
    );
  if (filter.expiry_status === 'fresh') conditions.push(or(isNull(goods.expiryDate), gt(goods.expiryDate, v.soonEnd)));
  if (filter.expiry_status === 'expiring-soon')
    conditions.push(and(gte(goods.expiryDate, v.today), lte(goods.expiryDate, v.soonEnd)));
  if (filter.expiry_status === 'expired') conditions.push(lt(goods.expiryDate, v.today));
  return and(...conditions);
}

/** Warehouse stock has no owner; customers' lots have one. */
export function ownerCondition(owner: OwnerFilter): SQL {
  if (owner === 'warehouse') return isNull(goods.ownerId);
  if (owner === 'customers') return isNotNull(goods.ownerId);
  return eq(goods.ownerId, owner);
}

// Ids are serial, so id order is creation order and "newest first" walks the primary key index.
const sortColumns: Record<GoodsSortField, PgColumn> = {
  name: goods.name,
  sku: goods.sku,
  category: goods.category,
  quantity: goods.quantity,
  price_per_unit: goods.pricePerUnit,
  expiry_date: goods.expiryDate,
  created_at: goods.id,
  updated_at: goods.updatedAt,
};

/**
 * ORDER BY for the list. `viaIndexOrder: false` orders by id + 0, which no index provides: for a
 * search the planner would otherwise walk the primary key backwards and test ILIKE on every row
 * until it found a page, which for a rare term means most of the table; instead it reads the
 * matches from the trigram indexes and sorts only them.
 */
function orderBy(sort: GoodsSort, viaIndexOrder: boolean): SQL[] {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  const id = viaIndexOrder ? goods.id : sql`${goods.id} + 0`;
  const column = sortColumns[(descending ? sort.slice(1) : sort) as GoodsSortField];
  return column === goods.id ? [direction(id)] : [direction(column), direction(id)];
}

export type GoodsPage = { rows: GoodRow[]; total: number };

type ListRow = GoodRow & { total: number | null };
type ListQuery = {
  execute(values: Record<string, unknown>): Promise<ListRow[]>;
  getQuery(): { sql: string; params: unknown[] };
};

/**
 * drizzle's prepare() without a name: the SQL text is built once, and PostgreSQL still plans each
 * statement for its own values (a named statement would turn generic after five runs, guessing a
 * search term's selectivity instead of reading it).
 */
const UNNAMED = undefined as unknown as string;

/** Which filters are set, the sort, and whether the total is known: what decides the list's SQL. */
const listShape = (filter: ScopedGoodsFilter, knownTotal: boolean) =>
  [
    filter.staff === undefined ? '' : 'staff',
    filter.search ? 'search' : '',
    filter.category ? 'category' : '',
    filter.branch === undefined ? '' : 'branch',
    typeof filter.owner === 'number' ? 'owner' : (filter.owner ?? ''),
    filter.stock_status ?? '',
    filter.expiry_status ?? '',
    filter.sort,
    knownTotal ? 'known' : '',
  ].join('|');

/**
 * The list's statements, built once per shape and executor: building one through drizzle on every
 * request costs more CPU than PostgreSQL spends on a page, while filling in the values is cheap. The shapes are few (the filters are enums and presence), so the map stays small.
 */
const listQueries = new WeakMap<Executor, Map<string, ListQuery>>();

function listQuery(tx: Executor, filter: ScopedGoodsFilter, knownTotal: boolean): ListQuery {
  let queries = listQueries.get(tx);
  if (!queries) listQueries.set(tx, (queries = new Map()));
  const shape = listShape(filter, knownTotal);
  let query = queries.get(shape);
  if (!query) queries.set(shape, (query = buildListQuery(tx, filter, knownTotal)));
  return query;
}

function buildListQuery(tx: Executor, filter: ScopedGoodsFilter, knownTotal: boolean): ListQuery {
  const where = whereOf(filter, FILTER_PLACEHOLDERS);
  const offset = sql.placeholder('offset');
  const limit = sql.placeholder('limit');
  if (!filter.search) {
    // The total rides along as a scalar subquery (its own scan of goods), unless the cache knows it.
    const total = knownTotal
      ? sql<number | null>`null`
      : sql<number | null>`(select count(*) from ${goods} where ${where ?? sql`true`})`;
    return tx
      .select({ ...goodWithBranch, total: total.as('total') })
      .from(goods)
      .leftJoin(branches, eq(branches.id, goods.branchId))
      .leftJoin(users, eq(users.id, goods.ownerId))
      .where(where)
      .orderBy(...orderBy(filter.sort, true))
      .offset(offset)
      .limit(limit)
      .prepare(UNNAMED);
  }
  // The page's ids and the match count come from one pass over the narrow id set
  // (count(*) over ()), and only the 10 rows of the page are then read whole.
  const pageIds = tx
    .select({ id: goods.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(goods)
    .where(where)
    .orderBy(...orderBy(filter.sort, false))
    .offset(offset)
    .limit(limit)
    .as('page_ids');
  return tx
    .select({ ...goodWithBranch, total: pageIds.total })
    .from(pageIds)
    .innerJoin(goods, eq(goods.id, pageIds.id))
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .leftJoin(users, eq(users.id, goods.ownerId))
    .orderBy(...orderBy(filter.sort, true))
    .prepare(UNNAMED);
}

const listValues = (filter: ScopedGoodsFilter, today: string, page: { offset: number; limit: number }) => ({
  ...filterValues(filter, today),
  offset: page.offset,
  limit: page.limit,
});

/**
 * The statement listGoods sends, as text and values: the bench sends exactly this through pg to
 * measure the floor the list's own query sets.
 */
export function listGoodsStatement(
  tx: Executor,
  filter: ScopedGoodsFilter,
  today: string,
  page: { offset: number; limit: number },
): { text: string; values: unknown[] } {
  const query = listQuery(tx, filter, false).getQuery();
  return { text: query.sql, values: fillPlaceholders(query.params, listValues(filter, today, page)) };
}

/**
 * One page of the list and the number of matches, from ONE statement (one snapshot, one round trip);
 * `knownTotal` skips the count when the cache has it. A search should run on SEARCH_SESSION_SETTINGS.
 */
export async function listGoods(
  tx: Executor,
  filter: ScopedGoodsFilter,
  today: string,
  page: { offset: number; limit: number },
  knownTotal?: number,
): Promise<GoodsPage> {
  // A search counts its matches in the page's own pass whether or not the total is known.
  const rows = await listQuery(tx, filter, knownTotal !== undefined && !filter.search).execute(
    listValues(filter, today, page),
  );
  const countAll = async () =>
    (await tx.select({ total: count() }).from(goods).where(goodsWhere(filter, today)))[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  const total = knownTotal ?? (rows[0] ? Number(rows[0].total) : page.offset > 0 ? await countAll() : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * The planner prices ILIKE as cheap and picks a sequential scan once a term matches a few percent of
 * the rows; testing ILIKE on three columns of every row is then far slower than reading the trigram
 * indexes, and grows with the table. Searches therefore run on sessions
 * with sequential scans off (a side pool: see openSidePool), which costs no round trip.
 */
export const SEARCH_SESSION_SETTINGS = { enable_seqscan: 'off' } as const;

/** The data_versions row of the goods list. */
export const GOODS_LIST_VERSION = 'goods_list';

/** The change counter of the goods list, bumped at commit by the triggers of migration 0001. */
export async function goodsListVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, GOODS_LIST_VERSION));
  return row?.version ?? 0;
}

/** One batch of the filtered goods after an id, in id order (keyset pagination for the export). */
export async function goodsAfter(
  db: Executor,
  filter: Omit<ScopedGoodsFilter, 'sort'>,
  today: string,
  afterId: number,
  limit: number,
): Promise<GoodRecord[]> {
  return db
    .select()
    .from(goods)
    .where(and(goodsWhere(filter, today), gt(goods.id, afterId)))
    .orderBy(asc(goods.id))
    .limit(limit);
}

/** goodsAfter with each lot's owner name (null for stock): the owners are read only when lots are asked for. */
export async function goodsWithOwnerAfter(
  db: Executor,
  filter: Omit<ScopedGoodsFilter, 'sort'>,
  today: string,
  afterId: number,
  limit: number,
): Promise<{ good: GoodRecord; ownerName: string | null }[]> {
  return db
    .select({ good: goods, ownerName })
    .from(goods)
    .leftJoin(users, eq(users.id, goods.ownerId))
    .where(and(goodsWhere(filter, today), gt(goods.id, afterId)))
    .orderBy(asc(goods.id))
    .limit(limit);
}

/** One item or lot of a branch in `scope` (undefined for another branch's, as for a missing one). */
export async function findGood(db: Executor, id: number, scope: BranchScope): Promise<GoodRow | undefined> {
  const [row] = await db
    .select(goodWithBranch)
    .from(goods)
    .leftJoin(branches, eq(branches.id, goods.branchId))
    .leftJoin(users, eq(users.id, goods.ownerId))
    .where(and(eq(goods.id, id), inBranchScopeOrUnplaced(scope, goods.branchId)))
    .limit(1);
  return row;
}

/** Reads the item and locks its row until the transaction ends: stock changes queue behind each other. */
export async function lockGood(tx: Executor, id: number, scope: BranchScope): Promise<GoodRecord | undefined> {
  const [row] = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), inBranchScopeOrUnplaced(scope, goods.branchId)))
    .for('update');
  return row;
}

/** Inserts unless the product id is taken; undefined then, so the caller can draw another. */
export async function insertGoodUnlessProductIdTaken(
  tx: Executor,
  values: GoodValues,
): Promise<GoodRecord | undefined> {
  const [row] = await tx.insert(goods).values(values).onConflictDoNothing({ target: goods.productId }).returning();
  return row;
}

/**
 * Writes an edit only if the item is still at the version the writer read, and increments the
 * version in the same statement; undefined when the item is missing or has moved on (the caller
 * tells which apart). Quantity is never written here: see setGoodQuantity.
 */
export async function updateGoodIfVersion(
  tx: Executor,
  id: number,
  expected: number,
  values: Partial<Omit<GoodValues, 'quantity' | 'version'>>,
): Promise<GoodRecord | undefined> {
  const [row] = await tx
    .update(goods)
    .set({ ...values, version: sql`${goods.version} + 1`, updatedAt: new Date() })
    .where(and(eq(goods.id, id), eq(goods.version, expected)))
    .returning();
  return row;
}

/**
 * A stock movement's new quantity, on the row the movement locked. The version is left alone on
 * purpose: it guards the fields the item form edits, and the form never writes the quantity, so a
 * form opened before a movement can still save its other fields without undoing the movement.
 */
export async function setGoodQuantity(tx: Executor, id: number, quantity: number): Promise<void> {
  await tx.update(goods).set({ quantity, updatedAt: new Date() }).where(eq(goods.id, id));
}

export async function deleteGood(tx: Executor, id: number): Promise<void> {
  await tx.delete(goods).where(eq(goods.id, id));
}

/** The id of the branch's item holding this SKU (any case), if any: a SKU is unique per branch. */
export async function findSkuOwner(db: Executor, sku: string, branchId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(sql`lower(${goods.sku}) = lower(${sku})`, eq(goods.branchId, branchId)))
    .limit(1);
  return row?.id;
}

export async function branchExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id)).limit(1);
  return row !== undefined;
}

/** Every category goods carry, with how many carry it (one pass over the category index). */
export async function categoriesInUse(db: Executor): Promise<{ name: string; items: number }[]> {
  return db
    .select({ name: goods.category, items: sql<number>`count(*)::int` })
    .from(goods)
    .groupBy(goods.category)
    .orderBy(asc(goods.category));
}

/**
 * The customers who own goods the scope reaches (an employee: lots at their branches, and lots not
 * yet placed), by name, with how many lots each; bounded by `limit`.
 */
export async function goodOwners(
  db: Executor,
  limit: number,
  scope: BranchScope,
): Promise<{ owners: { id: number; name: string; lots: number }[]; total: number }> {
  const reached = and(isNotNull(goods.ownerId), inBranchScopeOrUnplaced(scope, goods.branchId));
  const lots = db
    .select({ ownerId: goods.ownerId, lots: sql<number>`count(*)::int`.as('lots') })
    .from(goods)
    .where(reached)
    .groupBy(goods.ownerId)
    .as('lots');
  const [owners, totals] = await Promise.all([
    db
      .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, lots: lots.lots })
      .from(lots)
      .innerJoin(users, eq(users.id, lots.ownerId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(distinct ${goods.ownerId})::int` })
      .from(goods)
      .where(reached),
  ]);
  return { owners, total: totals[0]?.total ?? 0 };
}
