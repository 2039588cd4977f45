import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingSettings,
  billingStatementLines,
  billingStatements,
  outbox,
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
} from '../agreements/agreements.fixtures.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { issueStatements } from './statements.service.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Issue 38: a statement reads in its customer's language, money and dates in that locale. */
describe('statements in the customer’s language', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let statementId: number;
  let number: number;
  let agreementId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    expect((await putSystemSettings(t.app, admin.headers, { email_notifications: true })).statusCode).toBe(200);
    await t.db.update(billingSettings).set({ currency: 'EUR' });
    const branchId = await createBranch(t.app, admin.headers, 2_000, { name: `Lager Süd ${Date.now()}` });
    await createEmployee(t.app, admin.headers, branchId);
    customer = await registerCustomer(t.app);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: customer.headers,
      payload: { display: { language: 'de' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
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
    const [agreement] = await t.db
      .update(storageAgreements)
      .set({ startDate: '2026-09-16', endDate: '2026-12-31', status: 'active', monthlyRent: 123_456 })
      .where(eq(storageAgreements.applicationId, applicationId))
      .returning();
    agreementId = agreement!.id;
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/billing/charges',
      headers: admin.headers,
      payload: {
        customer_id: customer.user.id,
        kind: 'late_fee',
        amount: 1_000,
        reason: 'Zu spät',
        charge_date: '2026-09-20',
      },
    });
    expect(charge.statusCode).toBe(201);
    await issueStatements(t.db, { year: 2026, month: 9 }, '2026-10-01');
    const [statement] = await t.db
      .select()
      .from(billingStatements)
      .where(eq(billingStatements.customerId, customer.user.id));
    statementId = statement!.id;
    number = statement!.number;
  });
  afterAll(async () => t.close());

  const get = (suffix: string, session: Session = customer) =>
    t.app.inject({ method: 'GET', url: `/api/billing/statements/${statementId}${suffix}`, headers: session.headers });

  it('when a German customer downloads the PDF, then its words, money and dates are German', async () => {
    const pdf = await get('/pdf');
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    // 16-30 September of 1,234.56 a month: 123456 - floor(123456 * 15 / 30) = 61728.
    expect(text).toContain(`Abrechnung ${number}`);
    expect(text).toContain('Zeitraum: September 2026');
    expect(text).toContain('Ausgestellt: 1. Oktober 2026');
    expect(text).toContain(`Miete Nr. ${agreementId}:`);
    expect(text).toMatch(/Einheiten, 15\s+Tage/);
    expect(text).toContain('617,28 €');
    expect(text).toContain('Mahngebühr (20. September 2026): Zu spät');
    expect(text).toContain('Neuer Saldo');
    expect(text).toContain('627,28 €');
    expect(text).not.toContain('New balance');
  });

  it('when staff read the statement, then it is in the customer’s language too, and its stored lines keep their facts', async () => {
    const read = await get('', admin);
    expect(read.json()).toMatchObject({ language: 'de' });
    expect(read.json().lines.map((l: { description: string }) => l.description)).toEqual([
      expect.stringMatching(
        /^Miete Nr\. \d+: Lager Süd .*, 100 Einheiten, 15 Tage \(16\. September 2026 – 30\. September 2026\)$/,
      ),
      'Mahngebühr (20. September 2026): Zu spät',
    ]);
    const stored = await t.db
      .select()
      .from(billingStatementLines)
      .where(eq(billingStatementLines.statementId, statementId));
    expect(stored[0]).toMatchObject({
      kind: 'rent',
      amount: 61_728,
      facts: expect.objectContaining({ days: 15, volume: 100 }),
    });
    expect(stored[0]!.description).toMatch(/^Rent #\d+: /);
  });

  it('when the German customer downloads the CSV, then its headers and kinds are German and figures stay decimals', async () => {
    const csv = await get('/csv');
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n');
    expect(rows[0]).toBe(
      'Abrechnung,Zeitraum,Ausstellungsdatum,Fälligkeitsdatum,Währung,Kunde,Kundennummer,Anschrift des Kunden',
    );
    expect(rows[5]).toBe('Art,Beschreibung,Netto,MwSt.,Brutto');
    expect(csv.body).toContain('Neuer Saldo,,,,627.28');
    expect(csv.body).toContain('Mahngebühr,');
  });

  it('when the customer changes language, then the same issued statement reads in the new one and its figures stay', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: customer.headers,
      payload: { display: { language: 'fr' } },
    });
    const read = (await get('')).json();
    expect(read.language).toBe('fr');
    expect(read.lines[1].description).toBe('Pénalité de retard (20 septembre 2026): Zu spät');
    expect(read.new_balance).toBe(62_728);
  });

  it('when the statement is issued, then its mail is in German with the month and money in the German locale', async () => {
    const issued = (await t.db.select().from(outbox).where(eq(outbox.userId, customer.user.id))).find((row) =>
      row.subject.startsWith('Ihre Abrechnung'),
    );
    expect(issued?.subject).toBe(`Ihre Abrechnung Nr. ${number} für September 2026`);
    expect(issued?.text).toContain('627,28\u00a0€');
    expect(issued?.text).toContain('15. Oktober 2026');
  });
});
