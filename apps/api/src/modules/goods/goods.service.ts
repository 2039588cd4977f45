import {
  CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
  CUSTOMER_LOT_MESSAGES,
  GOOD_FIELD_MESSAGES,
  GOOD_MESSAGES,
  generateProductId,
  goodRuleIssues,
  LOT_REMOVAL_MESSAGES,
  todayIsoDate,
  type GoodCreateRequest,
  type GoodUpdateRequest,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  branchExists,
  deleteGood,
  findGood,
  findSkuOwner,
  insertGoodUnlessProductIdTaken,
  lockGood,
  updateGoodIfVersion,
  type GoodRecord,
  type GoodRow,
  type GoodValues,
} from './goods.repository.js';
import { toGood } from './goods.mapper.js';
import { initialStockMovement, insertMovement } from './movements.repository.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { ALL_BRANCHES, assertScopeReaches, staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

export type Actor = { user: UserRow; origin: RequestOrigin };

const goodNotFound = () => new AppError('NOT_FOUND', GOOD_MESSAGES.notFound);
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const skuTaken = () =>
  new AppError('CONFLICT', GOOD_MESSAGES.skuTaken, [{ field: 'sku', message: GOOD_MESSAGES.skuTaken }]);

/**
 * A branch deleted between the check and the write. A SKU taken by a concurrent write is the unique
 * index's answer, which the central error handler turns into the same 409 as the pre-check.
 */
async function guardWrites<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw invalid('branch_id', GOOD_MESSAGES.branchNotFound);
    throw error;
  }
}

async function assertBranch(tx: Executor, branchId: number) {
  if (!(await branchExists(tx, branchId))) throw invalid('branch_id', GOOD_MESSAGES.branchNotFound);
}

async function assertSkuFree(tx: Executor, sku: string | null | undefined, branchId: number, exceptId?: number) {
  if (!sku) return;
  const owner = await findSkuOwner(tx, sku, branchId);
  if (owner !== undefined && owner !== exceptId) throw skuTaken();
}

/** One item or lot of a branch in `scope`; another branch's answers 404 like a missing one. */
export async function getGood(db: Executor, id: number, scope: BranchScope): Promise<GoodRow> {
  const row = await findGood(db, id, scope);
  if (!row) throw goodNotFound();
  return row;
}

const PRODUCT_ID_ATTEMPTS = 20;

/** Creates an item with a fresh PRD- id; stock it starts with is ledgered as inward "Initial Stock". */
export async function createGood(db: Db, actor: Actor, input: GoodCreateRequest): Promise<GoodRow> {
  return guardWrites(() =>
    db.transaction(async (tx) => {
      await assertBranch(tx, input.branch_id);
      await assertScopeReaches(tx, staffBranchScope(actor.user), input.branch_id);
      await assertSkuFree(tx, input.sku, input.branch_id);
      const values: Omit<GoodValues, 'productId'> = {
        name: input.name,
        description: input.description,
        category: input.category,
        sku: input.sku,
        supplier: input.supplier,
        quantity: input.quantity,
        pricePerUnit: input.price_per_unit.toFixed(2),
        lowStockThreshold: input.low_stock_threshold,
        maxQuantity: input.max_quantity,
        batchNo: input.batch_no,
        expiryDate: input.expiry_date,
        location: input.location,
        branchId: input.branch_id,
      };
      let good: GoodRecord | undefined;
      for (let attempt = 0; !good && attempt < PRODUCT_ID_ATTEMPTS; attempt += 1) {
        good = await insertGoodUnlessProductIdTaken(tx, { ...values, productId: generateProductId() });
      }
      if (!good) throw new Error('no free product id after several attempts');
      if (good.quantity > 0) {
        await insertMovement(tx, initialStockMovement(good, actor.user.id, 'Stock entered when the item was created'));
      }
      await recordActivity(
        tx,
        {
          userId: actor.user.id,
          action: 'good_create',
          description: `Created item "${good.name}" (${good.productId}) with quantity ${good.quantity}`,
          category: 'goods',
        },
        actor.origin,
      );
      return getGood(tx, good.id, ALL_BRANCHES);
    }),
  );
}

/**
 * Edits an item from the version the editor read (`expected`). Fields left out keep their values;
 * the product id never changes; the quantity is not an item field here (stock moves only through
 * movements). The UPDATE matches the expected version and increments it, so of two edits made from
 * the same version one wins and the other gets 409 with the item as it is now.
 */
export async function updateGoodFromForm(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  input: GoodUpdateRequest,
  today: string,
): Promise<GoodRow> {
  return guardWrites(() =>
    db.transaction(async (tx) => {
      const scope = staffBranchScope(actor.user);
      const stored = await lockGood(tx, id, scope);
      if (!stored) throw goodNotFound();
      if (input.product_id && input.product_id !== stored.productId)
        throw invalid('product_id', GOOD_FIELD_MESSAGES.productIdImmutable);
      const storedRules = { category: stored.category, expiry_date: stored.expiryDate };
      const expiry = input.expiry_date === undefined ? stored.expiryDate : input.expiry_date;
      const [issue] = goodRuleIssues({ category: input.category, expiry_date: expiry }, today, storedRules);
      if (issue) throw invalid(issue.field, issue.message);
      const threshold = input.low_stock_threshold;
      if (stored.ownerId !== null && threshold !== undefined && threshold !== CUSTOMER_LOT_LOW_STOCK_THRESHOLD)
        throw invalid('low_stock_threshold', CUSTOMER_LOT_MESSAGES.noThreshold);
      if (input.branch_id !== stored.branchId) {
        await assertBranch(tx, input.branch_id);
        await assertScopeReaches(tx, scope, input.branch_id);
      }
      await assertSkuFree(tx, input.sku === undefined ? stored.sku : input.sku, input.branch_id, id);

      const values: Partial<GoodValues> = {
        name: input.name,
        category: input.category,
        branchId: input.branch_id,
        ...(input.description !== undefined && { description: input.description }),
        ...(input.sku !== undefined && { sku: input.sku }),
        ...(input.supplier !== undefined && { supplier: input.supplier }),
        ...(input.price_per_unit !== undefined && { pricePerUnit: input.price_per_unit.toFixed(2) }),
        ...(input.low_stock_threshold !== undefined && { lowStockThreshold: input.low_stock_threshold }),
        ...(input.max_quantity !== undefined && { maxQuantity: input.max_quantity }),
        ...(input.batch_no !== undefined && { batchNo: input.batch_no }),
        ...(input.expiry_date !== undefined && { expiryDate: input.expiry_date }),
        ...(input.location !== undefined && { location: input.location }),
      };
      if (!(await updateGoodIfVersion(tx, id, expected, values)))
        throw staleVersion(toGood(await getGood(tx, id, ALL_BRANCHES), today));
      const changed = Object.keys(values)
        .filter((key) => values[key as keyof GoodValues] !== stored[key as keyof GoodRecord])
        .map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      await recordActivity(
        tx,
        {
          userId: actor.user.id,
          action: 'good_update',
          description: `Updated item "${input.name}" (${stored.productId}): ${changed.length > 0 ? changed.join(', ') : 'no changes'}`,
          category: 'goods',
        },
        actor.origin,
      );
      return getGood(tx, id, ALL_BRANCHES);
    }),
  );
}

/**
 * Deletes a warehouse item from the version the caller read; its ledger goes with it (ON DELETE
 * CASCADE), the activity log keeps the record. A customer's lot is never deleted here: staff remove
 * it with a reason (lot-removal.service), and only an admin purges it afterwards.
 */
export async function removeGood(db: Db, actor: Actor, id: number, expected: number): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockGood(tx, id, staffBranchScope(actor.user));
    if (!stored) throw goodNotFound();
    if (stored.ownerId !== null) throw new AppError('CONFLICT', LOT_REMOVAL_MESSAGES.notDeletable);
    if (stored.version !== expected) throw staleVersion(toGood(await getGood(tx, id, ALL_BRANCHES), todayIsoDate()));
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'good_delete',
        description: `Deleted item "${stored.name}" (${stored.productId}) with quantity ${stored.quantity}`,
        category: 'goods',
      },
      actor.origin,
    );
    await deleteGood(tx, id);
  });
}
