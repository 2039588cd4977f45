import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  billingCharges,
  billingSettings,
  storageAgreements,
  storageRates,
} from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  spaceOfBranch,
  submitApplication,
} from '../agreements/agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type BranchQuote = {
  branch_id: number;
  monthly_rent: number;
  monthly_insurance: number;
  monthly_tax: number;
  monthly_total: number;
  one_time_fees: number;
};

describe('one price: the quote, the reviewer, the approval and the agreement agree', () => {
  let t: TestApp;
  let admin: Session;
  let roomy: number;
  let small: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    roomy = await createBranch(t.app, admin.headers, 1_000);
    small = await createBranch(t.app, admin.headers, 60);
    await createEmployee(t.app, admin.headers, roomy);
    await createEmployee(t.app, admin.headers, small);
    // A tax, so the figures the places must agree on include one.
    await t.db.update(billingSettings).set({ taxBasisPoints: 800 });
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/billing/rates',
      headers: admin.headers,
      payload: { branch_id: roomy, storage_type: 'secure', unit_rate: 210, effective_from: '2020-01-01' },
    });
    expect(rate.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  const quoteFor = async (headers: Record<string, string>, query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/billing/quote?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { branches: BranchQuote[]; insurance_monthly: number; packing_fee: number };
  };

  it('when a customer is quoted, reviewed and approved, then the quote, the reviewer, the agreed rate and the account show the same figures', async () => {
    const customer = await registerCustomer(t.app);
    const quoted = await quoteFor(
      customer.headers,
      'volume=100&storage_type=secure&insurance=true&packing=true&transportation=false',
    );
    const atRoomy = quoted.branches.find((branch) => branch.branch_id === roomy);
    // 100 units at 2.10 = 210.00; insurance 0.05 % of 50,000 = 25.00; tax 8 % of 235.00 = 18.80.
    expect(atRoomy).toMatchObject({
      unit_rate: 210,
      monthly_rent: 21_000,
      monthly_insurance: 2_500,
      monthly_tax: 1_880,
      monthly_total: 25_380,
      one_time_fees: 15_000,
    });
    expect(quoted).toMatchObject({ insurance_monthly: 2_500, packing_fee: 15_000 });

    const id = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'secure',
      insurance_required: true,
      packing_services: true,
      transportation_needed: false,
    });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/placement-options`,
      headers: admin.headers,
    });
    expect(options.statusCode).toBe(200);
    const reviewed = options.json().branches.find((branch: { branch_id: number }) => branch.branch_id === roomy);
    expect(reviewed.price).toEqual({
      unit_rate: 210,
      monthly_rent: atRoomy!.monthly_rent,
      monthly_insurance: atRoomy!.monthly_insurance,
      monthly_tax: atRoomy!.monthly_tax,
      monthly_total: atRoomy!.monthly_total,
      one_time_fees: atRoomy!.one_time_fees,
    });
    expect(options.json().currency).toBe('USD');

    expect((await approve(t.app, admin.headers, id, { branch_id: roomy, start_date: FUTURE_DATE })).statusCode).toBe(
      200,
    );
    const [agreement] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.applicationId, id));
    expect(agreement).toMatchObject({ unitRate: 210, monthlyRent: 21_000, monthlyInsurance: 2_500 });
    const account = await t.app.inject({ method: 'GET', url: '/api/billing/account', headers: customer.headers });
    expect(account.json().agreements[0]).toMatchObject({
      unit_rate: 210,
      monthly_rent: atRoomy!.monthly_rent,
      monthly_insurance: atRoomy!.monthly_insurance,
    });
  });

  it('when a branch has less room than the volume, then the quote does not offer it', async () => {
    const customer = await registerCustomer(t.app);
    const fits = await quoteFor(customer.headers, 'volume=60&storage_type=standard');
    expect(fits.branches.map((branch) => branch.branch_id)).toContain(small);
    const tooBig = await quoteFor(customer.headers, 'volume=61&storage_type=standard');
    const offered = tooBig.branches.map((branch) => branch.branch_id);
    expect(offered).not.toContain(small);
    expect(offered).toContain(roomy);
  });

  it('when the storage type has no rate at the branch, then approval answers 409 telling to set a rate and changes nothing', async () => {
    // No default and no branch rate for refrigerated storage on this site.
    await t.db
      .delete(storageRates)
      .where(and(eq(storageRates.storageType, 'refrigerated'), isNull(storageRates.branchId)));
    const customer = await registerCustomer(t.app);
    const quoted = await quoteFor(customer.headers, 'volume=100&storage_type=refrigerated&packing=true');
    expect(quoted.branches).toEqual([]);
    const id = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'refrigerated',
      packing_services: true,
    });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/placement-options`,
      headers: admin.headers,
    });
    expect(
      options.json().branches.find((branch: { branch_id: number }) => branch.branch_id === roomy).price,
    ).toBeNull();
    const before = await spaceOfBranch(t.db, roomy);

    const response = await approve(t.app, admin.headers, id, { branch_id: roomy, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(
      /^No rate is set for Refrigerated storage at .+: set a rate in Billing first/,
    );

    const [application] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(application!.status).toBe('pending');
    expect(await t.db.select().from(storageAgreements).where(eq(storageAgreements.applicationId, id))).toEqual([]);
    expect(await t.db.select().from(billingCharges).where(eq(billingCharges.customerId, customer.user.id))).toEqual([]);
    expect(await spaceOfBranch(t.db, roomy)).toEqual(before);
  });

  it('when the demo data is seeded, then every demo agreement is priced by the same rates', async () => {
    const agreements = await t.db.select().from(storageAgreements);
    const demo = agreements.filter((agreement) => agreement.createdBy !== admin.user.id);
    expect(demo.length).toBeGreaterThan(0);
    for (const agreement of demo) {
      expect(agreement.unitRate).not.toBeNull();
      expect(agreement.monthlyRent).toBe(agreement.unitRate! * agreement.volume);
    }
  });
});
