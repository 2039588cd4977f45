import { lateFee, type LateFeeKind } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { insertCharge, type BillingSettingsRecord } from './billing.repository.js';
import { reasonColumns } from './charge-reason-words.js';

/**
 * Inside the overdue reminder's transaction (whose claim is once per statement): the statement's one
 * late fee, as a charge dated today, on the customer's next statement. Nothing when the settings say none.
 */
export async function chargeLateFee(
  tx: Executor,
  settings: BillingSettingsRecord,
  due: { customerId: number; statement: { number: number }; overdue: number; today: string },
): Promise<void> {
  const terms = {
    kind: settings.lateFeeKind as LateFeeKind,
    amount: settings.lateFeeAmount,
    basisPoints: settings.lateFeeBasisPoints,
  };
  const amount = lateFee(terms, due.overdue);
  if (amount <= 0) return;
  await insertCharge(tx, {
    customerId: due.customerId,
    kind: 'late_fee',
    amount,
    ...reasonColumns({ kind: 'late_fee', statement: due.statement.number }, settings.currency),
    chargeDate: due.today,
  });
}
