import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCharges, billingStatements, storageAgreements } from '../../db/schema/index.js';
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

/** The English words the system's reasons are made of; none may reach a German reader. */
const ENGLISH =
  /\b(agreement|corrected|unit a month|Days not stored|ended on|cancelled|before intake|fee returned|Packing service|overdue)\b/;

describe('reasons of credits and charges in the reader’s language (issue 46)', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let agreementId: number;
  let statementId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    const branchId = await createBranch(t.app, admin.headers, 2_000);
    await createEmployee(t.app, admin.headers, branchId);
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/rates',
      headers: admin.headers,
      payload: { branch_id: branchId, storage_type: 'standard', unit_rate: 120, effective_from: '2020-01-01' },
    });
    customer = await registerCustomer(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: customer.headers,
      payload: { display: { language: 'de' } },
    });
    const applicationId = await submitApplication(t.app, customer, {
      estimated_volume: 'medium',
      storage_type: 'standard',
      insurance_required: false,
      packing_services: true,
      transportation_needed: false,
    });
    expect(
      (await approve(t.app, admin.headers, applicationId, { branch_id: branchId, start_date: FUTURE_DATE })).statusCode,
    ).toBe(200);
    const [agreement] = await t.db
      .update(storageAgreements)
      .set({ startDate: '2025-03-01', endDate: '2025-12-31', status: 'active' })
      .where(eq(storageAgreements.applicationId, applicationId))
      .returning();
    agreementId = agreement!.id;
    await t.db
      .update(billingCharges)
      .set({ chargeDate: '2025-03-01' })
      .where(eq(billingCharges.agreementId, agreementId));

    const at = (today: string) =>
      t.app.inject({ method: 'POST', url: '/api/billing/test-clock', headers: admin.headers, payload: { today } });
    const run = (period: string) =>
      t.app.inject({ method: 'POST', url: '/api/billing/statements/run', headers: admin.headers, payload: { period } });
    await at('2025-04-01');
    expect((await run('2025-03')).statusCode).toBe(200);
    await at('2025-05-06');
    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/agreements/${agreementId}/rate-correction`,
      headers: admin.headers,
      payload: {
        unit_rate: 100,
        effective_from: '2025-03-01',
        reason: 'Rabatt vergessen',
        version: agreement!.version,
      },
    });
    expect(correction.statusCode, correction.body).toBe(200);
    await at('2025-06-02');
    expect((await run('2025-05')).statusCode).toBe(200);
    const [may] = await t.db
      .select()
      .from(billingStatements)
      .where(eq(billingStatements.customerId, customer.user.id))
      .orderBy(sql`${billingStatements.period} desc`)
      .limit(1);
    statementId = may!.id;
  });
  afterAll(async () => t.close());

  const get = (suffix: string) =>
    t.app.inject({ method: 'GET', url: `/api/billing/statements/${statementId}${suffix}`, headers: customer.headers });

  it('when a German customer reads the statement on screen, in the CSV and in the PDF, then the credit’s reason is German', async () => {
    const german = `Gutschrift (6. Mai 2025): Satz von Vertrag Nr. ${agreementId} von 1,20\u00a0$ auf 1,00\u00a0$ je Einheit und Monat berichtigt, für 1. März 2025 – 31. März 2025 (Rabatt vergessen)`;
    const screen = (await get('')).json();
    const descriptions = screen.lines.map((line: { description: string }) => line.description);
    expect(descriptions).toContain(german);
    for (const text of descriptions) expect(text).not.toMatch(ENGLISH);

    const csv = await get('/csv');
    expect(csv.body).toContain('Satz von Vertrag Nr.');
    expect(csv.body).not.toMatch(ENGLISH);

    const pdf = await get('/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(`Satz von Vertrag Nr. ${agreementId}`);
    expect(text).toContain('Rabatt vergessen');
    expect(text).not.toMatch(ENGLISH);
  });

  it('when the upgrade finds reasons stored in English, then the system’s become facts and typed ones stay as typed', async () => {
    const base = { customerId: customer.user.id, agreementId, chargeDate: '2025-06-10' };
    const rows = await t.db
      .insert(billingCharges)
      .values([
        {
          ...base,
          kind: 'credit',
          amount: -500,
          reason: `Days not stored, 2025-06-11 to 2025-06-30: agreement #${agreementId} ended on 2025-06-10`,
        },
        {
          ...base,
          kind: 'credit',
          amount: -400,
          reason: `Days not stored, 2025-03-01 to 2025-03-31: agreement #${agreementId} cancelled before intake`,
        },
        {
          ...base,
          kind: 'credit',
          amount: -300,
          reason: `Packing fee: agreement #${agreementId} cancelled before intake`,
        },
        { ...base, agreementId: null, kind: 'late_fee', amount: 250, reason: 'Late fee: statement 41 overdue' },
        { ...base, kind: 'transportation', amount: 200, reason: `Transportation, agreement #${agreementId}` },
        { ...base, kind: 'credit', amount: -100, reason: 'Goodwill for the late delivery' },
      ])
      .returning({ id: billingCharges.id });
    const ids = rows.map((row) => row.id);

    // The migration's own statements, run again over these rows as an upgrade runs them over old ones.
    const migration = readFileSync(
      new URL('../../db/migrations/0029_credit_reasons_rate_history.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE')))
      await t.db.execute(sql.raw(statement));

    const converted = await t.db
      .select({ reasonCode: billingCharges.reasonCode })
      .from(billingCharges)
      .where(inArray(billingCharges.id, ids))
      .orderBy(billingCharges.id);
    expect(converted.map((row) => row.reasonCode)).toEqual([
      {
        kind: 'days_not_stored',
        agreement_id: agreementId,
        from: '2025-06-11',
        to: '2025-06-30',
        cause: 'ended_early',
        last_day: '2025-06-10',
      },
      {
        kind: 'days_not_stored',
        agreement_id: agreementId,
        from: '2025-03-01',
        to: '2025-03-31',
        cause: 'cancelled_before_intake',
      },
      { kind: 'fee_returned', fee: 'packing', agreement_id: agreementId },
      { kind: 'late_fee', statement: 41 },
      { kind: 'service_fee', fee: 'transportation', agreement_id: agreementId },
      null,
    ]);

    // The German customer's next charges read in German; the typed reason as typed.
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/test-clock',
      headers: admin.headers,
      payload: { today: '2025-06-15' },
    });
    const accrued = await t.app.inject({
      method: 'GET',
      url: '/api/billing/account/accrued',
      headers: customer.headers,
    });
    const lines = accrued.json().lines.map((line: { description: string }) => line.description);
    expect(lines).toContain(
      `Gutschrift (10. Juni 2025): Nicht gelagerte Tage, 11. Juni 2025 – 30. Juni 2025: Vertrag Nr. ${agreementId} am 10. Juni 2025 beendet`,
    );
    expect(lines).toContain('Mahngebühr (10. Juni 2025): Abrechnung 41 überfällig');
    expect(lines).toContain('Gutschrift (10. Juni 2025): Goodwill for the late delivery');
  });
});
