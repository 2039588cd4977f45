import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_COLUMNS, INITIAL_STOCK_REASON, OTHER_ADJUSTMENT_REASON, type ImportRecord } from '@stockyard/domain';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../../db/client.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

/**
 * The CSV import's SQL: validated rows are streamed with COPY into a temporary staging table and
 * merged into goods with a few set-based statements (match, lock, classify, update, insert, ledger),
 * so the work per row stays close to that of the COPY itself rather than a statement per row. All of it runs inside the caller's
 * transaction, on the connection that did the COPY; the table is dropped at commit.
 */

/** A row as staged: its file row number, and whether its product id was generated here. */
export type StagedRow = ImportRecord & { row: number; product_id: string; generated: boolean };

/** Why the merge rejected a row; the service turns each into the domain's message. */
export type MergeRejection = 'branch' | 'sku_taken' | 'product_id_mismatch' | 'duplicate_item' | 'customer_lot';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The staged columns: the file's, plus its row number and whether the product id was drawn here. */
const COLUMNS = ['row', 'generated', ...IMPORT_COLUMNS] as const;

export async function createStagingTable(tx: Executor): Promise<void> {
  await tx.execute(sql`
    create temp table import_rows (
      row int primary key, product_id varchar(40) not null, generated boolean not null,
      name varchar(200) not null, category varchar(60) not null, sku varchar(80), supplier varchar(200),
      quantity int not null, price_per_unit numeric(12, 2) not null, batch_no varchar(80), expiry_date date,
      branch_id int not null, low_stock_threshold int not null,
      id_match int, sku_match int, target int, target_quantity int, rejection text
    ) on commit drop`);
}

/** A CSV cell for COPY: strings always quoted (so '' stays an empty string), NULL as nothing. */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return `"${value.replaceAll('"', '""')}"`;
}

/** Streams the rows into the staging table through COPY on `client` (the transaction's connection). */
export async function copyIntoStaging(client: pg.PoolClient, rows: readonly StagedRow[]): Promise<void> {
  // About 64 KB a chunk: one COPY message per row would cost more than the rows themselves.
  const lines = function* () {
    let chunk = '';
    for (const row of rows) {
      chunk += `${COLUMNS.map((column) => cell(row[column])).join(',')}\n`;
      if (chunk.length >= 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  };
  const copy = client.query(copyFrom(`copy import_rows (${COLUMNS.join(', ')}) from stdin with (format csv)`));
  await pipeline(Readable.from(lines()), copy);
  await client.query('analyze import_rows');
}

/**
 * Rejects rows whose branch does not exist, locks the items the file names (by product id or SKU,
 * any case; in id order, so two imports cannot deadlock), and decides per row: update that item,
 * create a new one, or reject (SKU of another item, product id not matching the SKU's item, or a
 * second row for the same item).
 */
export async function matchStagedRows(tx: Executor, scope: BranchScope): Promise<void> {
  await tx.execute(sql`
    update import_rows r set rejection = 'branch'
    where not exists (select 1 from branches b where b.id = r.branch_id)`);
  // An employee imports into the branches they work at only: another branch is as unknown as a missing one.
  const outOfScope = (column: SQL) => (scope.all ? sql`false` : sql`not (${inBranchScope(scope, column)})`);
  await tx.execute(sql`
    update import_rows r set rejection = 'branch' where r.rejection is null and ${outOfScope(sql`r.branch_id`)}`);
  // Each row looks its item up through the unique indexes (product id, lower(sku)), and the ids are
  // collected before goods is read by primary key: left to choose, the planner hashes all of goods
  // twice, a cost that grows with the table rather than the file. Both keys are unique, so limit 1
  // drops nothing.
  const locked = await tx.execute(sql`
    select g.id from goods g
    where g.id = any(array(
      select m.id from import_rows r
      cross join lateral (select g2.id from goods g2 where g2.product_id = r.product_id limit 1) m
      where not r.generated and r.rejection is null
      union
      select m.id from import_rows r
      cross join lateral (
        select g2.id from goods g2 where g2.branch_id = r.branch_id and lower(g2.sku) = lower(r.sku) limit 1) m
      where r.sku is not null and r.rejection is null))
    order by g.id
    for update`);
  // Matching reads only the items just locked (none, for a file of new items), not all of goods
  // again, so its cost follows the file, not the table.
  const ids = rowsOf<{ id: number }>(locked).map((item) => item.id);
  // A file of new items matches nothing: every row stays to be created, and the statements below
  // would only rewrite the staging table and join goods for nothing (the planner may hash all of
  // goods to do it).
  if (ids.length === 0) return;
  const lockedIds = sql`${sql.param(ids)}::int[]`;
  await tx.execute(sql`
    update import_rows r set id_match = g.id from goods g
    where g.id = any(${lockedIds}) and not r.generated and g.product_id = r.product_id and r.rejection is null`);
  await tx.execute(sql`
    update import_rows r set sku_match = g.id from goods g
    where g.id = any(${lockedIds}) and r.sku is not null and g.branch_id = r.branch_id and lower(g.sku) = lower(r.sku)
      and r.rejection is null`);
  await tx.execute(sql`
    update import_rows set
      rejection = case
        when id_match <> sku_match then 'sku_taken'
        when id_match is null and sku_match is not null and not generated then 'product_id_mismatch'
      end,
      target = coalesce(id_match, sku_match)
    where rejection is null`);
  // Nor does a row reach an item of another branch (it would move it into theirs).
  await tx.execute(sql`
    update import_rows r set rejection = 'branch' from goods g
    where g.id = any(${lockedIds}) and g.id = r.target and r.rejection is null
      and (g.branch_id is null or ${outOfScope(sql`g.branch_id`)})`);
  // A customer's stored lot is not stock: its quantity and threshold are not the file's to set.
  await tx.execute(sql`
    update import_rows r set rejection = 'customer_lot' from goods g
    where g.id = any(${lockedIds}) and g.id = r.target and g.owner_id is not null and r.rejection is null`);
  await tx.execute(sql`
    update import_rows r set rejection = 'duplicate_item'
    from (select row, row_number() over (partition by target order by row) as n
          from import_rows where rejection is null and target is not null) d
    where d.row = r.row and d.n > 1`);
  await tx.execute(sql`
    update import_rows r set target_quantity = g.quantity from goods g
    where g.id = any(${lockedIds}) and g.id = r.target and r.rejection is null`);
}

/**
 * Rows to be created whose generated product id is already an item's (to draw again): every such
 * row, or only `rows` (those just drawn again; the others were checked already).
 */
export async function takenGeneratedIds(tx: Executor, rows?: readonly number[]): Promise<number[]> {
  // Through the product id index, row by row (see matchStagedRows): not a hash of all of goods.
  const result = await tx.execute(sql`
    select r.row from import_rows r
    cross join lateral (select 1 from goods g where g.product_id = r.product_id limit 1) taken
    where r.generated and r.rejection is null and r.target is null
      ${rows ? sql`and r.row = any(${sql.param(rows)}::int[])` : sql``}`);
  return rowsOf<{ row: number }>(result).map((r) => r.row);
}

export async function replaceGeneratedIds(tx: Executor, ids: ReadonlyMap<number, string>): Promise<void> {
  await tx.execute(sql`
    update import_rows r set product_id = v.product_id
    from jsonb_each_text(${JSON.stringify(Object.fromEntries(ids))}::jsonb) as v(row, product_id)
    where r.row = v.row::int`);
}

export async function stagedOutcome(tx: Executor) {
  const result = await tx.execute(sql`
    select row, rejection, target is not null as updates from import_rows order by row`);
  return rowsOf<{ row: number; rejection: MergeRejection | null; updates: boolean }>(result);
}

/**
 * Writes the accepted rows: matched items that differ get the file's columns (product id kept,
 * version moved on so a form opened before cannot save over them) and an adjustment entry when the
 * quantity changed; new items are inserted with their "Initial Stock" entry. The ledger takes them
 * in that order. `updates`: whether any accepted row updates an item; a file of new items skips the
 * two statements that join goods on the matches.
 */
export async function mergeStagedRows(tx: Executor, userId: number, updates: boolean): Promise<void> {
  if (updates)
    await tx.execute(sql`
      update goods g set
        name = r.name, category = r.category, sku = r.sku, supplier = r.supplier, quantity = r.quantity,
        price_per_unit = r.price_per_unit, batch_no = r.batch_no, expiry_date = r.expiry_date,
        branch_id = r.branch_id, low_stock_threshold = r.low_stock_threshold, updated_at = now(),
        version = g.version + 1
      from import_rows r
      where r.rejection is null and r.target = g.id
        -- A row that changes nothing leaves its item (version, updated_at) as it was.
        and (g.name, g.category, g.sku, g.supplier, g.quantity, g.price_per_unit, g.batch_no, g.expiry_date,
             g.branch_id, g.low_stock_threshold)
            is distinct from
            (r.name, r.category, r.sku, r.supplier, r.quantity, r.price_per_unit, r.batch_no, r.expiry_date,
             r.branch_id, r.low_stock_threshold)`);
  await tx.execute(sql`
    with inserted as (
      insert into goods (product_id, name, category, sku, supplier, quantity, price_per_unit, batch_no,
                         expiry_date, branch_id, low_stock_threshold)
      select product_id, name, category, sku, supplier, quantity, price_per_unit, batch_no,
             expiry_date, branch_id, low_stock_threshold
      from import_rows
      where rejection is null and target is null
      order by row
      returning id, quantity)
    insert into stock_movements (good_id, type, quantity, previous_quantity, new_quantity, reason, notes, user_id)
    select id, 'inward', quantity, 0, quantity, ${INITIAL_STOCK_REASON}, 'CSV import', ${userId}
    from inserted where quantity > 0 order by id`);
  if (updates)
    await tx.execute(sql`
      insert into stock_movements (good_id, type, quantity, previous_quantity, new_quantity, reason, notes, user_id)
      select target, 'adjustment', quantity, target_quantity, quantity, ${OTHER_ADJUSTMENT_REASON}, 'CSV import', ${userId}
      from import_rows
      where rejection is null and target is not null and quantity <> target_quantity
      order by row`);
}

const SEARCH_INDEXES = ['goods_name_trgm_idx', 'goods_sku_trgm_idx', 'goods_supplier_trgm_idx'] as const;

/**
 * After a large import, what autovacuum would do some minutes later, done now so nobody pays for
 * the wait:
 * - New rows enter the trigram indexes' pending lists (GIN fastupdate), which every search then reads
 *   linearly, so searches stay slow until the lists are merged. Merging them right after the import
 *   is paid once, after the answer; writing each row straight into the indexes instead (fastupdate
 *   off) would slow every import down.
 * - The planner's statistics still describe the table before the import, so a keyset page of the
 *   export over many new rows is planned as a sequential scan and sort until ANALYZE runs. The
 *   import touches goods and the ledger, so both are analyzed.
 */
export async function refreshAfterLargeImport(db: Executor): Promise<void> {
  for (const index of SEARCH_INDEXES) await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  await db.execute(sql`analyze goods, stock_movements`);
}
