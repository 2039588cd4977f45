import {
  GOOD_MESSAGES,
  generateProductId,
  receiptIssue,
  shortfallOf,
  TRANSFER_MESSAGES,
  TRANSFER_REASONS,
  transferReference,
  type Transfer,
  type TransferCreateRequest,
  type TransferReceiveRequest,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import { branchExists, findGood, lockGood, setGoodQuantity } from '../goods/goods.repository.js';
import type { Actor } from '../goods/goods.service.js';
import { insertMovement } from '../goods/movements.repository.js';
import { ALL_BRANCHES, scopeReaches, staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';
import {
  closeTransfer,
  findTransfer,
  insertTransfer,
  lockOrCreateDestinationItem,
  lockTransfer,
  type TransferRow,
} from './transfers.repository.js';

const notFound = () => new AppError('NOT_FOUND', TRANSFER_MESSAGES.notFound);
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const OUTSIDE = 'You do not work at this branch';

/** The API shape, with what the caller may do with it (receive: the destination's staff; cancel: the source's). */
export async function presentTransfer(db: Executor, row: TransferRow, scope: BranchScope): Promise<Transfer> {
  const t = row.transfer;
  const open = t.status === 'in_transit';
  return {
    id: t.id,
    reference: transferReference(t.id),
    status: t.status as Transfer['status'],
    from_branch: { id: t.fromBranchId, name: row.fromName },
    to_branch: { id: t.toBranchId, name: row.toName },
    source_good_id: t.sourceGoodId,
    destination_good_id: t.destinationGoodId,
    sku: t.sku,
    item_name: t.itemName,
    quantity: t.quantity,
    received_quantity: t.receivedQuantity,
    shortfall: t.receivedQuantity === null ? 0 : shortfallOf(t.quantity, t.receivedQuantity),
    shortfall_reason: t.shortfallReason,
    note: t.note,
    created_by: row.createdByName,
    received_by: row.receivedByName,
    created_at: t.createdAt.toISOString(),
    received_at: t.receivedAt?.toISOString() ?? null,
    cancelled_at: t.cancelledAt?.toISOString() ?? null,
    can_receive: open && (await scopeReaches(db, scope, t.toBranchId)),
    can_cancel: open && (await scopeReaches(db, scope, t.fromBranchId)),
    version: t.version,
  };
}

export async function getTransfer(db: Executor, actor: Actor, id: number): Promise<Transfer> {
  const scope = staffBranchScope(actor.user);
  const row = await findTransfer(db, id, scope);
  if (!row) throw notFound();
  return presentTransfer(db, row, scope);
}

/**
 * Sends stock: the source item's row is locked, the quantity leaves it at once (outward "Transfer
 * out" with the transfer's reference) and the transfer is in transit, all in one transaction.
 */
export async function createTransfer(db: Db, actor: Actor, input: TransferCreateRequest): Promise<Transfer> {
  const scope = staffBranchScope(actor.user);
  const id = await db.transaction(async (tx) => {
    const source = await lockGood(tx, input.good_id, scope);
    if (!source) throw new AppError('NOT_FOUND', GOOD_MESSAGES.notFound);
    if (source.ownerId !== null) throw new AppError('CONFLICT', TRANSFER_MESSAGES.customerLot);
    if (!source.sku || source.branchId === null) throw invalid('good_id', TRANSFER_MESSAGES.needsSku);
    if (source.branchId === input.to_branch_id) throw invalid('to_branch_id', TRANSFER_MESSAGES.sameBranch);
    if (!(await branchExists(tx, input.to_branch_id))) throw invalid('to_branch_id', GOOD_MESSAGES.branchNotFound);
    if (source.quantity < input.quantity) {
      const message = TRANSFER_MESSAGES.tooFew(source.quantity);
      throw new AppError('CONFLICT', message, [{ field: 'quantity', message }]);
    }
    const transfer = await insertTransfer(tx, {
      fromBranchId: source.branchId,
      toBranchId: input.to_branch_id,
      sourceGoodId: source.id,
      sku: source.sku,
      itemName: source.name,
      quantity: input.quantity,
      note: input.note,
      createdBy: actor.user.id,
    });
    const after = source.quantity - input.quantity;
    await setGoodQuantity(tx, source.id, after);
    await insertMovement(tx, {
      goodId: source.id,
      type: 'outward',
      quantity: input.quantity,
      previousQuantity: source.quantity,
      newQuantity: after,
      reason: TRANSFER_REASONS.out,
      referenceNumber: transferReference(transfer.id),
      notes: input.note,
      userId: actor.user.id,
    });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'transfer_create',
        description: `Sent ${input.quantity} of "${source.name}" (${source.sku}) to branch #${input.to_branch_id}: ${transferReference(transfer.id)}`,
        category: 'goods',
      },
      actor.origin,
    );
    return transfer.id;
  });
  return getTransfer(db, actor, id);
}

/**
 * Receives at the destination (its staff only): the item with the SKU there, created when missing,
 * gets the whole quantity (inward "Transfer in"), and a shortfall is written off at once (outward
 * "Transfer shortfall" with the reason), so the ledger shows both what came and what did not.
 */
export async function receiveTransfer(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  input: TransferReceiveRequest,
): Promise<Transfer> {
  const scope = staffBranchScope(actor.user);
  await db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, id, scope);
    if (!transfer) throw notFound();
    if (transfer.version !== expected) throw staleVersion(await getTransfer(tx, actor, id));
    if (!(await scopeReaches(tx, scope, transfer.toBranchId))) throw new AppError('FORBIDDEN', OUTSIDE);
    if (transfer.status !== 'in_transit') throw new AppError('CONFLICT', TRANSFER_MESSAGES.notInTransit);
    const issue = receiptIssue(transfer.quantity, input.received_quantity, input.shortfall_reason);
    if (issue) throw invalid(issue.field, issue.message);

    // Read, not locked: a receipt locks only its destination item, so receipts the other way round never deadlock.
    const source =
      transfer.sourceGoodId === null ? undefined : (await findGood(tx, transfer.sourceGoodId, ALL_BRANCHES))?.good;
    const item = await lockOrCreateDestinationItem(
      tx,
      transfer.toBranchId,
      {
        sku: transfer.sku,
        name: source?.name ?? transfer.itemName,
        description: source?.description ?? null,
        category: source?.category ?? 'Other',
        supplier: source?.supplier ?? null,
        pricePerUnit: source?.pricePerUnit ?? '0',
        lowStockThreshold: source?.lowStockThreshold ?? 10,
        maxQuantity: source?.maxQuantity ?? 100,
      },
      generateProductId,
    );
    const reference = transferReference(transfer.id);
    const arrived = item.quantity + transfer.quantity;
    await insertMovement(tx, {
      goodId: item.id,
      type: 'inward',
      quantity: transfer.quantity,
      previousQuantity: item.quantity,
      newQuantity: arrived,
      reason: TRANSFER_REASONS.in,
      referenceNumber: reference,
      notes: transfer.note,
      userId: actor.user.id,
    });
    const shortfall = shortfallOf(transfer.quantity, input.received_quantity);
    if (shortfall > 0) {
      await insertMovement(tx, {
        goodId: item.id,
        type: 'outward',
        quantity: shortfall,
        previousQuantity: arrived,
        newQuantity: arrived - shortfall,
        reason: TRANSFER_REASONS.shortfall,
        referenceNumber: reference,
        notes: input.shortfall_reason,
        userId: actor.user.id,
      });
    }
    await setGoodQuantity(tx, item.id, arrived - shortfall);
    await closeTransfer(tx, id, {
      status: 'received',
      destinationGoodId: item.id,
      receivedQuantity: input.received_quantity,
      shortfallReason: shortfall > 0 ? input.shortfall_reason : null,
      receivedBy: actor.user.id,
      receivedAt: new Date(),
    });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'transfer_receive',
        description: `Received ${reference}: ${input.received_quantity} of ${transfer.quantity} "${transfer.itemName}"${shortfall > 0 ? `, ${shortfall} written off (${input.shortfall_reason})` : ''}`,
        category: 'goods',
      },
      actor.origin,
    );
  });
  return getTransfer(db, actor, id);
}

/** Calls a transfer off before it is received (the source's staff): the stock returns to the source item. */
export async function cancelTransfer(db: Db, actor: Actor, id: number, expected: number): Promise<Transfer> {
  const scope = staffBranchScope(actor.user);
  await db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, id, scope);
    if (!transfer) throw notFound();
    if (transfer.version !== expected) throw staleVersion(await getTransfer(tx, actor, id));
    if (!(await scopeReaches(tx, scope, transfer.fromBranchId))) throw new AppError('FORBIDDEN', OUTSIDE);
    if (transfer.status !== 'in_transit') throw new AppError('CONFLICT', TRANSFER_MESSAGES.notInTransit);
    const source = transfer.sourceGoodId === null ? undefined : await lockGood(tx, transfer.sourceGoodId, ALL_BRANCHES);
    if (!source) throw new AppError('CONFLICT', TRANSFER_MESSAGES.sourceGone);
    const back = source.quantity + transfer.quantity;
    await setGoodQuantity(tx, source.id, back);
    await insertMovement(tx, {
      goodId: source.id,
      type: 'inward',
      quantity: transfer.quantity,
      previousQuantity: source.quantity,
      newQuantity: back,
      reason: TRANSFER_REASONS.returned,
      referenceNumber: transferReference(transfer.id),
      notes: null,
      userId: actor.user.id,
    });
    await closeTransfer(tx, id, { status: 'cancelled', cancelledBy: actor.user.id, cancelledAt: new Date() });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'transfer_cancel',
        description: `Cancelled ${transferReference(transfer.id)}: ${transfer.quantity} of "${transfer.itemName}" back at the source`,
        category: 'goods',
      },
      actor.origin,
    );
  });
  return getTransfer(db, actor, id);
}
