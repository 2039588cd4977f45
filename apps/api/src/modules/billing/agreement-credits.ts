import { addDays, overbilledSpans, spanAmount, type ChargeReason } from '@stockyard/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billingCharges, type storageAgreements } from '../../db/schema/index.js';
import { getBillingSettings, insertCharge } from './billing.repository.js';
import { reasonColumns } from './charge-reason-words.js';
import { insuranceSteps, rentSteps } from './statement-draft.js';
import { setBilledThrough } from './statements.repository.js';

type Agreement = typeof storageAgreements.$inferSelect;

/**
 * When an agreement stops before the days already billed (cancelled before intake, ended early), the
 * days billed but not stored come back as credit lines on the next statement, each for exactly what
 * those days were charged (the same pricing function, the same rounding), and the agreement is
 * billed through its new last day. A cancellation before intake also takes back its one-time packing
 * and transportation fees. Never a silent edit: the customer reads each credit with its reason.
 * Runs inside the transaction that ends the agreement, which holds its row locked.
 */
export async function creditUnstoredDays(
  tx: Executor,
  agreement: Agreement,
  change: { kind: 'cancelled' } | { kind: 'ended_early'; lastDay: string },
  today: string,
  actorId: number,
): Promise<void> {
  const lastDay = change.kind === 'cancelled' ? addDays(agreement.startDate, -1) : change.lastDay;
  const { currency } = await getBillingSettings(tx);
  const credit = (amount: number, reason: ChargeReason) =>
    insertCharge(tx, {
      customerId: agreement.customerId,
      agreementId: agreement.id,
      kind: 'credit',
      amount: -amount,
      ...reasonColumns(reason, currency),
      chargeDate: today,
      createdBy: actorId,
    });

  for (const span of overbilledSpans(agreement, lastDay)) {
    const amount = spanAmount(rentSteps(agreement), span) + spanAmount(insuranceSteps(agreement), span);
    if (amount > 0)
      await credit(amount, {
        kind: 'days_not_stored',
        agreement_id: agreement.id,
        from: span.from,
        to: span.to,
        ...(change.kind === 'cancelled'
          ? { cause: 'cancelled_before_intake' }
          : { cause: 'ended_early', last_day: lastDay }),
      });
  }
  if (agreement.billedThrough !== null && agreement.billedThrough > lastDay)
    await setBilledThrough(tx, agreement.id, lastDay < agreement.startDate ? null : lastDay);

  if (change.kind !== 'cancelled') return;
  const fees = await tx
    .select()
    .from(billingCharges)
    .where(
      and(eq(billingCharges.agreementId, agreement.id), inArray(billingCharges.kind, ['packing', 'transportation'])),
    );
  for (const fee of fees)
    await credit(fee.amount, {
      kind: 'fee_returned',
      fee: fee.kind === 'packing' ? 'packing' : 'transportation',
      agreement_id: agreement.id,
    });
}
