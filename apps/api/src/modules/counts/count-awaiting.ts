import { varianceCounters, varianceTotals } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { getBillingSettings } from '../billing/billing.repository.js';
import { announce } from '../messages/announce.service.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import { ALL_BRANCHES } from '../staff-scope/branch-scope.js';
import { byCounter, valuedNeedsAdmin, valueLines } from './count-values.js';
import { findCount, listLines } from './counts.repository.js';

/**
 * Tells those who may accept a submitted count that it waits for them (issue 49 item 6), inside the
 * submit's transaction: admins, plus the branch's employees when no admin is needed; never who
 * submitted it or counted one of its variances, who may not accept it.
 */
export async function announceAwaitingApproval(tx: Executor, countId: number, submittedBy: number): Promise<void> {
  const row = await findCount(tx, countId, ALL_BRANCHES);
  if (!row) return;
  const valued = valueLines(await listLines(tx, countId));
  const threshold = (await getSystemSettings(tx)).count_variance_admin_threshold;
  const totals = varianceTotals(valued);
  await announce(tx, {
    kind: 'count_awaiting_approval',
    countId,
    branchId: row.count.branchId,
    branchName: row.branchName,
    linesWithVariance: totals.lines,
    varianceValue: totals.valueCents,
    currency: (await getBillingSettings(tx)).currency,
    needsAdmin: valuedNeedsAdmin(valued, threshold),
    excludedIds: [...new Set([submittedBy, ...varianceCounters(byCounter(valued))])],
  });
}
