import {
  GOOD_MESSAGES,
  generateProductId,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importSuccessMessage,
  INITIAL_STOCK_REASON,
  OTHER_ADJUSTMENT_REASON,
  tooManyRowsMessage,
  validateImportRow,
  type ImportIssue,
  type ImportRecord,
  type ImportReport,
  type ImportRow,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import type { Actor } from './goods.service.js';
import {
  existingBranchIds,
  insertImported,
  lockMatches,
  mergeSearchIndexPendingLists,
  takenProductIds,
  updateImported,
  type ImportMatch,
  type NewImportRow,
  type UpdateImportRow,
} from './import.repository.js';
import { insertMovements, type MovementValues } from './movements.repository.js';
import { isForeignKeyViolation, isUniqueViolation } from './pg-errors.js';

type Candidate = { row: number; record: ImportRecord; warnings: ImportIssue[] };
/** Records a row error; returns false so it can end a filter callback. */
type Reject = (row: number, field: string, message: string) => false;
type Plan = { creates: Candidate[]; updates: { candidate: Candidate; target: ImportMatch }[] };

const byRow = (a: ImportIssue, b: ImportIssue) => a.row - b.row;

/** From this many new rows, the search indexes' pending lists are merged after the import. */
const LARGE_IMPORT_ROWS = 1000;

/** 400 'No valid records to import', with every row error (each with its row number). */
const nothingValid = (errors: ImportIssue[]) =>
  new AppError('VALIDATION', IMPORT_MESSAGES.noValidRows, errors.sort(byRow));

/**
 * Imports rows read from a CSV file (or sent as JSON). Every row is checked with the domain's
 * validateImportRow, as in the browser preview; the valid rows are written in ONE transaction.
 * A row whose product_id or SKU matches an item updates that item instead of adding a duplicate.
 * New stock is ledgered as inward "Initial Stock", a changed quantity as an adjustment.
 * Row numbers count the header as row 1.
 */
export async function importGoods(
  db: Db,
  actor: Actor,
  rows: readonly ImportRow[],
  today: string,
): Promise<ImportReport> {
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('VALIDATION', tooManyRowsMessage(IMPORT_MAX_ROWS));
  const errors: ImportIssue[] = [];
  const reject: Reject = (row, field, message) => {
    errors.push({ row, field, message });
    return false;
  };

  const checked: Candidate[] = [];
  rows.forEach((row, index) => {
    const result = validateImportRow(row, index + 2, today);
    errors.push(...result.errors);
    if (result.record) checked.push({ row: index + 2, record: result.record, warnings: result.warnings });
  });
  const candidates = dropRepeats(checked, reject);
  if (candidates.length === 0) throw nothingValid(errors);

  let counts: { created: number; updated: number; warnings: ImportIssue[] };
  try {
    counts = await db.transaction(async (tx) => {
      const branchIds = await existingBranchIds(tx, [...new Set(candidates.map((c) => c.record.branch_id))]);
      const placed = candidates.filter(
        (c) => branchIds.has(c.record.branch_id) || reject(c.row, 'branch_id', GOOD_MESSAGES.branchNotFound),
      );
      const plan = await planRows(tx, placed, reject);
      if (plan.creates.length + plan.updates.length === 0) throw nothingValid(errors);
      await write(tx, actor, plan);
      const skipped = rows.length - plan.creates.length - plan.updates.length;
      await recordActivity(
        tx,
        {
          userId: actor.user.id,
          action: 'goods_import',
          description: `Imported goods from CSV: ${plan.creates.length} created, ${plan.updates.length} updated, ${skipped} rows skipped`,
          category: 'goods',
        },
        actor.origin,
      );
      // An updated row keeps its item's product id, so "auto-generated" would not be true for it.
      const warnings = [
        ...plan.creates.flatMap((c) => c.warnings),
        ...plan.updates.flatMap((u) => u.candidate.warnings.filter((w) => w.field !== 'product_id')),
      ];
      return { created: plan.creates.length, updated: plan.updates.length, warnings };
    });
  } catch (error) {
    // Another writer took a SKU or product id, or deleted a branch, between our checks and the insert.
    if (isUniqueViolation(error) || isForeignKeyViolation(error))
      throw new AppError('CONFLICT', IMPORT_MESSAGES.concurrentChange);
    throw error;
  }
  if (counts.created >= LARGE_IMPORT_ROWS) await mergeSearchIndexPendingLists(db);
  const imported = counts.created + counts.updated;
  const skipped = rows.length - imported;
  return {
    detail: importSuccessMessage(imported, skipped),
    imported,
    created: counts.created,
    updated: counts.updated,
    skipped,
    errors: errors.sort(byRow),
    warnings: counts.warnings.sort(byRow),
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

/** Which rows create items and which update (locked) existing ones. */
async function planRows(tx: Executor, candidates: Candidate[], reject: Reject): Promise<Plan> {
  const productIds = candidates.flatMap((c) => (c.record.product_id ? [c.record.product_id] : []));
  const skus = candidates.flatMap((c) => (c.record.sku ? [c.record.sku] : []));
  const matches = await lockMatches(tx, productIds, skus);
  const byProductId = new Map(matches.map((m) => [m.productId, m]));
  const bySku = new Map(matches.flatMap((m) => (m.sku ? [[m.sku.toLowerCase(), m] as const] : [])));
  const plan: Plan = { creates: [], updates: [] };
  const targeted = new Set<number>();
  for (const candidate of candidates) {
    const { row, record } = candidate;
    const idMatch = record.product_id ? byProductId.get(record.product_id) : undefined;
    const skuMatch = record.sku ? bySku.get(record.sku.toLowerCase()) : undefined;
    if (idMatch && skuMatch && idMatch.id !== skuMatch.id) reject(row, 'sku', GOOD_MESSAGES.skuTaken);
    else if (!idMatch && skuMatch && record.product_id) reject(row, 'product_id', IMPORT_MESSAGES.productIdMismatch);
    else {
      const target = idMatch ?? skuMatch;
      if (!target) plan.creates.push(candidate);
      else if (targeted.has(target.id)) reject(row, 'product_id', IMPORT_MESSAGES.duplicateItem);
      else {
        targeted.add(target.id);
        plan.updates.push({ candidate, target });
      }
    }
  }
  return plan;
}

/** Fresh PRD- ids for the new rows that have none, unique in the table and in the file. */
async function assignProductIds(tx: Executor, creates: Candidate[]): Promise<NewImportRow[]> {
  const used = new Set(creates.flatMap((c) => (c.record.product_id ? [c.record.product_id] : [])));
  const missing = creates.filter((c) => !c.record.product_id).length;
  const fresh: string[] = [];
  for (let attempt = 0; fresh.length < missing; attempt += 1) {
    if (attempt >= 50) throw new Error('no free product ids after several attempts');
    const drawn = new Set<string>();
    while (drawn.size < missing - fresh.length) {
      const id = generateProductId();
      if (!used.has(id)) drawn.add(id);
    }
    const taken = await takenProductIds(tx, [...drawn]);
    for (const id of drawn) {
      if (taken.has(id)) continue;
      fresh.push(id);
      used.add(id);
    }
  }
  return creates.map((c) => ({ ...c.record, product_id: c.record.product_id ?? fresh.pop()! }));
}

async function write(tx: Executor, actor: Actor, plan: Plan): Promise<void> {
  const inserted = await insertImported(tx, await assignProductIds(tx, plan.creates));
  await updateImported(
    tx,
    plan.updates.map(({ candidate, target }): UpdateImportRow => ({ ...candidate.record, id: target.id })),
  );
  const ledger = (goodId: number, type: 'inward' | 'adjustment', previous: number, next: number): MovementValues => ({
    goodId,
    type,
    quantity: type === 'inward' ? next - previous : next,
    previousQuantity: previous,
    newQuantity: next,
    reason: type === 'inward' ? INITIAL_STOCK_REASON : OTHER_ADJUSTMENT_REASON,
    notes: 'CSV import',
    userId: actor.user.id,
  });
  await insertMovements(tx, [
    ...inserted.filter((g) => g.quantity > 0).map((g) => ledger(g.id, 'inward', 0, g.quantity)),
    ...plan.updates
      .filter(({ candidate, target }) => candidate.record.quantity !== target.quantity)
      .map(({ candidate, target }) => ledger(target.id, 'adjustment', target.quantity, candidate.record.quantity)),
  ]);
}
