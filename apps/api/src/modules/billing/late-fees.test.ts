import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCharges, billingReminders, billingStatements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { addCharge } from './billing.fixtures.js';
import { issueStatements, sendOverdueReminders } from './statements.service.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('late fees with the overdue reminder, and aged balances by days overdue', () => {
  let t: TestApp;
  let admin: Session;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  /** A customer owing 100.00 on their statement for January 2026, due 15 February: long overdue. */
  async function overdueCustomer() {
    const customer = await registerCustomer(t.app);
    await addCharge(t.app, admin.headers, {
      customer_id: customer.user.id,
      amount: 10_000,
      reason: 'Storage',
      charge_date: '2026-01-10',
    });
    await issueStatements(t.db, { year: 2026, month: 1 }, '2026-02-01');
    return customer.user.id;
  }
  const lateFeesOf = (customerId: number) =>
    t.db
      .select()
      .from(billingCharges)
      .where(and(eq(billingCharges.customerId, customerId), eq(billingCharges.kind, 'late_fee')));
  async function setLateFee(terms: Record<string, unknown>) {
    const read = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    return t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { ...terms, version: read.json().version },
    });
  }

  it('when no late fee is set (the default), then the reminder goes out and nothing is charged', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    expect(read.json()).toMatchObject({ late_fee_kind: 'none', late_fee_amount: 0, late_fee_basis_points: 0 });
    const customerId = await overdueCustomer();
    await sendOverdueReminders(t.db, today);
    expect(await lateFeesOf(customerId)).toEqual([]);
  });

  it('when a flat fee is set, then an overdue statement gets exactly one fee with its one reminder', async () => {
    expect((await setLateFee({ late_fee_kind: 'flat', late_fee_amount: 2_500 })).statusCode).toBe(200);
    const customerId = await overdueCustomer();
    await sendOverdueReminders(t.db, today);
    await sendOverdueReminders(t.db, today);
    const [statement] = await t.db.select().from(billingStatements).where(eq(billingStatements.customerId, customerId));
    const fees = await lateFeesOf(customerId);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      amount: 2_500,
      chargeDate: today,
      statementId: null,
      // Kept as facts, rendered in each reader's language; the English words beside them.
      reasonCode: { kind: 'late_fee', statement: statement!.number },
      reason: `statement ${statement!.number} overdue`,
    });
    const reminders = await t.db.select().from(billingReminders).where(eq(billingReminders.statementId, statement!.id));
    expect(reminders).toHaveLength(1);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/billing/customers/${customerId}`,
      headers: admin.headers,
    });
    expect(account.json()).toMatchObject({ balance: 10_000, unbilled: 2_500 });
  });

  it('when a percent fee is set, then the fee is that share of the overdue amount', async () => {
    expect((await setLateFee({ late_fee_kind: 'percent', late_fee_basis_points: 1_000 })).statusCode).toBe(200);
    const customerId = await overdueCustomer();
    await sendOverdueReminders(t.db, today);
    expect((await lateFeesOf(customerId)).map((fee) => fee.amount)).toEqual([1_000]);
  });

  it('when the late fee terms are bad, then 400 names the field and nothing changes', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers })).json();
    for (const terms of [{ late_fee_kind: 'weekly' }, { late_fee_basis_points: 10_001 }, { late_fee_amount: -1 }]) {
      const response = await setLateFee(terms);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(Object.keys(terms)[0]);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers })).json();
    expect(after).toEqual(before);
  });

  it('when a statement is not yet due, then aged balances keep it apart from the overdue buckets', async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/charges',
      headers: admin.headers,
      payload: {
        customer_id: customer.user.id,
        kind: 'charge',
        amount: 4_000,
        reason: 'Storage',
        charge_date: '2026-03-05',
      },
    });
    // Issued on 1 April, due 15 April (14 days); read on the due date it is not yet due, a day later 1-30.
    await issueStatements(t.db, { year: 2026, month: 3 }, '2026-04-01');
    const agedOn = async (date: string) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/test-clock',
        headers: admin.headers,
        payload: { today: date },
      });
      const response = await t.app.inject({ method: 'GET', url: '/api/billing/aged-balances', headers: admin.headers });
      return response.json().customers.find((c: { customer_id: number }) => c.customer_id === customer.user.id).aged;
    };
    try {
      expect(await agedOn('2026-04-15')).toEqual({
        not_due: 4_000,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        days_over_90: 0,
      });
      expect(await agedOn('2026-04-16')).toMatchObject({ not_due: 0, days_1_30: 4_000 });
      expect(await agedOn('2026-05-16')).toMatchObject({ days_1_30: 0, days_31_60: 4_000 });
      expect(await agedOn('2026-07-14')).toMatchObject({ days_61_90: 4_000 });
      expect(await agedOn('2026-07-15')).toMatchObject({ days_61_90: 0, days_over_90: 4_000 });
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/test-clock',
        headers: admin.headers,
        payload: { today: null },
      });
    }
  });
});
