import { addDays } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, billingPayments, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('billing payments: finding the customer, idempotency, duplicates, dates and refunds', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    [admin, employee] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.employee)]);
    today = new Date().toISOString().slice(0, 10);
  });
  afterAll(async () => t.close());

  async function customer(lastName = 'Customer') {
    const body = newCustomer({ last_name: lastName });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    return { ...(await signIn(t.app, body)), email: body.email };
  }
  const pay = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/billing/payments', headers: { ...admin.headers, ...headers }, payload });
  const paymentsOf = (customerId: number) =>
    t.db.select().from(billingPayments).where(eq(billingPayments.customerId, customerId));
  const balanceOf = async (customerId: number) =>
    (await t.db.select().from(billingAccounts).where(eq(billingAccounts.customerId, customerId)))[0]?.balance ?? 0;
  const moveClock = (date: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/billing/test-clock', headers: admin.headers, payload: { today: date } });

  it('when staff search by name, email or customer number, then matching customers in their scope come back, bounded', async () => {
    const found = await customer('Quillfeather');
    const search = (q: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api/billing/customers?q=${encodeURIComponent(q)}`, headers });
    const byName = await search('quillfeath');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().customers).toEqual([
      { id: found.user.id, customer_number: found.user.id, name: 'Test Quillfeather', email: found.email },
    ]);
    expect((await search(found.email.toUpperCase())).json().customers.map((c: { id: number }) => c.id)).toEqual([
      found.user.id,
    ]);
    expect((await search(String(found.user.id))).json().customers[0].id).toBe(found.user.id);
    // Wildcards are matched literally, not as patterns.
    expect((await search('%')).json().customers).toEqual([]);
    // employee1 has no branch with this customer's agreement: the customer is not theirs to bill.
    expect((await search('quillfeath', employee.headers)).json().customers).toEqual([]);
    expect((await search('')).statusCode).toBe(400);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: '/api/billing/customers?q=a&limit=21',
      headers: admin.headers,
    });
    expect(tooMany.statusCode).toBe(400);
    const asCustomer = await search('quillfeath', found.headers);
    expect(asCustomer.statusCode).toBe(403);
  });

  it('when a payment is sent twice with one Idempotency-Key, then the same payment answers and the balance moves once', async () => {
    const c = await customer();
    const body = { customer_id: c.user.id, amount: 2_500, paid_on: today, method: 'card', reference: 'K-1' };
    const key = { 'idempotency-key': `key-${c.user.id}` };
    const first = await pay(body, key);
    expect(first.statusCode).toBe(201);
    const again = await pay(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(c.user.id)).toHaveLength(1);
    expect(await balanceOf(c.user.id)).toBe(-2_500);

    const other = await pay({ ...body, amount: 2_600 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toMatch(/already used for a different payment/);
    const badKey = await pay(body, { 'idempotency-key': 'x'.repeat(101) });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().detail).toMatch(/Idempotency-Key/);
    expect(await paymentsOf(c.user.id)).toHaveLength(1);
    expect(await balanceOf(c.user.id)).toBe(-2_500);
  });

  it('when two requests with one key arrive at the same moment, then exactly one payment is recorded', async () => {
    const c = await customer();
    const body = { customer_id: c.user.id, amount: 1_000, paid_on: today, method: 'cash' };
    const key = { 'idempotency-key': `race-${c.user.id}` };
    const [a, b] = await Promise.all([pay(body, key), pay(body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await paymentsOf(c.user.id)).toHaveLength(1);
    expect(await balanceOf(c.user.id)).toBe(-1_000);
  });

  it('when two identical payments arrive at the same moment without a key, then the second is refused until confirmed, also under a new key', async () => {
    const c = await customer();
    const body = { customer_id: c.user.id, amount: 4_000, paid_on: today, method: 'bank_transfer', reference: 'TX-9' };
    const answers = await Promise.all([pay(body), pay(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'DUPLICATE_PAYMENT' });
    expect(refused.json().detail).toMatch(/less than 60 seconds ago.*confirm_duplicate/);
    expect(await paymentsOf(c.user.id)).toHaveLength(1);

    // A new key is a new submission: the same payment under it is still a double entry.
    const keyed = await pay(body, { 'idempotency-key': `other-${c.user.id}` });
    expect(keyed.statusCode).toBe(409);
    expect(keyed.json().code).toBe('DUPLICATE_PAYMENT');
    // Another reference is another payment.
    expect((await pay({ ...body, reference: 'TX-10' })).statusCode).toBe(201);
    const confirmed = await pay({ ...body, confirm_duplicate: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await paymentsOf(c.user.id)).toHaveLength(3);
    expect(await balanceOf(c.user.id)).toBe(-12_000);

    // A day later (the clock moved, not waited for) the same payment is no longer a double submission.
    await moveClock(addDays(today, 1));
    try {
      expect((await pay(body)).statusCode).toBe(201);
    } finally {
      await moveClock(null);
    }
  });

  it('when paid_on lies before registration or more than a week ahead, then 422 says the allowed range and nothing is stored', async () => {
    const c = await customer();
    const base = { customer_id: c.user.id, amount: 100, method: 'cash' };
    const early = await pay({ ...base, paid_on: '1900-01-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toBe(`The payment date cannot be before the customer registered (${today})`);
    const late = await pay({ ...base, paid_on: '9999-12-31' });
    expect(late.statusCode).toBe(422);
    expect(late.json().detail).toBe(
      `The payment date cannot be more than 7 days from today (latest ${addDays(today, 7)})`,
    );
    expect((await pay({ ...base, paid_on: addDays(today, 8) })).statusCode).toBe(422);
    expect((await pay({ ...base, paid_on: 'someday' })).statusCode).toBe(400);
    expect(await paymentsOf(c.user.id)).toHaveLength(0);
    expect((await pay({ ...base, paid_on: addDays(today, 7) })).statusCode).toBe(201);
    // The window follows the injectable clock: with today moved back before registration, nothing fits.
    await moveClock(addDays(today, -30));
    try {
      expect((await pay({ ...base, paid_on: today, reference: 'later' })).statusCode).toBe(422);
    } finally {
      await moveClock(null);
    }
    await t.db
      .update(users)
      .set({ createdAt: new Date('2020-01-01T12:00:00Z') })
      .where(eq(users.id, c.user.id));
    expect((await pay({ ...base, paid_on: '2020-01-01', reference: 'old' })).statusCode).toBe(201);
  });

  it('when a refund is recorded, then it needs a reason, raises the balance and lists and exports as negative', async () => {
    const c = await customer();
    await pay({ customer_id: c.user.id, amount: 5_000, paid_on: today, method: 'card' });
    const base = { customer_id: c.user.id, amount: 1_250, paid_on: today, method: 'card', direction: 'refund' };
    const noReason = await pay(base);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toContainEqual({ field: 'reason', message: 'Give the reason for the refund' });
    expect((await pay({ ...base, direction: 'back' })).statusCode).toBe(400);
    const refund = await pay({ ...base, reason: 'Overpaid in May' });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({ amount: -1_250, direction: 'refund', reason: 'Overpaid in May' });
    expect(await balanceOf(c.user.id)).toBe(-3_750);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/billing/payments?customer_id=${c.user.id}`,
      headers: admin.headers,
    });
    expect(list.json().payments.map((p: { amount: number }) => p.amount)).toEqual([-1_250, 5_000]);
    const exported = await t.app.inject({ method: 'GET', url: '/api/billing/export/payments', headers: admin.headers });
    expect(exported.body).toContain(`-12.50,card,,`);
  });
});
