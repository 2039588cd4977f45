import {
  addDays,
  agreementTotal,
  dayNumber,
  isoOfDay,
  nextPeriod,
  parsePeriod,
  periodDueOn,
  periodKey,
  periodStart,
  type ChargeReason,
  type RentTiming,
} from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStatementLines, billingStatements, storageAgreements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  submitApplication,
} from '../agreements/agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Headers = Record<string, string>;

/** 100 units of standard space at 1.20 a unit: 120.00 a month. */
const MONTHLY = 12_000;

/**
 * A year of monthly runs, in advance and in arrears, each through the app as it runs: the clock moved
 * to each 1st (never waited for), the run of the period due that day, the extension asked for by the
 * customer and accepted by staff, and the early end when the last lot leaves (release delivered).
 */
describe('a year of statements in advance and in arrears (issue 46)', () => {
  let t: TestApp;
  let admin: Session;
  let branchId: number;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    branchId = await createBranch(t.app, admin.headers, 5_000);
    await createEmployee(t.app, admin.headers, branchId);
    const rate = await post('/api/billing/rates', admin.headers, {
      branch_id: branchId,
      storage_type: 'standard',
      unit_rate: 120,
      effective_from: '2020-01-01',
    });
    expect(rate.statusCode).toBe(201);
    locationId = (await post(`/api/branches/${branchId}/locations`, admin.headers, { code: 'Y-01' })).json().id;
  });
  afterAll(async () => t.close());

  function post(url: string, headers: Headers, payload: object) {
    return t.app.inject({ method: 'POST', url, headers, payload });
  }
  const moveClock = async (today: string) =>
    expect((await post('/api/billing/test-clock', admin.headers, { today })).statusCode).toBe(200);
  const setTiming = async (rentTiming: RentTiming) => {
    const current = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { rent_timing: rentTiming, version: current.json().version },
    });
    expect(response.statusCode).toBe(200);
  };
  const detail = async (id: number, headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: `/api/agreements/${id}/details`, headers })).json();

  /** An agreement with one lot stored, moved back to run from 15 January to 30 September 2024. */
  async function storedAgreement() {
    const customer = await registerCustomer(t.app);
    const applicationId = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: false,
      packing_services: false,
      transportation_needed: false,
    });
    const approval = await approve(t.app, admin.headers, applicationId, {
      branch_id: branchId,
      start_date: FUTURE_DATE,
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const { id, version } = approval.json().agreement as { id: number; version: number };
    const lot = await post(`/api/agreements/${id}/lots`, admin.headers, {
      name: 'Piano',
      category: 'Furniture',
      pieces: 1,
      value: 900,
      condition_note: 'Tuned',
      location_id: locationId,
    });
    expect(lot.statusCode, lot.body).toBe(201);
    expect((await post(`/api/agreements/${id}/intake/complete`, admin.headers, { version })).statusCode).toBe(200);
    // The approval refuses past start dates; the year is moved back.
    await t.db
      .update(storageAgreements)
      .set({ startDate: '2024-01-15', endDate: '2024-09-30' })
      .where(eq(storageAgreements.id, id));
    return { customer, id };
  }

  async function extendTo(id: number, customerHeaders: Headers, endDate: string) {
    const asked = await post(`/api/agreements/${id}/extensions`, customerHeaders, { end_date: endDate });
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = asked.json().extensions.find((extension: { status: string }) => extension.status === 'pending');
    const accepted = await post(`/api/agreements/${id}/extensions/${pending.id}/decision`, admin.headers, {
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  /** The customer asks for the lot back and it is delivered today: the agreement ends today. */
  async function releaseAll(id: number, customerHeaders: Headers) {
    const card = await detail(id, customerHeaders);
    const lotIds = card.lots.map((lot: { id: number }) => lot.id);
    const asked = await post(`/api/agreements/${id}/releases`, customerHeaders, {
      lot_ids: lotIds,
      method: 'pickup',
      date: FUTURE_DATE,
      version: card.version,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const done = await post(`/api/agreements/${id}/lots/${lotIds[0]}/release-step`, admin.headers, {
      status: 'delivered',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('closed');
  }

  it.each(['advance', 'arrears'] as const)(
    'when rent is in %s over a year with an extension and an early end, then every stored day is billed once and the statements add up to the pure total',
    async (timing) => {
      await setTiming(timing);
      try {
        const { customer, id } = await storedAgreement();
        // Twelve runs, on each 1st: January's to December's period.
        let runDay = timing === 'advance' ? '2024-01-01' : '2024-02-01';
        for (let run = 0; run < 12; run++) {
          if (runDay === '2024-06-01') {
            // Asked for and accepted in late May.
            await moveClock('2024-05-28');
            await extendTo(id, customer.headers, '2024-12-31');
          }
          if (runDay === '2024-11-01') {
            // The piano leaves on 20 October: the agreement ends that day.
            await moveClock('2024-10-20');
            await releaseAll(id, customer.headers);
          }
          await moveClock(runDay);
          const period = periodKey(periodDueOn(runDay, timing));
          const response = await post('/api/billing/statements/run', admin.headers, { period });
          expect(response.statusCode, response.body).toBe(200);
          runDay = periodStart(nextPeriod(parsePeriod(runDay.slice(0, 7))!));
        }

        const [agreement] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, id));
        expect(agreement).toMatchObject({ endDate: '2024-10-20', billedThrough: '2024-10-20', status: 'closed' });
        const lines = await t.db
          .select({ line: billingStatementLines, period: billingStatements.period })
          .from(billingStatementLines)
          .innerJoin(billingStatements, eq(billingStatements.id, billingStatementLines.statementId))
          .where(eq(billingStatements.customerId, customer.user.id));
        const periods = [...new Set(lines.map((row) => row.period))].sort();

        // Each day counted once per rent line that covers it, less once per credit that takes it back.
        const billed = new Map<string, number>();
        const count = (from: string, to: string, by: number) => {
          for (let day = dayNumber(from); day <= dayNumber(to); day++)
            billed.set(isoOfDay(day), (billed.get(isoOfDay(day)) ?? 0) + by);
        };
        for (const { line } of lines) {
          const facts = line.facts ?? {};
          if (line.kind === 'rent' && facts.from && facts.to) count(facts.from, facts.to, 1);
          const reason = facts.reason_code as ChargeReason | undefined;
          if (line.kind === 'credit' && reason?.kind === 'days_not_stored') count(reason.from, reason.to, -1);
        }
        for (let day = '2024-01-15'; day <= '2024-12-31'; day = addDays(day, 1))
          expect(billed.get(day) ?? 0, day).toBe(day <= '2024-10-20' ? 1 : 0);
        expect([...billed.keys()].every((day) => day >= '2024-01-15')).toBe(true);

        const sum = lines.reduce((total, { line }) => total + line.amount, 0);
        expect(sum).toBe(
          agreementTotal([{ effectiveFrom: '2024-01-15', monthlyRate: MONTHLY }], '2024-01-15', '2024-10-20'),
        );
        if (timing === 'advance') {
          // 1 October billed all of October; the end on the 20th takes 21-31 October back, on November's statement.
          const credits = lines.filter(({ line }) => line.kind === 'credit');
          expect(credits.map(({ period, line }) => [period, line.amount])).toEqual([
            [
              '2024-11',
              -(
                MONTHLY -
                agreementTotal([{ effectiveFrom: '2024-10-01', monthlyRate: MONTHLY }], '2024-10-01', '2024-10-20')
              ),
            ],
          ]);
        } else {
          // In arrears October is billed after the end: only its 20 days, no credit needed.
          expect(lines.some(({ line }) => line.kind === 'credit')).toBe(false);
        }
        expect(periods[0]).toBe('2024-01');
      } finally {
        await setTiming('arrears');
      }
    },
  );
});
