import { DIGEST_MAX_ITEMS, todayIsoDate } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { announce } from '../messages/announce.service.js';
import {
  claimDigest,
  claimDueSoonAssignments,
  claimEndingLots,
  claimOverdueAssignments,
  expiringForDigest,
  lowStockForDigest,
} from './reminders.repository.js';

/**
 * Tells each employee about their open assignments due within 24 hours, and again once overdue;
 * each once per assignment and due instant. Claims and messages commit together.
 */
export async function sendAssignmentReminders(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const dueSoon = await claimDueSoonAssignments(tx, now);
    for (const a of dueSoon)
      await announce(tx, {
        kind: 'assignment_due_soon',
        employeeId: a.employeeId,
        assignmentId: a.id,
        task: a.task,
        facts: a.facts,
        dueAt: a.dueAt,
      });
    const overdue = await claimOverdueAssignments(tx, now);
    for (const a of overdue)
      await announce(tx, {
        kind: 'assignment_overdue',
        employeeId: a.employeeId,
        assignmentId: a.id,
        task: a.task,
        facts: a.facts,
        dueAt: a.dueAt,
      });
    return { dueSoon: dueSoon.length, overdue: overdue.length };
  });
}

/** Tells customers whose stored lots end within 7 days; once per lot and end date. */
export async function sendStorageReminders(db: Db, now = new Date(), today = todayIsoDate(now)) {
  return db.transaction(async (tx) => {
    const lots = await claimEndingLots(tx, today);
    for (const lot of lots)
      await announce(tx, {
        kind: 'storage_reminder',
        customerId: lot.ownerId,
        customerGoodId: lot.id,
        itemName: lot.name,
        endsOn: lot.endsOn,
      });
    return { lots: lots.length };
  });
}

/**
 * The staff's daily digest of low stock and expiring goods: nothing when both lists are empty,
 * and at most one per day however often the job runs.
 */
export async function sendDailyDigest(db: Db, now = new Date(), date = todayIsoDate(now)) {
  return db.transaction(async (tx) => {
    const lowStock = await lowStockForDigest(tx, DIGEST_MAX_ITEMS);
    const expiring = await expiringForDigest(tx, date, DIGEST_MAX_ITEMS);
    if (lowStock.length === 0 && expiring.length === 0) return { sent: false, lowStock: 0, expiring: 0 };
    if (!(await claimDigest(tx, date))) return { sent: false, lowStock: lowStock.length, expiring: expiring.length };
    await announce(tx, { kind: 'daily_digest', date, lowStock, expiring });
    return { sent: true, lowStock: lowStock.length, expiring: expiring.length };
  });
}
