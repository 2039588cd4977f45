import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStatements, outbox, storageAgreements, users } from '../../db/schema/index.js';
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

const SELLER = {
  seller_name: 'Lagerhaus Müller GmbH',
  seller_address: 'Hafenstraße 12\n20457 Hamburg',
  seller_tax_id: 'DE123456789',
  payment_instructions: 'Bitte überweisen Sie auf IBAN DE89 3704 0044 0532 0130 00',
};

/** Issue 46 item 6: a statement is an invoice in the customer's language (19 % tax included, in German). */
describe('a statement as an invoice', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let statementId: number;
  let number: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    expect((await putSystemSettings(t.app, admin.headers, { email_notifications: true })).statusCode).toBe(200);
    const current = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: {
        ...SELLER,
        currency: 'EUR',
        tax_basis_points: 1_900,
        tax_inclusive: true,
        rent_timing: 'arrears',
        version: current.json().version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const branchId = await createBranch(t.app, admin.headers, 2_000, { name: `Lager Nord ${Date.now()}` });
    await createEmployee(t.app, admin.headers, branchId);
    customer = await registerCustomer(t.app);
    await t.db.update(users).set({ address: 'Gartenweg 3, 10115 Berlin' }).where(eq(users.id, customer.user.id));
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: customer.headers,
      payload: { display: { language: 'de' } },
    });
    expect(language.statusCode, language.body).toBe(200);
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
    // A whole September at 119.00 gross: 100.00 net and 19.00 tax.
    await t.db
      .update(storageAgreements)
      .set({ startDate: '2026-09-01', endDate: '2026-12-31', status: 'active', monthlyRent: 11_900 })
      .where(eq(storageAgreements.applicationId, applicationId));
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

  it('when the German customer reads the statement, then it names both parties and each line’s net, tax and gross', async () => {
    const read = await get('');
    expect(read.statusCode).toBe(200);
    expect(read.json().parties).toEqual({
      seller: {
        name: SELLER.seller_name,
        address: SELLER.seller_address,
        tax_id: SELLER.seller_tax_id,
        payment_instructions: SELLER.payment_instructions,
      },
      customer: { number: customer.user.id, name: expect.any(String), address: 'Gartenweg 3, 10115 Berlin' },
      tax_basis_points: 1_900,
      tax_inclusive: true,
    });
    expect(read.json().lines).toEqual([expect.objectContaining({ kind: 'rent', amount: 10_000, tax: 1_900 })]);
    expect(read.json()).toMatchObject({ subtotal: 10_000, tax: 1_900, charges: 11_900, payments: 0 });
  });

  it('when the German customer downloads the PDF, then it shows seller, customer number, MwSt and payment instructions', async () => {
    const pdf = await get('/pdf');
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(SELLER.seller_name);
    expect(text).toContain('Hafenstraße 12');
    expect(text).toContain('USt-IdNr.: DE123456789');
    expect(text).toContain('Rechnungsempfänger');
    expect(text).toContain(`Kundennummer: ${customer.user.id}`);
    expect(text).toContain('Gartenweg 3, 10115 Berlin');
    expect(text).toContain(`Abrechnungsnummer: ${number}`);
    expect(text).toMatch(/Netto\s+MwSt\.\s+Brutto/);
    expect(text).toMatch(/100,00 €\s+19,00 €\s+119,00 €/);
    expect(text).toMatch(/MwSt\. 19\s?%\s+19,00 €/);
    expect(text).toContain('Alle Preise enthalten die MwSt.');
    expect(text).toContain('Zahlungshinweise');
    expect(text).toContain(SELLER.payment_instructions);
    // Nothing paid: the payments row reads 0,00 €, never "-0,00 €".
    expect(text).toMatch(/Erhaltene Zahlungen\s+0,00 €/);
    expect(text).not.toMatch(/-0[,.]00/);
  });

  it('when the customer downloads the CSV, then it carries the parties and net, tax and gross per line', async () => {
    const csv = await get('/csv');
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n');
    expect(rows[0]).toBe(
      'Abrechnung,Zeitraum,Ausstellungsdatum,Fälligkeitsdatum,Währung,Kunde,Kundennummer,Anschrift des Kunden',
    );
    expect(rows[1]).toContain(`,${customer.user.id},"Gartenweg 3, 10115 Berlin"`);
    expect(rows[2]).toBe('Verkäufer,Anschrift des Verkäufers,USt-IdNr.,MwSt.-Satz,Preise inkl. MwSt.');
    expect(csv.body).toContain(`${SELLER.seller_name},"Hafenstraße 12\n20457 Hamburg",DE123456789,19.00,Ja`);
    expect(csv.body).toContain('Art,Beschreibung,Netto,MwSt.,Brutto\r\n');
    expect(csv.body).toMatch(/Miete,[^\r]*,100\.00,19\.00,119\.00\r\n/);
    expect(csv.body).toContain('Summe brutto dieses Zeitraums,,,,119.00');
    expect(csv.body).toContain('Erhaltene Zahlungen,,,,0.00');
    expect(csv.body).toContain(`Zahlungshinweise,${SELLER.payment_instructions}`);
  });

  it('when the statement is issued, then its German mail names number, total, due date and payment instructions', async () => {
    const mail = (await t.db.select().from(outbox).where(eq(outbox.userId, customer.user.id))).find(
      (row) => row.channel === 'email' && row.subject.startsWith('Ihre Abrechnung'),
    );
    expect(mail?.subject).toBe(`Ihre Abrechnung Nr. ${number} für September 2026`);
    expect(mail?.text).toContain(`#${number}`);
    expect(mail?.text).toContain('Summe brutto dieses Zeitraums');
    expect(mail?.text).toContain('119,00\u00a0€');
    expect(mail?.text).toContain('15. Oktober 2026');
    expect(mail?.text).toContain('So zahlen Sie');
    expect(mail?.text).toContain(SELLER.payment_instructions);
  });

  it('when seller details are too long, then the settings answer 400 and keep what was saved', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { seller_tax_id: 'X'.repeat(51), version: current.json().version },
    });
    expect(bad.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    expect(after.json()).toMatchObject({ seller_tax_id: SELLER.seller_tax_id, version: current.json().version });
  });

  it('when someone else’s statement is asked for, then the customer gets 404', async () => {
    const other = await registerCustomer(t.app);
    expect((await get('/pdf', other)).statusCode).toBe(404);
  });
});
