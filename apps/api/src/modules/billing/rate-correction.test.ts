import { agreementTotal, type RateStep } from '@stockyard/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementEvents,
  billingCharges,
  billingStatementLines,
  billingStatements,
  storageAgreements,
} from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import {
  approve,
  createBranch,
  FUTURE_DATE,
  submitApplication,
  type Customer,
} from '../agreements/agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** 100 units of standard space at 1.20 a unit: 120.00 a month; corrected to 1.00 (100.00) or 1.50 (150.00). */
const MONTHLY = 12_000;

describe('correcting an agreed rate after charging (issue 46)', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    branchId = await createBranch(t.app, admin.headers, 5_000);
    const body = newUserBody(branchId);
    await createViaApi(t.app, admin.headers, body);
    employee = await signIn(t.app, { username: body.username as string, password: TEST_PASSWORD });
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/billing/rates',
      headers: admin.headers,
      payload: { branch_id: branchId, storage_type: 'standard', unit_rate: 120, effective_from: '2020-01-01' },
    });
    expect(rate.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  async function agreementFor(customer: Customer, startDate: string, endDate: string) {
    const id = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: false,
      packing_services: false,
      transportation_needed: false,
    });
    const approval = await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(approval.statusCode, approval.body).toBe(200);
    // The approval refuses past start dates: the agreement is moved back to run through past months.
    const [agreement] = await t.db
      .update(storageAgreements)
      .set({ startDate, endDate, status: 'active' })
      .where(eq(storageAgreements.applicationId, id))
      .returning();
    return agreement!;
  }
  const moveClock = async (today: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today },
    });
    expect(response.statusCode).toBe(200);
  };
  /** The run of a month on the 1st after it (arrears, the default), by the admin's route. */
  const runMonth = async (period: string, today: string) => {
    await moveClock(today);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: admin.headers,
      payload: { period },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const current = async (id: number) =>
    (await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, id)))[0]!;
  const correct = (id: number, payload: Record<string, unknown>, session: Session = admin) =>
    t.app.inject({ method: 'POST', url: `/api/agreements/${id}/rate-correction`, headers: session.headers, payload });
  const chargesOf = (agreementId: number) =>
    t.db.select().from(billingCharges).where(eq(billingCharges.agreementId, agreementId)).orderBy(billingCharges.id);
  const agreementLines = (customerId: number, agreementId: number) =>
    t.db
      .select({ line: billingStatementLines, period: billingStatements.period, id: billingStatements.id })
      .from(billingStatementLines)
      .innerJoin(billingStatements, eq(billingStatements.id, billingStatementLines.statementId))
      .where(and(eq(billingStatements.customerId, customerId), eq(billingStatementLines.agreementId, agreementId)))
      .orderBy(billingStatements.number, billingStatementLines.position);

  it('when a rate is lowered from a billed day, then the next statement credits the difference per month with the reason, and later days bill at the new rate', async () => {
    const customer = await registerCustomer(t.app);
    const agreement = await agreementFor(customer, '2025-03-01', '2025-12-31');
    await runMonth('2025-03', '2025-04-01');
    await runMonth('2025-04', '2025-05-01');
    expect((await current(agreement.id)).billedThrough).toBe('2025-04-30');

    await moveClock('2025-05-10');
    const { version } = await current(agreement.id);
    const response = await correct(agreement.id, {
      unit_rate: 100,
      effective_from: '2025-03-16',
      reason: 'Agreed discount not applied',
      version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().version).toBe(version + 1);
    expect(response.headers.etag).toBe(`"${version + 1}"`);

    const before: RateStep[] = [{ effectiveFrom: '2025-03-01', monthlyRate: MONTHLY }];
    const after: RateStep[] = [...before, { effectiveFrom: '2025-03-16', monthlyRate: 10_000 }];
    // 16-31 March and all of April were billed at 120.00 and come back at 100.00: a credit each.
    const credits = await chargesOf(agreement.id);
    const march =
      agreementTotal(after, '2025-03-16', '2025-03-31') - agreementTotal(before, '2025-03-16', '2025-03-31');
    expect(credits.map((c) => [c.kind, c.amount, c.chargeDate])).toEqual([
      ['credit', march, '2025-05-10'],
      ['credit', -2_000, '2025-05-10'],
    ]);
    expect(march).toBe(-1_032);
    expect(credits[0]!.reasonCode).toEqual({
      kind: 'rate_correction',
      agreement_id: agreement.id,
      from: '2025-03-16',
      to: '2025-03-31',
      old_rate: 120,
      new_rate: 100,
      note: 'Agreed discount not applied',
    });
    const stored = await current(agreement.id);
    expect(stored).toMatchObject({ unitRate: 100, monthlyRent: 10_000, billedThrough: '2025-04-30' });
    expect(stored.rateHistory).toEqual([
      { effective_from: '2025-03-01', unit_rate: 120, monthly_rent: MONTHLY },
      { effective_from: '2025-03-16', unit_rate: 100, monthly_rent: 10_000 },
    ]);
    const events = await t.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreement.id));
    expect(events.map((e) => [e.kind, e.facts])).toContainEqual([
      'rate_corrected',
      { date: '2025-03-16', reason: 'Agreed discount not applied' },
    ]);

    // May's statement: May at the new rate, and both credits with their reason, which the customer reads.
    await runMonth('2025-05', '2025-06-01');
    const lines = await agreementLines(customer.user.id, agreement.id);
    const may = lines.filter(({ period }) => period === '2025-05');
    expect(may.map(({ line }) => [line.kind, line.amount])).toEqual([
      ['rent', 10_000],
      ['credit', -1_032],
      ['credit', -2_000],
    ]);
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/billing/statements/${may[0]!.id}`,
      headers: customer.headers,
    });
    const descriptions = statement.json().lines.map((l: { description: string }) => l.description);
    expect(descriptions).toContain(
      `Credit (May 10, 2025): Rate of agreement #${agreement.id} corrected from $1.20 to $1.00 per unit a month, for March 16, 2025 – March 31, 2025 (Agreed discount not applied)`,
    );
    // Every day from March to May billed once, at the rate in force on it: the sum is the new rates' total.
    expect(lines.reduce((sum, { line }) => sum + line.amount, 0)).toBe(
      agreementTotal(after, '2025-03-01', '2025-05-31'),
    );
  });

  it('when a rate is raised, then the billed days get a charge line, and a correction after billed-through adds no line', async () => {
    const customer = await registerCustomer(t.app);
    const agreement = await agreementFor(customer, '2025-03-01', '2025-08-31');
    await runMonth('2025-03', '2025-04-01');
    await moveClock('2025-04-03');
    const raised = await correct(agreement.id, {
      unit_rate: 150,
      effective_from: '2025-03-01',
      reason: 'Wrong storage type on approval',
      version: (await current(agreement.id)).version,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await chargesOf(agreement.id)).map((c) => [c.kind, c.amount])).toEqual([['charge', 3_000]]);

    // From 1 May, not billed yet: no line now, and May is billed at the new rate when its turn comes.
    const later = await correct(agreement.id, {
      unit_rate: 130,
      effective_from: '2025-05-01',
      reason: 'Yearly adjustment',
      version: raised.json().version,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await chargesOf(agreement.id)).toHaveLength(1);
    await runMonth('2025-04', '2025-05-01');
    await runMonth('2025-05', '2025-06-01');
    const rent = (await agreementLines(customer.user.id, agreement.id)).filter(({ line }) => line.kind === 'rent');
    expect(rent.map(({ line }) => line.amount)).toEqual([MONTHLY, 15_000, 13_000]);
  });

  it('when the input is bad, the version stale, the caller not an admin or the agreement cancelled, then nothing changes', async () => {
    const customer = await registerCustomer(t.app);
    const agreement = await agreementFor(customer, '2025-03-01', '2025-06-30');
    await runMonth('2025-03', '2025-04-01');
    const { version } = await current(agreement.id);
    const valid = { unit_rate: 100, effective_from: '2025-03-10', reason: 'Discount', version };

    const noReason = await correct(agreement.id, { ...valid, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toContainEqual({ field: 'reason', message: 'Give the reason for the correction' });
    expect((await correct(agreement.id, { ...valid, unit_rate: -1 })).statusCode).toBe(400);
    expect((await correct(agreement.id, { ...valid, effective_from: '2025-02-30' })).statusCode).toBe(400);
    const outside = await correct(agreement.id, { ...valid, effective_from: '2025-07-01' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().detail).toBe('The correction must take effect between the agreement’s start and end dates');
    const unchanged = await correct(agreement.id, { ...valid, unit_rate: 120 });
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json().detail).toBe('That is already the agreed rate from that date');
    const stale = await correct(agreement.id, { ...valid, version: version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await correct(agreement.id, { ...valid, version: undefined })).statusCode).toBe(428);
    expect((await correct(agreement.id, valid, employee)).statusCode).toBe(403);
    expect((await correct(agreement.id, valid, customer)).statusCode).toBe(403);
    expect((await correct(999_999, valid)).statusCode).toBe(404);
    await t.db.update(storageAgreements).set({ status: 'cancelled' }).where(eq(storageAgreements.id, agreement.id));
    const cancelled = await correct(agreement.id, valid);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe('A cancelled agreement has no rate left to correct');

    expect(await chargesOf(agreement.id)).toEqual([]);
    expect(await current(agreement.id)).toMatchObject({ version, unitRate: 120, rateHistory: null });
  });
});
