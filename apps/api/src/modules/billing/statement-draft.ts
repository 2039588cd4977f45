import {
  agreedRates,
  computeStatement,
  rentStepsOf,
  spanAmount,
  statementFormat,
  statementLineText,
  unbilledSpans,
  type RateStep,
  type StatementLineFacts,
  type StatementLineInput,
} from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import type { BillingSettingsRecord } from './billing.repository.js';
import { agreementsToBill, openCharges, openPayments } from './statements.repository.js';

export type DraftLine = StatementLineInput & { agreementId: number | null; facts: StatementLineFacts };

const ENGLISH = statementFormat('en', 'USD');
/** The English words of a line, kept with it; readers get the words of the customer's language from its facts. */
export const draftLine = (
  kind: DraftLine['kind'],
  amount: number,
  agreementId: number | null,
  facts: StatementLineFacts,
): DraftLine => ({
  kind,
  amount,
  agreementId,
  facts,
  description: statementLineText({ kind, description: '', facts }, 'en', ENGLISH),
});

/** The agreed monthly rent of an agreement over time: from its start, and from each correction's date. */
export const rentSteps = (agreement: Parameters<typeof agreedRates>[0]): RateStep[] =>
  rentStepsOf(agreedRates(agreement));
export const insuranceSteps = (agreement: { startDate: string; monthlyInsurance: number }): RateStep[] => [
  { effectiveFrom: agreement.startDate, monthlyRate: agreement.monthlyInsurance },
];

/**
 * What a customer's next statement holds if it were cut at `horizon`: every unbilled day of each
 * agreement up to it (one rent and one insurance line per calendar month, so months a missed run
 * left behind show as their own lines), the open charges and credits dated by then, and the
 * payments received by then. Issuing and the "this month so far" preview both read it, so what a
 * customer is shown accrued is what the statement will bill.
 */
export async function draftStatement(
  tx: Executor,
  customerId: number,
  horizon: string,
  settings: BillingSettingsRecord,
  previousBalance: number,
  issueDate: string,
) {
  const lines: DraftLine[] = [];
  const billed: { agreementId: number; through: string }[] = [];
  for (const { agreement, branchName } of await agreementsToBill(tx, customerId, horizon)) {
    const spans = unbilledSpans(agreement, horizon);
    for (const span of spans) {
      const facts = {
        agreement_id: agreement.id,
        branch: branchName,
        volume: agreement.volume,
        days: span.days,
        from: span.from,
        to: span.to,
      };
      const rent = spanAmount(rentSteps(agreement), span);
      if (rent > 0) lines.push(draftLine('rent', rent, agreement.id, facts));
      const insurance = spanAmount(insuranceSteps(agreement), span);
      if (insurance > 0)
        lines.push(
          draftLine('insurance', insurance, agreement.id, {
            agreement_id: agreement.id,
            days: span.days,
            from: span.from,
            to: span.to,
          }),
        );
    }
    const last = spans.at(-1);
    if (last) billed.push({ agreementId: agreement.id, through: last.to });
  }
  const charges = await openCharges(tx, customerId, horizon);
  for (const charge of charges)
    lines.push(
      draftLine(charge.kind as DraftLine['kind'], charge.amount, charge.agreementId, {
        ...(charge.agreementId !== null && { agreement_id: charge.agreementId }),
        charge_date: charge.chargeDate,
        // The system's reasons as facts (each reader's language); a typed one as typed.
        ...(charge.reasonCode ? { reason_code: charge.reasonCode } : { reason: charge.reason }),
      }),
    );
  const payments = await openPayments(tx, customerId, horizon);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const computed = computeStatement({
    previousBalance,
    lines,
    payments: paid,
    taxBasisPoints: settings.taxBasisPoints,
    taxInclusive: settings.taxInclusive,
    issueDate,
    paymentTermsDays: settings.paymentTermsDays,
  });
  return {
    lines: computed.lines.map((final, index) => ({
      ...final,
      agreementId: lines[index]?.agreementId ?? null,
      facts: lines[index]?.facts ?? {},
    })),
    totals: computed.totals,
    billed,
    chargeIds: charges.map((charge) => charge.id),
    paymentIds: payments.map((payment) => payment.id),
    paid,
  };
}
