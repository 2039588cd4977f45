import {
  addDays,
  BILLING_MESSAGES,
  computeStatement,
  coveredDays,
  needsStatement,
  overdueAmount,
  periodEnd,
  periodKey,
  periodRent,
  periodStart,
  previousPeriod,
  statementFormat,
  statementLineText,
  type Period,
  type StatementLineFacts,
  type StatementLineInput,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { announce } from '../messages/announce.service.js';
import { chargeLateFee } from './late-fees.service.js';
import {
  addToBalance,
  getBillingSettings,
  lockAccount,
  nextStatementNumber,
  owingCustomers,
  statementDues,
} from './billing.repository.js';
import {
  agreementsInPeriod,
  claimOverdueReminder,
  insertStatement,
  lastNewBalance,
  openCharges,
  openPayments,
  statementCandidates,
  statementExistsFrom,
} from './statements.repository.js';

type IssuedLine = StatementLineInput & { agreementId: number | null; facts: StatementLineFacts };

const ENGLISH = statementFormat('en', 'USD');
/** The English words of a line, kept with it; readers get the words of the customer's language from its facts. */
const line = (kind: IssuedLine['kind'], amount: number, agreementId: number | null, facts: StatementLineFacts) => ({
  kind,
  amount,
  agreementId,
  facts,
  description: statementLineText({ kind, description: '', facts }, 'en', ENGLISH),
});

/** The period whose statements are due on a day: the month before it. */
export const periodToIssueOn = (today: string): Period =>
  previousPeriod({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });

/**
 * Issues the statements of a period, one transaction per customer. Each locks the customer's account
 * (so a payment recorded meanwhile lands wholly before or after) and takes its number from the
 * counter row in the same transaction, so numbers have no gaps and a rollback takes its number back.
 * A customer who already has a statement for this period (or a later one) is skipped: the job can
 * run any number of times, in any number of processes.
 */
export async function issueStatements(db: Db, period: Period, today: string) {
  const issueDate = addDays(periodEnd(period), 1);
  if (today < issueDate) throw new AppError('CONFLICT', BILLING_MESSAGES.periodNotOver);
  const key = periodKey(period);
  const from = periodStart(period);
  const to = periodEnd(period);
  const customers = await statementCandidates(db, from, to);
  let issued = 0;
  let skipped = 0;
  for (const customerId of customers) {
    const done = await db.transaction(async (tx) => {
      await lockAccount(tx, customerId);
      if (await statementExistsFrom(tx, customerId, key)) return false;
      const settings = await getBillingSettings(tx);
      const previousBalance = await lastNewBalance(tx, customerId, key);
      const lines: IssuedLine[] = [];
      for (const { agreement, branchName } of await agreementsInPeriod(tx, customerId, from, to)) {
        const span = { startDate: agreement.startDate, endDate: agreement.endDate };
        const days = coveredDays(span, period);
        const facts = { agreement_id: agreement.id, branch: branchName, volume: agreement.volume, days };
        if (agreement.monthlyRent) {
          const rent = periodRent(
            [{ effectiveFrom: agreement.startDate, monthlyRate: agreement.monthlyRent }],
            span,
            period,
          );
          if (rent > 0) lines.push(line('rent', rent, agreement.id, facts));
        }
        if (agreement.monthlyInsurance > 0) {
          const insurance = periodRent(
            [{ effectiveFrom: agreement.startDate, monthlyRate: agreement.monthlyInsurance }],
            span,
            period,
          );
          if (insurance > 0)
            lines.push(line('insurance', insurance, agreement.id, { agreement_id: agreement.id, days }));
        }
      }
      const charges = await openCharges(tx, customerId, to);
      for (const charge of charges)
        lines.push(
          line(charge.kind as IssuedLine['kind'], charge.amount, charge.agreementId, {
            ...(charge.agreementId !== null && { agreement_id: charge.agreementId }),
            charge_date: charge.chargeDate,
            reason: charge.reason,
          }),
        );
      const payments = await openPayments(tx, customerId, to);
      const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
      if (!needsStatement({ previousBalance, lines: lines.length, payments: paid })) return false;

      const { lines: finalLines, totals } = computeStatement({
        previousBalance,
        lines,
        payments: paid,
        taxBasisPoints: settings.taxBasisPoints,
        issueDate,
        paymentTermsDays: settings.paymentTermsDays,
      });
      const number = await nextStatementNumber(tx);
      const statement = await insertStatement(
        tx,
        {
          number,
          customerId,
          period: key,
          issueDate,
          dueDate: totals.dueDate,
          currency: settings.currency,
          previousBalance,
          subtotal: totals.subtotal,
          tax: totals.tax,
          charges: totals.charges,
          payments: paid,
          newBalance: totals.newBalance,
        },
        finalLines.map((final, index) => ({
          kind: final.kind,
          description: final.description.slice(0, 300),
          amount: final.amount,
          agreementId: lines[index]?.agreementId ?? null,
          facts: lines[index]?.facts ?? {},
        })),
        charges.map((charge) => charge.id),
        payments.map((payment) => payment.id),
      );
      // Payments already lowered the balance when recorded; the statement adds what the period charged.
      await addToBalance(tx, customerId, totals.charges);
      await announce(tx, {
        kind: 'statement_issued',
        customerId,
        statementId: statement.id,
        number,
        period: key,
        newBalance: totals.newBalance,
        currency: settings.currency,
        dueDate: totals.dueDate,
      });
      return true;
    });
    if (done) issued++;
    else skipped++;
  }
  return { period: key, issued, skipped };
}

/**
 * Tells each customer whose balance is overdue past the grace period, once per statement: the
 * reminder claim, the late fee (if the settings charge one) and the messages commit together.
 */
export async function sendOverdueReminders(db: Db, today: string) {
  const settings = await getBillingSettings(db);
  let sent = 0;
  for (const customer of await owingCustomers(db)) {
    const dues = await statementDues(db, customer.customerId);
    const overdue = overdueAmount(customer.balance, dues, today, settings.graceDays);
    const latest = dues[0];
    if (overdue <= 0 || !latest) continue;
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimOverdueReminder(tx, latest.id))) return false;
      await chargeLateFee(tx, settings, { customerId: customer.customerId, statement: latest, overdue, today });
      await announce(tx, {
        kind: 'billing_overdue',
        customerId: customer.customerId,
        overdue,
        balance: customer.balance,
        currency: settings.currency,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return { sent };
}
