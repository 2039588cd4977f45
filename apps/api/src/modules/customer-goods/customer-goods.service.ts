import {
  addDaysToIsoDate,
  canChangeGoodStatus,
  CUSTOMER_GOODS_MESSAGES,
  CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
  generateProductId,
  goodStatusLabel,
  isStorageDateAllowed,
  isStorageEndAllowed,
  normalizeGoodStatus,
  STATUSES_NEEDING_BRANCH,
  STORE_GOODS_MESSAGES,
  todayIsoDate,
  type CustomerGoodDetail,
  type GoodStatusChangeRequest,
  type StoreGoodsRequest,
} from '@stockyard/domain';
import { assertScopeReaches, staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import {
  branchExists,
  insertGoodUnlessProductIdTaken,
  lockGood,
  updateGoodIfVersion,
  type GoodRecord,
} from '../goods/goods.repository.js';
import type { Actor } from '../goods/goods.service.js';
import { initialStockMovement, insertMovement } from '../goods/movements.repository.js';
import {
  findCustomerGood,
  insertStatusHistory,
  listStatusHistory,
  toCustomerGood,
} from './customer-goods.repository.js';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const notFound = () => new AppError('NOT_FOUND', CUSTOMER_GOODS_MESSAGES.notFound);
const PRODUCT_ID_ATTEMPTS = 20;

/**
 * "Today" for the storage date is the customer's today, which the server does not know; the
 * earliest today anywhere on Earth is at most one day behind UTC, so that is the bound here and the
 * form applies the exact rule with the browser's date.
 */
export const earliestStorageDate = (now: Date) => addDaysToIsoDate(todayIsoDate(now), -1);

async function assertBranch(tx: Executor, branchId: number) {
  if (!(await branchExists(tx, branchId))) throw invalid('branch_id', 'Branch not found');
}

/** One lot: a customer's own (`ownerId`), or for staff one of a branch in `scope`. */
export async function getCustomerGoodDetail(
  db: Executor,
  id: number,
  ownerId?: number,
  scope?: BranchScope,
): Promise<CustomerGoodDetail> {
  const row = await findCustomerGood(db, id, ownerId, scope);
  if (!row) throw notFound();
  return { ...toCustomerGood(row.good, row.branchName), history: await listStatusHistory(db, id) };
}

/**
 * A customer's Store Goods submission: a pending good of quantity 1 owned by the caller, with the
 * first history entry, its "Initial Stock" ledger row and the activity, all in one transaction.
 */
export async function storeGoods(
  db: Db,
  actor: Actor,
  input: StoreGoodsRequest,
  now: Date,
): Promise<CustomerGoodDetail> {
  if (input.storage_date && !isStorageDateAllowed(input.storage_date, earliestStorageDate(now)))
    throw invalid('storage_date', STORE_GOODS_MESSAGES.storageDatePast);
  if (
    input.storage_end_date &&
    !isStorageEndAllowed(input.storage_end_date, input.storage_date, earliestStorageDate(now))
  )
    throw invalid('storage_end_date', STORE_GOODS_MESSAGES.storageEndTooEarly);
  const id = await db.transaction(async (tx) => {
    if (input.branch_id) await assertBranch(tx, input.branch_id);
    let good: GoodRecord | undefined;
    for (let attempt = 0; !good && attempt < PRODUCT_ID_ATTEMPTS; attempt += 1) {
      good = await insertGoodUnlessProductIdTaken(tx, {
        productId: generateProductId(),
        name: input.name,
        description: input.description,
        category: input.category,
        quantity: 1,
        // A customer's lot is not warehouse stock: no reorder threshold applies (the table checks it).
        lowStockThreshold: CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
        value: input.value.toFixed(2),
        pricePerUnit: input.value.toFixed(2),
        storageDate: input.storage_date,
        storageEndDate: input.storage_end_date,
        specialInstructions: input.special_instructions,
        branchId: input.branch_id ?? null,
        ownerId: actor.user.id,
        status: 'pending',
      });
    }
    if (!good) throw new Error('no free product id after several attempts');
    await insertMovement(tx, initialStockMovement(good, actor.user.id, 'Submitted by the customer for storage'));
    await insertStatusHistory(tx, {
      goodId: good.id,
      status: 'pending',
      note: 'Submitted for storage',
      changedBy: actor.user.id,
    });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'good_store_request',
        description: `Submitted "${good.name}" (${good.productId}) for storage`,
        category: 'goods',
      },
      actor.origin,
    );
    return good.id;
  });
  return getCustomerGoodDetail(db, id, actor.user.id);
}

/**
 * Staff move a customer-owned good along GOOD_STATUS_TRANSITIONS, from the version they read
 * (`expected`). The row is locked so two staff members cannot both move it from the same status; a
 * refused move is 409 and changes nothing.
 */
export async function changeGoodStatus(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  input: GoodStatusChangeRequest,
): Promise<CustomerGoodDetail> {
  await db.transaction(async (tx) => {
    const stored = await lockGood(tx, id, staffBranchScope(actor.user));
    if (!stored || stored.ownerId === null) throw notFound();
    // Checked before the transition too, so a stale screen learns that the good changed rather
    // than that a move it never asked for from the new status is refused.
    if (stored.version !== expected) throw staleVersion(await getCustomerGoodDetail(tx, id));
    const from = normalizeGoodStatus(stored.status) ?? stored.status;
    if (!canChangeGoodStatus(from, input.status))
      throw new AppError(
        'CONFLICT',
        CUSTOMER_GOODS_MESSAGES.transitionRefused(goodStatusLabel(from), goodStatusLabel(input.status)),
      );
    const branchId = input.branch_id ?? stored.branchId;
    if (STATUSES_NEEDING_BRANCH.includes(input.status) && !branchId)
      throw invalid('branch_id', CUSTOMER_GOODS_MESSAGES.branchRequired);
    if (input.branch_id) {
      await assertBranch(tx, input.branch_id);
      await assertScopeReaches(tx, staffBranchScope(actor.user), input.branch_id);
    }
    const updated = await updateGoodIfVersion(tx, id, expected, { status: input.status, branchId });
    if (!updated) throw staleVersion(await getCustomerGoodDetail(tx, id));
    await insertStatusHistory(tx, { goodId: id, status: input.status, note: input.note, changedBy: actor.user.id });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'good_status_change',
        description: `Changed status of "${stored.name}" (${stored.productId}) from ${goodStatusLabel(from)} to ${goodStatusLabel(input.status)}`,
        category: 'goods',
      },
      actor.origin,
    );
  });
  return getCustomerGoodDetail(db, id);
}
