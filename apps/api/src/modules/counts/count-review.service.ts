import {
  COUNT_ADJUSTMENT_REASON,
  COUNT_MESSAGES,
  countActionAllowed,
  countedOwnVariance,
  countReference,
  lineNeedsAdmin,
  minorToMajor,
  decimalToMinor,
  quantityAfterVariance,
  varianceTotals,
  type CountReview,
  type CountReviewLine,
  type CountStatus,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import { setGoodQuantity } from '../goods/goods.repository.js';
import type { Actor } from '../goods/goods.service.js';
import { insertMovement } from '../goods/movements.repository.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { byCounter, valuedNeedsAdmin, valueLines } from './count-values.js';
import { listLines, lockCount, lockItems, updateCount } from './counts.repository.js';
import { countNotFound, getCountRow, presentCount, presentLine } from './counts.service.js';

/**
 * The reviewer's view: variances in units and value, once the count has been submitted (never
 * while it is being counted, so a blind count stays blind to its counters).
 */
export async function getCountReview(db: Executor, actor: Actor, id: number): Promise<CountReview> {
  const row = await getCountRow(db, actor, id);
  if (row.count.status === 'counting') throw new AppError('CONFLICT', COUNT_MESSAGES.reviewWhileCounting);
  const threshold = (await getSystemSettings(db)).count_variance_admin_threshold;
  const valued = valueLines(await listLines(db, id));
  const lines: CountReviewLine[] = valued.map(({ row: line, variance, valueCents }) => {
    const { expected_quantity: _hidden, ...shown } = presentLine(line, false);
    return {
      ...shown,
      system_quantity: line.line.systemQuantity,
      variance,
      unit_price: minorToMajor(decimalToMinor(line.line.unitPrice ?? '0')),
      variance_value: minorToMajor(valueCents),
      needs_admin: lineNeedsAdmin(valueCents, threshold),
    };
  });
  const totals = varianceTotals(valued);
  const needsAdmin = valuedNeedsAdmin(valued, threshold);
  return {
    count: presentCount(row),
    lines,
    totals: { lines_with_variance: totals.lines, units: totals.units, value: minorToMajor(totals.valueCents) },
    admin_threshold: threshold,
    needs_admin: needsAdmin,
    can_accept:
      row.count.status === 'review' &&
      (!needsAdmin || actor.user.role === 'admin') &&
      !countedOwnVariance(byCounter(valued), actor.user.id),
  };
}

/**
 * Accepts a count: each variance is posted on its item's current stock as an adjustment (reason
 * "Physical Count Correction", reference CNT-<id>), in one transaction with the status change.
 * The session row is locked first, so of two reviewers accepting at once the second finds it
 * accepted and posts nothing.
 */
export async function acceptCount(db: Db, actor: Actor, id: number, expected: number): Promise<CountReview> {
  await db.transaction(async (tx) => {
    const session = await lockCount(tx, id, staffBranchScope(actor.user), 'update');
    if (!session) throw countNotFound();
    if (session.version !== expected) throw staleVersion(presentCount(await getCountRow(tx, actor, id)));
    if (!countActionAllowed(session.status as CountStatus, 'accept'))
      throw new AppError('CONFLICT', COUNT_MESSAGES.notInReview);
    const threshold = (await getSystemSettings(tx)).count_variance_admin_threshold;
    const valued = valueLines(await listLines(tx, id));
    if (actor.user.role !== 'admin' && valuedNeedsAdmin(valued, threshold))
      throw new AppError('FORBIDDEN', COUNT_MESSAGES.needsAdmin);
    if (countedOwnVariance(byCounter(valued), actor.user.id))
      throw new AppError('FORBIDDEN', COUNT_MESSAGES.ownVariance);
    const changed = valued.filter((line) => line.variance !== 0);
    const items = new Map(
      (
        await lockItems(
          tx,
          changed.flatMap(({ row }) => (row.line.goodId === null ? [] : [row.line.goodId])),
        )
      ).map((item) => [item.id, item]),
    );
    const reference = countReference(id);
    for (const { row, variance } of changed) {
      const item = row.line.goodId === null ? undefined : items.get(row.line.goodId);
      if (!item) throw new AppError('CONFLICT', COUNT_MESSAGES.itemGone(row.line.itemName));
      const after = quantityAfterVariance(item.quantity, variance);
      if (after === null) throw new AppError('CONFLICT', COUNT_MESSAGES.stockBelowVariance(row.line.itemName));
      await setGoodQuantity(tx, item.id, after);
      await insertMovement(tx, {
        goodId: item.id,
        type: 'adjustment',
        quantity: after,
        previousQuantity: item.quantity,
        newQuantity: after,
        reason: COUNT_ADJUSTMENT_REASON,
        referenceNumber: reference,
        notes: `Counted ${row.line.countedQuantity}, system ${row.line.systemQuantity} at the count: ${variance > 0 ? '+' : ''}${variance}`,
        userId: actor.user.id,
      });
      items.set(item.id, { ...item, quantity: after });
    }
    await updateCount(tx, id, { status: 'accepted', closedBy: actor.user.id, closedAt: new Date() });
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'count_accept',
        description: `Accepted stock count ${reference}: ${changed.length} adjustments posted`,
        category: 'goods',
      },
      actor.origin,
    );
  });
  return getCountReview(db, actor, id);
}
