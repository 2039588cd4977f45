import { isoDateInZone, periodEnd, periodKey, type Period, type RentTiming } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  billingCharges,
  billingPayments,
  billingRuns,
  billingStatementLines,
  billingStatements,
  storageAgreements,
} from '../../db/schema/index.js';
import { getBillingSettings } from '../billing/billing.repository.js';
import { issueDuePeriods } from '../billing/statements.service.js';
import { demoHistoryPeriods, seedDemoHistory } from './demo-history.js';

// The demo as a first start leaves it (server.ts): the demo data, then its billing history.
let t: TestApp;
let today: string;
let periods: string[];
let last: Period;
beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  await seedDemoHistory(t.db, now);
  const settings = await getBillingSettings(t.db);
  today = isoDateInZone(now, settings.timeZone);
  const history = demoHistoryPeriods(today, settings.rentTiming as RentTiming);
  periods = history.map(periodKey);
  last = history[2];
});
afterAll(() => t.close());

describe('the demo billing history', () => {
  it('prices every demo agreement', async () => {
    const agreements = await t.db.select().from(storageAgreements);
    expect(agreements.length).toBeGreaterThan(0);
    for (const agreement of agreements) {
      expect(agreement.unitRate).toBeGreaterThan(0);
      expect(agreement.monthlyRent).toBeGreaterThan(0);
    }
  });

  it('issues the three past months as the billing run does, and records the runs', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/statements', headers: customer.headers });
    expect(response.statusCode).toBe(200);
    const statements = (response.json() as { statements: { period: string; number: number }[] }).statements;
    expect(statements.map((statement) => statement.period).sort()).toEqual(periods);
    const runs = await t.db.select().from(billingRuns).orderBy(billingRuns.period);
    expect(runs.map((run) => [run.period, run.issued])).toEqual(periods.map((period) => [period, 1]));
    // The agreement is billed through the last period's end.
    const [agreement] = await t.db.select().from(storageAgreements);
    const rent = await t.db
      .select({ total: sql<number>`sum(${billingStatementLines.amount})::int` })
      .from(billingStatementLines)
      .where(eq(billingStatementLines.kind, 'rent'));
    expect(agreement!.billedThrough).toBe(periodEnd(last));
    expect(rent[0]!.total).toBeGreaterThan(0);
  });

  it('holds a payment in full, a part payment and a credit line', async () => {
    const payments = await t.db.select().from(billingPayments).orderBy(billingPayments.paidOn);
    expect(payments).toHaveLength(2);
    const statements = await t.db.select().from(billingStatements).orderBy(billingStatements.period);
    // The first statement's balance is paid in full; the second's only in part.
    expect(payments[0]).toMatchObject({ amount: statements[0]!.newBalance, statementId: statements[1]!.id });
    expect(payments[1]!.statementId).toBe(statements[2]!.id);
    expect(payments[1]!.amount).toBeGreaterThan(0);
    expect(payments[1]!.amount).toBeLessThan(statements[1]!.newBalance);
    const credits = await t.db.select().from(billingStatementLines).where(eq(billingStatementLines.kind, 'credit'));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.amount).toBeLessThan(0);
    expect(credits[0]!.statementId).toBe(statements[1]!.id);
  });

  it('shows one overdue statement with its late fee on the next statement', async () => {
    const statements = await t.db.select().from(billingStatements).orderBy(billingStatements.period);
    const [fee] = await t.db.select().from(billingCharges).where(eq(billingCharges.kind, 'late_fee'));
    expect(fee).toMatchObject({ amount: 2500, statementId: statements[2]!.id });
    expect(fee!.reason).toContain(String(statements[1]!.number));
    const reminders = (await t.db.execute(sql`select statement_id from billing_reminders`)) as unknown as {
      rows: { statement_id: number }[];
    };
    expect(reminders.rows).toEqual([{ statement_id: statements[1]!.id }]);

    const customer = await signIn(t.app, DEMO.customer);
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/account', headers: customer.headers });
    const account = response.json() as { balance: number; overdue: number };
    expect(account.overdue).toBeGreaterThan(0);
    expect(account.balance).toBe(statements[2]!.newBalance);
  });

  it('shows as "not yet on a statement" what this month so far holds', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: customer.headers })).json();
    const account = (await read('/api/billing/account')) as { unbilled: number };
    const accrued = (await read('/api/billing/account/accrued')) as { charges: number; lines: unknown[] };
    expect(accrued.lines.length).toBeGreaterThan(0);
    expect(account.unbilled).toBe(accrued.charges);
  });

  it('leaves nothing for a second start to issue', async () => {
    const before = await t.db.select({ id: billingStatements.id }).from(billingStatements);
    expect(await issueDuePeriods(t.db, today)).toEqual([]);
    expect(await t.db.select({ id: billingStatements.id }).from(billingStatements)).toEqual(before);
  });
});
