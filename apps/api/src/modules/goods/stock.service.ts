import {
  applyMovement,
  CUSTOMER_LOT_MESSAGES,
  GOOD_MESSAGES,
  pageCountOf,
  stockSuccessMessage,
  type MovementType,
  type StockUpdateRequest,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { findGood, lockGood, setGoodQuantity, type GoodRow } from './goods.repository.js';
import type { Actor } from './goods.service.js';
import { insertMovement, listMovements, type MovementRow } from './movements.repository.js';
import { ALL_BRANCHES, staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

const verbs: Record<MovementType, string> = { inward: 'Added', outward: 'Removed', adjustment: 'Adjusted' };

/**
 * One stock movement, atomically: the item row is locked (SELECT ... FOR UPDATE), the new quantity
 * computed from the locked value, and the quantity, the ledger row and the activity written in the
 * same transaction. Concurrent movements on an item queue on the lock, so none is lost and an
 * outward movement can never take the stock below 0. The client's previous/new quantities are ignored.
 * Customers' lots are refused (409) and left as they are.
 */
export async function moveStock(
  db: Db,
  actor: Actor,
  id: number,
  input: StockUpdateRequest,
): Promise<{ detail: string; good: GoodRow; movement: MovementRow }> {
  return db.transaction(async (tx) => {
    const stored = await lockGood(tx, id, staffBranchScope(actor.user));
    if (!stored) throw new AppError('NOT_FOUND', GOOD_MESSAGES.notFound);
    // A customer's lot is theirs, not stock: it changes through its status flow (customer-goods).
    if (stored.ownerId !== null) throw new AppError('CONFLICT', CUSTOMER_LOT_MESSAGES.noStockMovements);
    const result = applyMovement(stored.quantity, input.type, input.quantity);
    // The request was well formed (the schema checked it); refusing it depends on the stored stock.
    if (!result.ok) throw new AppError('CONFLICT', result.message, [{ field: 'quantity', message: result.message }]);

    await setGoodQuantity(tx, id, result.quantity);
    const movement = await insertMovement(tx, {
      goodId: id,
      type: input.type,
      quantity: input.quantity,
      previousQuantity: stored.quantity,
      newQuantity: result.quantity,
      reason: input.reason,
      referenceNumber: input.reference_number,
      notes: input.notes,
      userId: actor.user.id,
    });
    const reference = input.reference_number ? `, ref ${input.reference_number}` : '';
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'stock_update',
        description: `${verbs[input.type]} stock of "${stored.name}" (${stored.productId}): ${input.type} ${input.quantity}, ${stored.quantity} -> ${result.quantity} (${input.reason}${reference})`,
        category: 'goods',
      },
      actor.origin,
    );
    const good = await reload(tx, id);
    return {
      detail: stockSuccessMessage(input.type, stored.name),
      good,
      movement: { movement, userName: `${actor.user.firstName} ${actor.user.lastName}` },
    };
  });
}

async function reload(tx: Executor, id: number): Promise<GoodRow> {
  const row = await findGood(tx, id, ALL_BRANCHES);
  if (!row) throw new AppError('NOT_FOUND', GOOD_MESSAGES.notFound);
  return row;
}

/** An item's ledger, newest first; 404 for an unknown item rather than an empty page. */
export async function getMovements(db: Executor, scope: BranchScope, id: number, page: number, limit: number) {
  if (!(await findGood(db, id, scope))) throw new AppError('NOT_FOUND', GOOD_MESSAGES.notFound);
  const { rows, total } = await listMovements(db, id, { offset: (page - 1) * limit, limit });
  return { rows, total, page, limit, total_pages: pageCountOf(total, limit) };
}
