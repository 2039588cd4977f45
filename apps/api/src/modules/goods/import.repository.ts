import type { ImportRecord } from '@stockyard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, goods } from '../../db/schema/index.js';

/**
 * Bulk SQL of the CSV import. Row sets travel as ONE jsonb parameter and are expanded with
 * jsonb_to_recordset / jsonb_array_elements_text: a 10,000-row import is a handful of statements,
 * and no statement approaches PostgreSQL's 65535-parameter limit.
 */
const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;
const textSet = (values: readonly string[]): SQL => sql`(select jsonb_array_elements_text(${json(values)}))`;

// Both drivers answer execute() with an object holding `rows`.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function existingBranchIds(tx: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(sql`${branches.id} in (select (jsonb_array_elements_text(${json(ids)}))::int)`);
  return new Set(rows.map((row) => row.id));
}

export type ImportMatch = { id: number; productId: string; sku: string | null; quantity: number };

/** Items whose product id or SKU (any case) appears in the file, locked until the import commits. */
export async function lockMatches(
  tx: Executor,
  productIds: readonly string[],
  skus: readonly string[],
): Promise<ImportMatch[]> {
  if (productIds.length === 0 && skus.length === 0) return [];
  return tx
    .select({ id: goods.id, productId: goods.productId, sku: goods.sku, quantity: goods.quantity })
    .from(goods)
    .where(
      sql`${goods.productId} in ${textSet(productIds)} or lower(${goods.sku}) in ${textSet(skus.map((s) => s.toLowerCase()))}`,
    )
    .for('update');
}

export async function takenProductIds(tx: Executor, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await tx
    .select({ productId: goods.productId })
    .from(goods)
    .where(sql`${goods.productId} in ${textSet(candidates)}`);
  return new Set(rows.map((row) => row.productId));
}

export type NewImportRow = ImportRecord & { product_id: string };
const recordColumns = sql.raw(
  'name varchar, category varchar, sku varchar, supplier varchar, quantity int, price_per_unit numeric, ' +
    'batch_no varchar, expiry_date date, branch_id int, low_stock_threshold int',
);

export async function insertImported(
  tx: Executor,
  rows: readonly NewImportRow[],
): Promise<{ id: number; quantity: number }[]> {
  if (rows.length === 0) return [];
  const result = await tx.execute(sql`
    insert into ${goods} (product_id, name, category, sku, supplier, quantity, price_per_unit, batch_no,
                          expiry_date, branch_id, low_stock_threshold)
    select r.product_id, r.name, r.category, r.sku, r.supplier, r.quantity, r.price_per_unit, r.batch_no,
           r.expiry_date, r.branch_id, r.low_stock_threshold
    from jsonb_to_recordset(${json(rows)}) as r(product_id varchar, ${recordColumns})
    returning id, quantity`);
  return rowsOf<{ id: number; quantity: number }>(result);
}

export type UpdateImportRow = ImportRecord & { id: number };

/** Replaces the import columns of matched items; the product id stays as it is. */
export async function updateImported(tx: Executor, rows: readonly UpdateImportRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${goods} as g set
      name = r.name, category = r.category, sku = r.sku, supplier = r.supplier, quantity = r.quantity,
      price_per_unit = r.price_per_unit, batch_no = r.batch_no, expiry_date = r.expiry_date,
      branch_id = r.branch_id, low_stock_threshold = r.low_stock_threshold, updated_at = now()
    from jsonb_to_recordset(${json(rows)}) as r(id int, ${recordColumns})
    where g.id = r.id`);
}

const SEARCH_INDEXES = ['goods_name_trgm_idx', 'goods_sku_trgm_idx', 'goods_supplier_trgm_idx'] as const;

/**
 * New rows enter the trigram indexes' pending lists (GIN fastupdate), which every search then reads
 * linearly: after a 10,000-row import a search took 12 ms instead of 1 ms until autovacuum came by.
 * Merging the lists right after a large import costs ~50 ms once; writing each row straight into
 * the indexes instead (fastupdate off) made the import 5x slower.
 */
export async function mergeSearchIndexPendingLists(db: Executor): Promise<void> {
  for (const index of SEARCH_INDEXES) await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
}
