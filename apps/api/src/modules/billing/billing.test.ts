import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAccounts,
  billingCharges,
  billingPayments,
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
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { registeredSince } from './billing.fixtures.js';
import { issueStatements } from './statements.service.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('billing: rates, quotes, statements and payments', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    [admin, employee] = await Promise.all([signIn(t.app, DEMO.admin), signIn(t.app, DEMO.employee)]);
    branchId = await createBranch(t.app, admin.headers, 5_000);
    await createEmployee(t.app, admin.headers, branchId);
    // Employees bill only customers with an agreement at their branches: employee1 works at this one.
    await worksAt(t.db, DEMO.employee.username, branchId);
    // This branch's standard space costs 1.20 a unit from 2026; the default (1.00) applies before.
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/billing/rates',
      headers: admin.headers,
      payload: { branch_id: branchId, storage_type: 'standard', unit_rate: 120, effective_from: '2026-01-01' },
    });
    expect(rate.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  /** An approved medium (100 units) standard application, its agreement moved to the given dates. */
  async function agreementFor(customer: Customer, startDate: string, endDate: string, services = {}) {
    const id = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: false,
      packing_services: false,
      transportation_needed: false,
      ...services,
    });
    const response = await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(200);
    await registeredSince(t.db, customer.user.id, startDate);
    // The approval refuses past start dates; a test of past periods moves the stored dates back.
    const [agreement] = await t.db
      .update(storageAgreements)
      .set({ startDate, endDate, status: 'active' })
      .where(eq(storageAgreements.applicationId, id))
      .returning();
    return agreement!;
  }

  const statementsOf = (customerId: number) =>
    t.db.select().from(billingStatements).where(eq(billingStatements.customerId, customerId));

  it('when a customer asks for a quote, then each branch shows the exact monthly price of its rate and the services', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing/quote?volume=100&storage_type=standard&insurance=true&packing=true&transportation=false',
      headers: (await registerCustomer(t.app)).headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('USD');
    const mine = body.branches.find((b: { branch_id: number }) => b.branch_id === branchId);
    // 100 units at 1.20; insurance 0.05 % of the 50,000 coverage = 25.00; packing 150.00 once; no tax.
    expect(mine).toMatchObject({
      unit_rate: 120,
      monthly_rent: 12_000,
      monthly_insurance: 2_500,
      monthly_tax: 0,
      monthly_total: 14_500,
      one_time_fees: 15_000,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/billing/quote?volume=0&storage_type=cellar',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('when an application is approved, then the agreement records the agreed rate and the one-time fees become charges', async () => {
    const customer = await registerCustomer(t.app);
    const id = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: true,
      packing_services: true,
      transportation_needed: true,
    });
    expect((await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE })).statusCode).toBe(
      200,
    );
    const [agreement] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.applicationId, id));
    expect(agreement).toMatchObject({
      storageType: 'standard',
      unitRate: 120,
      monthlyRent: 12_000,
      monthlyInsurance: 2_500,
    });
    const charges = await t.db.select().from(billingCharges).where(eq(billingCharges.customerId, customer.user.id));
    expect(charges.map((c) => [c.kind, c.amount, c.chargeDate]).sort()).toEqual([
      ['packing', 15_000, FUTURE_DATE],
      ['transportation', 10_000, FUTURE_DATE],
    ]);
    const account = await t.app.inject({ method: 'GET', url: '/api/billing/account', headers: customer.headers });
    // "Not yet on a statement" is this month so far: fees dated on a future start day are not yet in it.
    expect(account.json()).toMatchObject({ balance: 0, unbilled: 0 });
    expect(account.json().agreements[0]).toMatchObject({ unit_rate: 120, monthly_rent: 12_000 });
  });

  it('when the job runs twice for a period, then each customer gets one statement with the pro-rated rent and numbers have no gaps', async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    // a: from 16 April (30-day month): 12000 - floor(12000*15/30) = 6000. b: 1-10 April: floor(12000*10/30) = 4000.
    await agreementFor(a, '2026-04-16', '2026-09-15');
    await agreementFor(b, '2026-04-01', '2026-04-10');

    // A statement is dated the day it is issued: the run goes on 1 May.
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: '2026-05-01' },
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: admin.headers,
      payload: { period: '2026-04' },
    });
    expect(first.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: null },
    });
    const again = await issueStatements(t.db, { year: 2026, month: 4 }, '2026-05-02');
    expect(again.issued).toBe(0);

    const [sa] = await statementsOf(a.user.id);
    const [sb] = await statementsOf(b.user.id);
    expect(await statementsOf(a.user.id)).toHaveLength(1);
    expect(await statementsOf(b.user.id)).toHaveLength(1);
    expect(sa).toMatchObject({ period: '2026-04', issueDate: '2026-05-01', dueDate: '2026-05-15', charges: 6_000 });
    expect(sb).toMatchObject({ charges: 4_000, newBalance: 4_000 });

    const numbers = (await t.db.select({ n: billingStatements.number }).from(billingStatements))
      .map((r) => r.n)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));

    // May: a whole month for a (12000); b's agreement is over and owes its April balance, so it still gets one.
    await issueStatements(t.db, { year: 2026, month: 5 }, '2026-06-01');
    const may = await t.db.select().from(billingStatements).where(eq(billingStatements.period, '2026-05'));
    expect(may.find((s) => s.customerId === a.user.id)).toMatchObject({
      previousBalance: 6_000,
      charges: 12_000,
      newBalance: 18_000,
    });
    expect(may.find((s) => s.customerId === b.user.id)).toMatchObject({
      previousBalance: 4_000,
      charges: 0,
      newBalance: 4_000,
    });
  });

  it('when a period is not over, then it cannot be issued (409); a bad period is 400; only admins run it', async () => {
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: admin.headers,
      payload: { period: '2099-01' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('A period can be issued only once it is over');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: admin.headers,
      payload: { period: '2026-13' },
    });
    expect(bad.statusCode).toBe(400);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: employee.headers,
      payload: { period: '2026-04' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('when a payment exceeds the balance, then the credit carries forward and a credit line lowers the next statement', async () => {
    const c = await registerCustomer(t.app);
    await agreementFor(c, '2026-06-01', '2026-06-30');
    await issueStatements(t.db, { year: 2026, month: 6 }, '2026-07-01');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers: employee.headers,
      payload: {
        customer_id: c.user.id,
        amount: 15_000,
        paid_on: '2026-07-03',
        method: 'bank_transfer',
        reference: 'TX-1',
      },
    });
    expect(pay.statusCode).toBe(201);
    const credit = await t.app.inject({
      method: 'POST',
      url: '/api/billing/charges',
      headers: employee.headers,
      payload: { customer_id: c.user.id, kind: 'credit', amount: 500, reason: 'Goodwill', charge_date: '2026-07-05' },
    });
    expect(credit.statusCode).toBe(201);
    expect(credit.json().amount).toBe(-500);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/billing/customers/${c.user.id}`,
      headers: employee.headers,
    });
    expect(account.json()).toMatchObject({ balance: -3_000, unbilled: -500 });

    await issueStatements(t.db, { year: 2026, month: 7 }, '2026-08-01');
    const [july] = (await statementsOf(c.user.id)).filter((s) => s.period === '2026-07');
    expect(july).toMatchObject({ previousBalance: 12_000, charges: -500, payments: 15_000, newBalance: -3_500 });
    const [stored] = await t.db.select().from(billingAccounts).where(eq(billingAccounts.customerId, c.user.id));
    expect(stored?.balance).toBe(-3_500);
  });

  it('when payments or charges are invalid, then 400 names the field; an unknown customer is 404', async () => {
    const cases = [
      { amount: 0, paid_on: '2026-07-03', method: 'cash' },
      { amount: 10.5, paid_on: '2026-07-03', method: 'cash' },
      { amount: 100, paid_on: '2026-02-30', method: 'cash' },
      { amount: 100, paid_on: '2026-07-03', method: 'barter' },
    ];
    for (const payload of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing/payments',
        headers: employee.headers,
        payload: { customer_id: 1, ...payload },
      });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers: employee.headers,
      payload: { customer_id: 999_999, amount: 100, paid_on: '2026-07-03', method: 'cash' },
    });
    expect(unknown.statusCode).toBe(404);
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/billing/charges',
      headers: employee.headers,
      payload: { customer_id: 1, kind: 'charge', amount: 100, reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    const customer = await registerCustomer(t.app);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers: customer.headers,
      payload: { customer_id: customer.user.id, amount: 100, paid_on: '2026-07-03', method: 'cash' },
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it('when a payment and a statement are issued at the same moment, then the balance is exact either way', async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => registerCustomer(t.app)));
    for (const c of customers) await agreementFor(c, '2026-08-01', '2026-12-31');
    await Promise.all([
      issueStatements(t.db, { year: 2026, month: 8 }, '2026-09-01'),
      ...customers.map((c) =>
        t.app.inject({
          method: 'POST',
          url: '/api/billing/payments',
          headers: employee.headers,
          payload: { customer_id: c.user.id, amount: 5_000, paid_on: '2026-08-31', method: 'card' },
        }),
      ),
    ]);
    for (const c of customers) {
      const [statement] = await statementsOf(c.user.id);
      const [account] = await t.db.select().from(billingAccounts).where(eq(billingAccounts.customerId, c.user.id));
      const payments = await t.db.select().from(billingPayments).where(eq(billingPayments.customerId, c.user.id));
      const unattached = payments.filter((p) => p.statementId === null).reduce((s, p) => s + p.amount, 0);
      // The payment is on the statement or waits for the next; either way nothing is lost or counted twice.
      expect(statement!.charges).toBe(12_000);
      expect(statement!.payments + unattached).toBe(5_000);
      expect(account!.balance).toBe(12_000 - 5_000);
      expect(statement!.newBalance - unattached).toBe(7_000);
    }
  });

  it('when customers read statements, then they see only their own (404 otherwise) and the PDF and CSV hold the figures', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await agreementFor(owner, '2026-09-16', '2026-12-31');
    await issueStatements(t.db, { year: 2026, month: 9 }, '2026-10-01');
    const [statement] = await statementsOf(owner.user.id);

    const list = await t.app.inject({ method: 'GET', url: '/api/billing/statements', headers: owner.headers });
    expect(list.json().statements.map((s: { id: number }) => s.id)).toEqual([statement!.id]);
    const others = await t.app.inject({ method: 'GET', url: '/api/billing/statements', headers: other.headers });
    expect(others.json().total).toBe(0);
    for (const suffix of ['', '/pdf', '/csv']) {
      const denied = await t.app.inject({
        method: 'GET',
        url: `/api/billing/statements/${statement!.id}${suffix}`,
        headers: other.headers,
      });
      expect(denied.statusCode).toBe(404);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/billing/statements/${statement!.id}`,
      headers: owner.headers,
    });
    // 16-30 September: 12000 - floor(12000*15/30) = 6000.
    expect(read.json().lines).toEqual([expect.objectContaining({ kind: 'rent', amount: 6_000 })]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/billing/statements/${statement!.id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/billing/statements/${statement!.id}/csv`,
      headers: owner.headers,
    });
    expect(csv.body).toContain('New balance,,,,60.00');
    expect(csv.headers['content-disposition']).toContain(`statement-${statement!.number}.csv`);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/billing/export/statements?period=2026-09',
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n')[0]).toContain('number,customer_id,customer,period');
    expect(exported.body).toContain(`${statement!.number},${owner.user.id},`);
    const notForCustomers = await t.app.inject({
      method: 'GET',
      url: '/api/billing/export/payments',
      headers: owner.headers,
    });
    expect(notForCustomers.statusCode).toBe(403);
  });

  it('when balances age, then the admin sees them in buckets and overdue customers are reminded once', async () => {
    const late = await registerCustomer(t.app);
    await agreementFor(late, '2026-01-01', '2026-01-31');
    await issueStatements(t.db, { year: 2026, month: 1 }, '2026-02-01');
    const aged = await t.app.inject({ method: 'GET', url: '/api/billing/aged-balances', headers: admin.headers });
    expect(aged.statusCode).toBe(200);
    const row = aged.json().customers.find((c: { customer_id: number }) => c.customer_id === late.user.id);
    // January at the default 1.20 rate of this branch: 12000, due 15 February, long past.
    expect(row).toMatchObject({
      balance: 12_000,
      aged: { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 12_000 },
    });

    const { sendOverdueReminders } = await import('./statements.service.js');
    const today = new Date().toISOString().slice(0, 10);
    await sendOverdueReminders(t.db, today);
    const second = await sendOverdueReminders(t.db, today);
    expect(second.sent).toBe(0);
    const statements = await statementsOf(late.user.id);
    const { billingReminders } = await import('../../db/schema/index.js');
    const reminders = await t.db
      .select()
      .from(billingReminders)
      .where(
        inArray(
          billingReminders.statementId,
          statements.map((s) => s.id),
        ),
      );
    expect(reminders).toHaveLength(1);
  });

  it('when the admin changes the terms, then the version is checked and bad values are refused', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    const { version } = read.json();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { tax_basis_points: 800, version },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ tax_basis_points: 800, currency: 'USD', version: version + 1 });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { tax_basis_points: 0, version },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { tax_basis_points: 10_001, currency: 'XYZ', version: version + 1 },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { tax_basis_points: 0, version: version + 1 },
    });
  });

  it('when the test clock is moved, then the run refuses or accepts the period by that date', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: '2099-02-01' },
    });
    expect(moved.json()).toEqual({ today: '2099-02-01' });
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/billing/statements/run',
      headers: admin.headers,
      payload: { period: '2099-01' },
    });
    expect(run.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: null },
    });
  });
});
