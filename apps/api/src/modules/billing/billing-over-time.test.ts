import { agreementTotal, parsePeriod, periodKey, periodsBetween, periodStart } from '@stockyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCharges,
  billingRuns,
  billingStatementLines,
  billingStatements,
  storageAgreements,
} from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  submitApplication,
  type Customer,
} from '../agreements/agreements.fixtures.js';
import { creditUnstoredDays } from './agreement-credits.js';
import { issueDuePeriods, issueStatements } from './statements.service.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** 100 units of standard space at this branch's 1.20 a unit: 120.00 a month. */
const MONTHLY = 12_000;

describe('billing over time: billed-through dates, catch-up, advance and arrears, credits', () => {
  let t: TestApp;
  let admin: Session;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    branchId = await createBranch(t.app, admin.headers, 5_000);
    await createEmployee(t.app, admin.headers, branchId);
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/billing/rates',
      headers: admin.headers,
      payload: { branch_id: branchId, storage_type: 'standard', unit_rate: 120, effective_from: '2020-01-01' },
    });
    expect(rate.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  async function agreementFor(customer: Customer, startDate: string, endDate: string, status = 'active') {
    const id = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: false,
      packing_services: true,
      transportation_needed: false,
    });
    const approval = await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(approval.statusCode, approval.body).toBe(200);
    // The approval refuses past start dates; the fees' charge date moves back with the agreement.
    const [agreement] = await t.db
      .update(storageAgreements)
      .set({ startDate, endDate, status })
      .where(eq(storageAgreements.applicationId, id))
      .returning();
    await t.db
      .update(billingCharges)
      .set({ chargeDate: startDate })
      .where(eq(billingCharges.agreementId, agreement!.id));
    return agreement!;
  }

  const linesOf = (customerId: number) =>
    t.db
      .select({ line: billingStatementLines, period: billingStatements.period })
      .from(billingStatementLines)
      .innerJoin(billingStatements, eq(billingStatements.id, billingStatementLines.statementId))
      .where(eq(billingStatements.customerId, customerId))
      .orderBy(billingStatements.number, billingStatementLines.position);
  const rentBilled = async (customerId: number, agreementId: number) =>
    (await linesOf(customerId))
      .filter(({ line }) => line.agreementId === agreementId && (line.kind === 'rent' || line.kind === 'credit'))
      .reduce((sum, { line }) => sum + line.amount, 0);
  const billedThrough = async (id: number) =>
    (await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, id)))[0]!.billedThrough;
  const setSettings = async (values: Record<string, unknown>) => {
    const current = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { ...values, version: current.json().version },
    });
    expect(response.statusCode).toBe(200);
  };

  it('when the server is off across two month ends, then one start issues both months once, each month its own statement', async () => {
    const customer = await registerCustomer(t.app);
    const agreement = await agreementFor(customer, '2025-02-01', '2025-04-30');
    // January ran before the server went off; nothing ran on 1 March nor on 1 April.
    await t.db.insert(billingRuns).values({ period: '2025-01', issued: 0, skipped: 0 });

    const results = await issueDuePeriods(t.db, '2025-04-05');
    expect(results.map((r) => r.period)).toEqual(['2025-02', '2025-03']);
    const statements = await t.db
      .select()
      .from(billingStatements)
      .where(eq(billingStatements.customerId, customer.user.id))
      .orderBy(billingStatements.period);
    expect(statements.map((s) => [s.period, s.issueDate])).toEqual([
      ['2025-02', '2025-04-05'],
      ['2025-03', '2025-04-05'],
    ]);
    // February: rent 120.00 and the packing fee; March: rent 120.00.
    expect(statements.map((s) => s.charges)).toEqual([MONTHLY + 15_000, MONTHLY]);
    expect(await billedThrough(agreement.id)).toBe('2025-03-31');

    // A second start, and a February run by hand, issue nothing more.
    expect(await issueDuePeriods(t.db, '2025-04-06')).toEqual([]);
    expect(await issueStatements(t.db, parsePeriod('2025-02')!, '2025-04-06')).toMatchObject({ issued: 0 });
    expect(await rentBilled(customer.user.id, agreement.id)).toBe(2 * MONTHLY);
  });

  it('when a month was never billed because its run came before the agreement, then the next run bills it as its own lines', async () => {
    const customer = await registerCustomer(t.app);
    // Created after the March run, starting in February: the April run bills February and March... as months.
    const agreement = await agreementFor(customer, '2025-02-10', '2025-05-31');
    const result = await issueStatements(t.db, parsePeriod('2025-04')!, '2025-05-01');
    expect(result.issued).toBeGreaterThanOrEqual(1);
    const rent = (await linesOf(customer.user.id)).filter(({ line }) => line.kind === 'rent');
    expect(rent.map(({ line }) => [line.facts?.from, line.facts?.to, line.amount])).toEqual([
      [
        '2025-02-10',
        '2025-02-28',
        agreementTotal([{ effectiveFrom: '2025-02-10', monthlyRate: MONTHLY }], '2025-02-10', '2025-02-28'),
      ],
      ['2025-03-01', '2025-03-31', MONTHLY],
      ['2025-04-01', '2025-04-30', MONTHLY],
    ]);
    expect(await billedThrough(agreement.id)).toBe('2025-04-30');
  });

  it('when the current month is issued in arrears, then it is refused with the reason and nothing is stored', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(billingStatements);
    const clock = await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: '2025-06-15' },
    });
    expect(clock.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: admin.headers,
      payload: { period: '2025-06' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('A period can be issued only once it is over');
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(billingStatements)).toEqual(before);
  });

  it('when a customer looks at this month so far, then they see the days accrued to today and nothing is stored', async () => {
    const customer = await registerCustomer(t.app);
    const agreement = await agreementFor(customer, '2025-06-01', '2025-12-31');
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: '2025-06-15' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing/account/accrued',
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    // 15 of June's 30 days of 120.00, and the packing fee dated at the start.
    expect(draft).toMatchObject({ as_of: '2025-06-15', previous_balance: 0, charges: MONTHLY / 2 + 15_000 });
    expect(draft.lines.map((l: { kind: string }) => l.kind)).toEqual(['rent', 'packing']);
    expect(await billedThrough(agreement.id)).toBeNull();
    const staffRead = await t.app.inject({
      method: 'GET',
      url: `/api/billing/customers/${customer.user.id}/accrued`,
      headers: admin.headers,
    });
    expect(staffRead.json().charges).toBe(draft.charges);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/billing/customers/999999/accrued',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('when rent is in advance and the customer cancels before intake, then rent and fees come back as credits with reasons', async () => {
    await setSettings({ rent_timing: 'advance' });
    try {
      const customer = await registerCustomer(t.app);
      const agreement = await agreementFor(customer, '2025-08-01', '2025-12-31', 'awaiting_intake');
      // Advance: August is billed on 1 August.
      expect((await issueStatements(t.db, parsePeriod('2025-08')!, '2025-08-01')).issued).toBeGreaterThanOrEqual(1);
      expect(await billedThrough(agreement.id)).toBe('2025-08-31');
      const [current] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, agreement.id));
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/test-clock',
        headers: admin.headers,
        payload: { today: '2025-08-20' },
      });
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/agreements/${agreement.id}/cancel`,
        headers: customer.headers,
        payload: { version: current!.version },
      });
      expect(cancel.statusCode).toBe(200);
      const credits = await t.db
        .select()
        .from(billingCharges)
        .where(and(eq(billingCharges.agreementId, agreement.id), eq(billingCharges.kind, 'credit')));
      expect(credits.map((c) => c.amount).sort((a, b) => a - b)).toEqual([-15_000, -MONTHLY]);
      expect(credits.every((c) => c.reason.includes('cancelled before intake'))).toBe(true);
      expect(await billedThrough(agreement.id)).toBeNull();

      // September's statement carries the credits; the agreement bills nothing more.
      await issueStatements(t.db, parsePeriod('2025-09')!, '2025-09-01');
      const september = (await linesOf(customer.user.id)).filter(({ period }) => period === '2025-09');
      expect(september.map(({ line }) => [line.kind, line.amount])).toEqual([
        ['credit', -MONTHLY],
        ['credit', -15_000],
      ]);
      // Rent, fee and both credits: the cancelled agreement costs nothing in the end.
      const all = (await linesOf(customer.user.id)).filter(({ line }) => line.agreementId === agreement.id);
      expect(all.reduce((sum, { line }) => sum + line.amount, 0)).toBe(0);
    } finally {
      await setSettings({ rent_timing: 'arrears' });
    }
  });

  it('when rent is in advance over a year with an extension and an early end, then every stored day is billed once', async () => {
    await setSettings({ rent_timing: 'advance' });
    try {
      const customer = await registerCustomer(t.app);
      let agreement = await agreementFor(customer, '2024-01-15', '2024-09-30');
      for (const period of periodsBetween(parsePeriod('2024-01')!, parsePeriod('2024-12')!)) {
        const today = periodStart(period);
        if (today === '2024-06-01') {
          // An extension to the end of the year, approved in May.
          await t.db
            .update(storageAgreements)
            .set({ endDate: '2024-12-31' })
            .where(eq(storageAgreements.id, agreement.id));
        }
        if (today === '2024-11-01') {
          // The last lot leaves on 20 October: the agreement ends early, what November billed comes back.
          [agreement] = (await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, agreement.id))) as [
            typeof agreement,
          ];
          await t.db.transaction(async (tx) => {
            await tx
              .update(storageAgreements)
              .set({ endDate: '2024-10-20', status: 'closed' })
              .where(eq(storageAgreements.id, agreement.id));
            await creditUnstoredDays(
              tx,
              agreement,
              { kind: 'ended_early', lastDay: '2024-10-20' },
              '2024-10-20',
              customer.user.id,
            );
          });
        }
        await issueStatements(t.db, period, today);
      }
      const expected = agreementTotal(
        [{ effectiveFrom: '2024-01-15', monthlyRate: MONTHLY }],
        '2024-01-15',
        '2024-10-20',
      );
      expect(await rentBilled(customer.user.id, agreement.id)).toBe(expected);
      expect(await billedThrough(agreement.id)).toBe('2024-10-20');
      const statements = await t.db
        .select()
        .from(billingStatements)
        .where(eq(billingStatements.customerId, customer.user.id));
      // One a month: November holds the credit for 21-31 October, December the balance still owed.
      expect(statements.map((s) => s.period).sort()).toEqual(
        periodsBetween(parsePeriod('2024-01')!, parsePeriod('2024-12')!).map(periodKey),
      );
    } finally {
      await setSettings({ rent_timing: 'arrears' });
    }
  });

  it('when anyone changes or deletes an issued statement or line in SQL, then the database refuses', async () => {
    const [statement] = await t.db.select().from(billingStatements).limit(1);
    expect(statement).toBeDefined();
    // drizzle wraps the database's error; its cause carries PostgreSQL's message.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(
      await refusal(
        t.db.update(billingStatements).set({ newBalance: 0 }).where(eq(billingStatements.id, statement!.id)),
      ),
    ).toMatch(/issued statements are immutable: UPDATE on billing_statements/);
    expect(
      await refusal(t.db.delete(billingStatementLines).where(eq(billingStatementLines.statementId, statement!.id))),
    ).toMatch(/immutable: DELETE on billing_statement_lines/);
    expect(await refusal(t.db.delete(billingStatements).where(eq(billingStatements.id, statement!.id)))).toMatch(
      /immutable: DELETE on billing_statements/,
    );
    const [still] = await t.db.select().from(billingStatements).where(eq(billingStatements.id, statement!.id));
    expect(still).toEqual(statement);
  });
});
