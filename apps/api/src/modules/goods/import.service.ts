import { setImmediate } from 'node:timers/promises';
import {
  CUSTOMER_LOT_MESSAGES,
  GOOD_MESSAGES,
  generateProductId,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_MESSAGES,
  importSuccessMessage,
  tooManyRowsMessage,
  validateImportRow,
  type ImportIssue,
  type ImportPreviewReport,
  type ImportRecord,
  type ImportReport,
  type ImportRow,
} from '@stockyard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { withConnection, type Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import type { Actor } from './goods.service.js';
import {
  copyIntoStaging,
  createStagingTable,
  matchStagedRows,
  refreshAfterLargeImport,
  mergeStagedRows,
  replaceGeneratedIds,
  stagedOutcome,
  takenGeneratedIds,
  type MergeRejection,
  type StagedRow,
} from './import.repository.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

type Candidate = { row: number; record: ImportRecord; warnings: ImportIssue[] };
/** Records a row error; returns false so it can end a filter callback. */
type Reject = (row: number, field: string, message: string) => false;

/** Where each merge rejection is reported, and with which words. */
const REJECTIONS: Record<MergeRejection, { field: string; message: string }> = {
  branch: { field: 'branch_id', message: GOOD_MESSAGES.branchNotFound },
  sku_taken: { field: 'sku', message: GOOD_MESSAGES.skuTaken },
  product_id_mismatch: { field: 'product_id', message: IMPORT_MESSAGES.productIdMismatch },
  duplicate_item: { field: 'product_id', message: IMPORT_MESSAGES.duplicateItem },
  customer_lot: { field: 'product_id', message: CUSTOMER_LOT_MESSAGES.importRefused },
};

const byRowNumber = (a: ImportIssue, b: ImportIssue) => a.row - b.row;

/** Rows checked between two turns of the event loop. */
const YIELD_EVERY_ROWS = 500;

/** From this many rows written, the import refreshes the search indexes and statistics after answering. */
const LARGE_IMPORT_ROWS = 1000;

/** 400 'No valid records to import', with every row error (each with its row number). */
const nothingValid = (errors: ImportIssue[]) =>
  new AppError('VALIDATION', IMPORT_MESSAGES.noValidRows, errors.sort(byRowNumber));

type Checked = {
  errors: ImportIssue[];
  reject: Reject;
  candidates: Candidate[];
};

/** The row rules of every row (the same as the browser's), then repeats within the file. */
async function checkRows(rows: readonly ImportRow[], today: string): Promise<Checked> {
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('VALIDATION', tooManyRowsMessage(IMPORT_MAX_ROWS));
  const errors: ImportIssue[] = [];
  const reject: Reject = (row, field, message) => {
    errors.push({ row, field, message });
    return false;
  };
  const checked: Candidate[] = [];
  for (const [index, row] of rows.entries()) {
    // Checking a large file's rows is a long run of CPU: give other requests their turn in between.
    if (index > 0 && index % YIELD_EVERY_ROWS === 0) await setImmediate();
    const result = validateImportRow(row, index + 2, today);
    errors.push(...result.errors);
    if (result.record) checked.push({ row: index + 2, record: result.record, warnings: result.warnings });
  }
  return { errors, reject, candidates: dropRepeats(checked, reject) };
}

type Outcome = { row: number; updates: boolean };

/**
 * The checks that need the database, inside the caller's transaction: the valid rows are COPYed into
 * a staging table and matched against goods (see import.repository.ts); a rejected row becomes a
 * row error. Returns the rows that would be written.
 */
async function stageAndMatch(
  tx: Parameters<typeof createStagingTable>[0],
  client: pg.PoolClient,
  { candidates, reject }: Checked,
  scope: BranchScope,
): Promise<Outcome[]> {
  await createStagingTable(tx);
  const stagedRows = staged(candidates);
  await copyIntoStaging(client, stagedRows);
  await matchStagedRows(tx, scope);
  await drawAgainTakenIds(tx, new Set(stagedRows.map((r) => r.product_id)));
  const outcome = await stagedOutcome(tx);
  for (const o of outcome)
    if (o.rejection) reject(o.row, REJECTIONS[o.rejection].field, REJECTIONS[o.rejection].message);
  return outcome.filter((o) => o.rejection === null);
}

/** An updated row keeps its item's product id, so "auto-generated" would not be true for it. */
const warningsOf = (accepted: readonly Outcome[], byRow: ReadonlyMap<number, Candidate>) =>
  accepted.flatMap((o) => byRow.get(o.row)!.warnings.filter((w) => !o.updates || w.field !== 'product_id'));

/**
 * What importGoods would do with the same rows, by the same checks, writing nothing: the counts
 * the preview promises are the counts the import makes (unless someone changes goods in between).
 * The staging table is dropped when its transaction ends.
 */
export async function previewImport(
  database: { pool: pg.Pool },
  actor: Actor,
  rows: readonly ImportRow[],
  today: string,
): Promise<ImportPreviewReport> {
  const checked = await checkRows(rows, today);
  const byRow = new Map(checked.candidates.map((c) => [c.row, c]));
  const accepted =
    checked.candidates.length === 0
      ? []
      : await withConnection(database.pool, (db, client) =>
          db.transaction((tx) => stageAndMatch(tx, client, checked, staffBranchScope(actor.user))),
        );
  const updated = accepted.filter((o) => o.updates).length;
  return {
    total: rows.length,
    created: accepted.length - updated,
    updated,
    skipped: rows.length - accepted.length,
    errors: checked.errors.sort(byRowNumber),
    warnings: warningsOf(accepted, byRow).sort(byRowNumber),
    rows: accepted.slice(0, IMPORT_PREVIEW_ROWS).map(({ row, updates }) => {
      const { record } = byRow.get(row)!;
      return {
        row,
        name: record.name,
        category: record.category,
        sku: record.sku ?? null,
        quantity: record.quantity,
        price_per_unit: record.price_per_unit,
        branch_id: record.branch_id,
        updates,
      };
    }),
  };
}

/**
 * Imports rows read from a CSV file (or sent as JSON). Every row is checked with the domain's
 * validateImportRow, as in the browser, then against the database as the preview does
 * (stageAndMatch); the accepted rows are merged in ONE transaction: all or nothing.
 * A row whose product_id or SKU matches an item updates that item instead of adding a duplicate.
 * New stock is ledgered as inward "Initial Stock", a changed quantity as an adjustment.
 * Row numbers count the header as row 1.
 */
export async function importGoods(
  database: { db: Db; pool: pg.Pool },
  actor: Actor,
  rows: readonly ImportRow[],
  today: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ImportReport> {
  const checked = await checkRows(rows, today);
  const { errors, candidates } = checked;
  if (candidates.length === 0) throw nothingValid(errors);
  const byRow = new Map(candidates.map((c) => [c.row, c]));

  let counts: { created: number; updated: number; warnings: ImportIssue[] };
  try {
    counts = await withConnection(database.pool, (db, client) =>
      db.transaction(async (tx) => {
        const accepted = await stageAndMatch(tx, client, checked, staffBranchScope(actor.user));
        if (accepted.length === 0) throw nothingValid(errors);
        const updated = accepted.filter((o) => o.updates).length;
        await mergeStagedRows(tx, actor.user.id, updated > 0);
        const created = accepted.length - updated;
        await recordActivity(
          tx,
          {
            userId: actor.user.id,
            action: 'goods_import',
            description: `Imported goods from CSV: ${created} created, ${updated} updated, ${rows.length - accepted.length} rows skipped`,
            category: 'goods',
          },
          actor.origin,
        );
        return { created, updated, warnings: warningsOf(accepted, byRow) };
      }),
    );
  } catch (error) {
    // Another writer took a SKU or product id, or deleted a branch, between our checks and the insert.
    if (isUniqueViolation(error) || isForeignKeyViolation(error))
      throw new AppError('CONFLICT', IMPORT_MESSAGES.concurrentChange);
    throw error;
  }
  const imported = counts.created + counts.updated;
  // Not waited for: the answer does not depend on it, and the importer should not wait for it.
  // Until it is done, searches read the pending lists and plans use the old statistics; if it fails,
  // autovacuum does the same later.
  if (imported >= LARGE_IMPORT_ROWS)
    void refreshAfterLargeImport(database.db).catch((error: Error) =>
      log.warn(`Import: refreshing the search indexes and statistics failed: ${error.message}`),
    );
  const skipped = rows.length - imported;
  return {
    detail: importSuccessMessage(imported, skipped),
    imported,
    created: counts.created,
    updated: counts.updated,
    skipped,
    errors: errors.sort(byRowNumber),
    warnings: counts.warnings.sort(byRowNumber),
  };
}

/** The first row with a SKU or product id wins; later rows repeating it are errors. */
function dropRepeats(candidates: Candidate[], reject: Reject): Candidate[] {
  const skus = new Set<string>();
  const productIds = new Set<string>();
  return candidates.filter(({ row, record }) => {
    const sku = record.sku?.toLowerCase();
    if (sku && skus.has(sku)) return reject(row, 'sku', IMPORT_MESSAGES.duplicateSku);
    if (record.product_id && productIds.has(record.product_id))
      return reject(row, 'product_id', IMPORT_MESSAGES.duplicateProductId);
    if (sku) skus.add(sku);
    if (record.product_id) productIds.add(record.product_id);
    return true;
  });
}

/**
 * Rows as staged: a product id drawn for each row without one, unique within the file. The row's
 * own fields come first and the record is spread after them: V8 builds an object with fields added
 * behind a spread far more slowly, and a large file's rows are built in one block.
 */
function staged(candidates: readonly Candidate[]): StagedRow[] {
  const used = new Set(candidates.flatMap((c) => (c.record.product_id ? [c.record.product_id] : [])));
  return candidates.map(({ row, record }) =>
    record.product_id
      ? { row, generated: false, ...record, product_id: record.product_id }
      : { row, generated: true, ...record, product_id: freshProductId(used) },
  );
}

function freshProductId(used: Set<string>): string {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const id = generateProductId();
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
  throw new Error('no free product ids after many attempts');
}

/**
 * A drawn id that an existing item already has is drawn again, avoiding every id the file uses.
 * Each round checks only the rows it drew again: with many items a good share of the drawn ids are
 * taken and it takes several rounds, so checking every row of the file again each round would
 * multiply the work.
 */
async function drawAgainTakenIds(tx: Parameters<typeof takenGeneratedIds>[0], used: Set<string>) {
  let taken = await takenGeneratedIds(tx);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (taken.length === 0) return;
    await replaceGeneratedIds(tx, new Map(taken.map((row) => [row, freshProductId(used)])));
    taken = await takenGeneratedIds(tx, taken);
  }
  throw new Error('no free product ids after several attempts');
}
