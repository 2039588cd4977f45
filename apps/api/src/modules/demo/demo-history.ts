import {
  addDays,
  isoDateInZone,
  issueDateOf,
  periodDueOn,
  periodStart,
  previousPeriod,
  type Period,
  type RentTiming,
} from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingStatements, users } from '../../db/schema/index.js';
import { getBillingSettings } from '../billing/billing.repository.js';
import { addCharge, updateBillingSettings } from '../billing/billing.service.js';
import { recordPayment } from '../billing/payments.service.js';
import { issueStatements, sendOverdueReminders } from '../billing/statements.service.js';
import { DEMO_ACCOUNTS, DEMO_BILLING } from './demo-data.js';

/** The three past periods the demo has statements for, oldest first: the last is the latest due today. */
export function demoHistoryPeriods(today: string, timing: RentTiming): [Period, Period, Period] {
  const third = periodDueOn(today, timing);
  const second = previousPeriod(third);
  return [previousPeriod(second), second, third];
}

/**
 * Three months of billing for the demo customer, made by the services the live system uses (so the
 * history cannot disagree with the rules): each past period issued by the billing run on its issue
 * date, the first statement paid in full, a goodwill credit, the second statement paid in part and
 * overdue, so the overdue reminder charges its late fee, which the third statement carries. The runs
 * are recorded as the scheduler's own, so the catch-up at start-up finds nothing left to issue.
 * Runs once, right after the demo data is seeded into an empty database.
 */
export async function seedDemoHistory(db: Db, now: Date = new Date()): Promise<void> {
  const initial = await getBillingSettings(db);
  const today = isoDateInZone(now, initial.timeZone);
  const settings = await updateBillingSettings(db, DEMO_BILLING.settings, initial.version);
  const [first, second, third] = demoHistoryPeriods(today, settings.rent_timing);

  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const [customer] = await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS[3].username));
  if (!admin || !customer) throw new Error('demo users missing');

  const issue = async (period: Period) => {
    const on = issueDateOf(period, settings.rent_timing);
    await issueStatements(db, period, on);
    const statements = await statementsOf(db, customer.id);
    const latest = statements.at(-1);
    if (!latest) throw new Error(`no demo statement for ${period.year}-${period.month}`);
    return { on, latest };
  };
  const pay = async (key: string, amount: number, paidOn: string, reference: string) => {
    await recordPayment(
      db,
      admin,
      { customer_id: customer.id, amount, paid_on: paidOn, method: 'bank_transfer', reference },
      { idempotencyKey: `demo-history-${key}`, now: new Date(`${paidOn}T10:00:00.000Z`), today: paidOn },
    );
  };

  // The first month is paid in full a week after its statement.
  const one = await issue(first);
  await pay('first', one.latest.newBalance, addDays(one.on, DEMO_BILLING.paidAfterDays), 'TRF-DEMO-1');

  // A goodwill credit in the second month, on that month's statement.
  await addCharge(
    db,
    admin,
    {
      customer_id: customer.id,
      kind: 'credit',
      amount: DEMO_BILLING.credit.amount,
      reason: DEMO_BILLING.credit.reason,
      charge_date: addDays(periodStart(second), DEMO_BILLING.credit.dayOfMonth - 1),
    },
    today,
  );
  const two = await issue(second);
  // Paid only in part: the rest is overdue once the grace period is over, and the reminder's late fee follows.
  const part = Math.floor((two.latest.newBalance * DEMO_BILLING.partialPaymentPercent) / 100 / 100) * 100;
  await pay('second', part, addDays(two.on, DEMO_BILLING.paidAfterDays), 'TRF-DEMO-2');
  const reminderDay = addDays(two.latest.dueDate, settings.grace_days + 1);
  if (reminderDay >= issueDateOf(third, settings.rent_timing))
    throw new Error('the demo overdue reminder would fall after the third statement');
  await sendOverdueReminders(db, reminderDay);

  await issue(third);
}

async function statementsOf(db: Db, customerId: number) {
  return db
    .select()
    .from(billingStatements)
    .where(eq(billingStatements.customerId, customerId))
    .orderBy(billingStatements.period);
}
