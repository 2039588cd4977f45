import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCharges, billingPayments, billingStatements, storageAgreements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  submitApplication,
} from '../agreements/agreements.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { registeredSince } from './billing.fixtures.js';
import { issueStatements } from './statements.service.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Headers = Record<string, string>;

describe('billing by the employee’s branches', () => {
  let t: TestApp;
  let admin: Session;
  let inside: Session;
  let outside: Session;
  let customerId: number;
  let customerName: string;
  let statementId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    const branchId = await createBranch(t.app, admin.headers, 2_000);
    const elsewhere = await createBranch(t.app, admin.headers, 2_000);
    await createEmployee(t.app, admin.headers, branchId);
    await worksAt(t.db, DEMO.employee.username, branchId);
    await worksAt(t.db, DEMO.employee2.username, elsewhere);
    [inside, outside] = await Promise.all([signIn(t.app, DEMO.employee), signIn(t.app, DEMO.employee2)]);
    const customer = await registerCustomer(t.app);
    customerId = customer.user.id;
    await registeredSince(t.db, customerId, '2026-05-01');
    customerName = 'Test Customer';
    const applicationId = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: false,
      packing_services: false,
      transportation_needed: false,
    });
    expect(
      (await approve(t.app, admin.headers, applicationId, { branch_id: branchId, start_date: FUTURE_DATE })).statusCode,
    ).toBe(200);
    await t.db
      .update(storageAgreements)
      .set({ startDate: '2026-05-01', endDate: '2026-12-31', status: 'active' })
      .where(eq(storageAgreements.applicationId, applicationId));
    await issueStatements(t.db, { year: 2026, month: 5 }, '2026-06-01');
    const [statement] = await t.db.select().from(billingStatements).where(eq(billingStatements.customerId, customerId));
    statementId = statement!.id;
  });
  afterAll(async () => t.close());

  // Each test's payment has its own reference: the same payment twice within a minute is refused as a double submission.
  const payment = (headers: Headers, reference = 'R-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers,
      payload: { customer_id: customerId, amount: 2_500, paid_on: '2026-06-03', method: 'card', reference },
    });

  it('when an employee of the customer’s branch records a payment, then the answer names the customer', async () => {
    const response = await payment(inside.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ customer_id: customerId, customer_name: customerName, amount: 2_500 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/billing/payments?customer_id=${customerId}`,
      headers: inside.headers,
    });
    expect(listed.json().payments[0]).toMatchObject({ id: response.json().id, customer_name: customerName });
  });

  it('when an employee of another branch acts on the customer’s billing, then 404 and nothing is stored', async () => {
    const before = await t.db.select().from(billingPayments).where(eq(billingPayments.customerId, customerId));
    const refused = await payment(outside.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ detail: 'Customer not found', code: 'NOT_FOUND' });
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/billing/charges',
      headers: outside.headers,
      payload: { customer_id: customerId, kind: 'late_fee', amount: 900, reason: 'Late' },
    });
    expect(charge.statusCode).toBe(404);
    expect(await t.db.select().from(billingPayments).where(eq(billingPayments.customerId, customerId))).toHaveLength(
      before.length,
    );
    expect(await t.db.select().from(billingCharges).where(eq(billingCharges.customerId, customerId))).toHaveLength(0);

    const account = await t.app.inject({
      method: 'GET',
      url: `/api/billing/customers/${customerId}`,
      headers: outside.headers,
    });
    expect(account.statusCode).toBe(404);
    for (const suffix of ['', '/pdf', '/csv']) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/billing/statements/${statementId}${suffix}`,
        headers: outside.headers,
      });
      expect(read.statusCode).toBe(404);
    }
    for (const list of ['statements', 'payments']) {
      const all = await t.app.inject({ method: 'GET', url: `/api/billing/${list}`, headers: outside.headers });
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBe(0);
      const named = await t.app.inject({
        method: 'GET',
        url: `/api/billing/${list}?customer_id=${customerId}`,
        headers: outside.headers,
      });
      expect(named.json().total).toBe(0);
    }
  });

  it('when the employee of the branch or an admin reads the billing, then they see the customer', async () => {
    for (const reader of [inside, admin]) {
      const account = await t.app.inject({
        method: 'GET',
        url: `/api/billing/customers/${customerId}`,
        headers: reader.headers,
      });
      expect(account.statusCode).toBe(200);
      expect(account.json().customer_name).toBe(customerName);
      const statements = await t.app.inject({ method: 'GET', url: '/api/billing/statements', headers: reader.headers });
      expect(statements.json().statements.map((s: { id: number }) => s.id)).toContain(statementId);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/billing/statements/${statementId}/pdf`,
        headers: reader.headers,
      });
      expect(pdf.statusCode).toBe(200);
    }
  });

  it('when a customer’s application waits for review, then any employee reads their balance beside it but cannot bill them', async () => {
    const applicant = await registerCustomer(t.app);
    await submitApplication(t.app, applicant, { estimated_volume: 'small' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/billing/customers/${applicant.user.id}`,
      headers: outside.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ customer_id: applicant.user.id, balance: 0 });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/billing/payments',
      headers: outside.headers,
      payload: { customer_id: applicant.user.id, amount: 100, paid_on: '2026-06-03', method: 'cash' },
    });
    expect(paid.statusCode).toBe(404);
    expect(await t.db.select().from(billingPayments).where(eq(billingPayments.customerId, applicant.user.id))).toEqual(
      [],
    );
  });

  it('when an admin records a payment, then the answer names the customer too', async () => {
    const response = await payment(admin.headers, 'R-2');
    expect(response.statusCode).toBe(201);
    expect(response.json().customer_name).toBe(customerName);
  });
});
