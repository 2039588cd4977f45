import {
  CUSTOMER_GOODS_MESSAGES,
  goodStatusLabel,
  LOT_REMOVAL_MESSAGES,
  normalizeGoodStatus,
  purgeConfirmed,
  type CustomerGoodDetail,
  type LotRemovalRequest,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import { deleteGood, lockGood, updateGoodIfVersion } from '../goods/goods.repository.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import type { Actor } from '../goods/goods.service.js';
import { notify } from '../notifications/notifications.repository.js';
import { insertStatusHistory } from './customer-goods.repository.js';
import { getCustomerGoodDetail } from './customer-goods.service.js';

const notFound = () => new AppError('NOT_FOUND', CUSTOMER_GOODS_MESSAGES.notFound);

/** Where the customer reads about their lots. */
const CUSTOMER_LOTS_LINK = '/customer/dashboard';

/**
 * Staff remove a customer's lot (issue 39): nothing is deleted. The lot turns 'removed' with who,
 * when and why; the reason goes into the history the customer reads, the customer gets a
 * notification, and the activity log keeps the act, all in the transaction of the change.
 */
export async function removeLot(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  input: LotRemovalRequest,
): Promise<CustomerGoodDetail> {
  await db.transaction(async (tx) => {
    const stored = await lockGood(tx, id, staffBranchScope(actor.user));
    if (!stored || stored.ownerId === null) throw notFound();
    if (stored.version !== expected) throw staleVersion(await getCustomerGoodDetail(tx, id));
    const from = normalizeGoodStatus(stored.status) ?? stored.status;
    if (from === 'removed') throw new AppError('CONFLICT', LOT_REMOVAL_MESSAGES.alreadyRemoved);
    const updated = await updateGoodIfVersion(tx, id, expected, {
      status: 'removed',
      removedAt: new Date(),
      removedBy: actor.user.id,
      removalReason: input.reason,
    });
    if (!updated) throw staleVersion(await getCustomerGoodDetail(tx, id));
    await insertStatusHistory(tx, { goodId: id, status: 'removed', note: input.reason, changedBy: actor.user.id });
    await notify(tx, stored.ownerId, {
      title: LOT_REMOVAL_MESSAGES.notificationTitle,
      message: LOT_REMOVAL_MESSAGES.notificationMessage(stored.name, stored.productId, input.reason),
      link: CUSTOMER_LOTS_LINK,
    });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'lot_remove',
        description: `Removed customer lot "${stored.name}" (${stored.productId}) from ${goodStatusLabel(from)}: ${input.reason}`,
        category: 'goods',
      },
      actor.origin,
    );
  });
  return getCustomerGoodDetail(db, id);
}

/**
 * An admin purges a removed lot for good: the row goes with its ledger and history. The typed
 * product number is the second confirmation; the activity log keeps what was purged and why it
 * had been removed.
 */
export async function purgeLot(db: Db, actor: Actor, id: number, expected: number, confirm: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockGood(tx, id, staffBranchScope(actor.user));
    if (!stored || stored.ownerId === null) throw notFound();
    if (stored.version !== expected) throw staleVersion(await getCustomerGoodDetail(tx, id));
    if (normalizeGoodStatus(stored.status) !== 'removed')
      throw new AppError('CONFLICT', LOT_REMOVAL_MESSAGES.purgeNeedsRemoval);
    if (!purgeConfirmed(confirm, stored.productId))
      throw new AppError('VALIDATION', LOT_REMOVAL_MESSAGES.purgeConfirmMismatch, [
        { field: 'confirm', message: LOT_REMOVAL_MESSAGES.purgeConfirmMismatch },
      ]);
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'lot_purge',
        description: `Purged removed customer lot "${stored.name}" (${stored.productId}) of user #${stored.ownerId}; removed because: ${stored.removalReason ?? 'no reason recorded'}`,
        category: 'goods',
      },
      actor.origin,
    );
    await deleteGood(tx, id);
  });
}
