import { parse } from 'csv-parse/sync';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPayments, billingStatements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { registeredSince } from './billing.fixtures.js';
import { issueStatements } from './statements.service.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, string>;
const cents = (text: string | undefined) => Math.round(Number(text || '0') * 100);

describe('billing exports that sum: numeric cells and the journal of a period', () => {
  let t: TestApp;
  let admin: Session;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp({ testClock: true });
    admin = await signIn(t.app, DEMO.admin);
    const read = await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers });
    const taxed = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/settings',
      headers: admin.headers,
      payload: { tax_basis_points: 800, version: read.json().version },
    });
    expect(taxed.statusCode).toBe(200);
    const customer = await registerCustomer(t.app);
    customerId = customer.user.id;
    await registeredSince(t.db, customerId, '2026-01-01');
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      expect(response.statusCode).toBe(201);
    };
    const who = { customer_id: customerId };
    await post('/api/billing/charges', {
      ...who,
      kind: 'charge',
      amount: 10_000,
      reason: 'Crate',
      charge_date: '2026-03-05',
    });
    await post('/api/billing/charges', {
      ...who,
      kind: 'credit',
      amount: 1_500,
      reason: 'Goodwill',
      charge_date: '2026-03-06',
    });
    await post('/api/billing/payments', {
      ...who,
      amount: 15_000,
      paid_on: '2026-03-10',
      method: 'card',
      reference: '=1+2',
    });
    await post('/api/billing/payments', {
      ...who,
      amount: 1_000,
      paid_on: '2026-03-12',
      method: 'card',
      direction: 'refund',
      reason: 'Paid twice',
    });
    await issueStatements(t.db, { year: 2026, month: 3 }, '2026-04-01');
  });
  afterAll(async () => t.close());

  const download = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });

  it('when the journal of a period is imported, then its debits equal its credits and match the statements and payments', async () => {
    const response = await download('/api/billing/export/journal?period=2026-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('journal-2026-03.csv');
    const rows = parse(response.body, { columns: true }) as Row[];
    expect(Object.keys(rows[0]!)).toEqual([
      'date',
      'account',
      'debit',
      'credit',
      'reference',
      'customer_number',
      'customer',
    ]);
    const sum = (filter: (row: Row) => boolean, side: 'debit' | 'credit') =>
      rows.filter(filter).reduce((total, row) => total + cents(row[side]), 0);
    const all = () => true;
    expect(sum(all, 'debit')).toBe(sum(all, 'credit'));
    expect(sum(all, 'debit')).toBeGreaterThan(0);

    const statements = await t.db.select().from(billingStatements).where(eq(billingStatements.period, '2026-03'));
    const payments = await t.db
      .select()
      .from(billingPayments)
      .where(and(between(billingPayments.paidOn, '2026-03-01', '2026-03-31')));
    const charged = statements.reduce((total, s) => total + s.charges, 0);
    const paid = payments.reduce((total, p) => total + p.amount, 0);
    const account = (name: string) => (row: Row) => row.account === name;
    const net = (name: string) => sum(account(name), 'debit') - sum(account(name), 'credit');
    expect(net('1100 Accounts receivable')).toBe(charged - paid);
    expect(net('1000 Cash')).toBe(paid);
    // Tax per line: a credit line takes back its tax, so tax payable nets to the statements' tax.
    expect(-net('2200 Tax payable')).toBe(statements.reduce((total, s) => total + s.tax, 0));

    // This customer: 100.00 charged with 8.00 tax (8 %), 15.00 credited with its 1.20, 150.00 paid, 10.00 refunded.
    const mine = rows.filter((row) => row.customer_number === String(customerId));
    const [statement] = statements.filter((s) => s.customerId === customerId);
    expect(mine.map((row) => [row.date, row.account, row.debit, row.credit, row.reference])).toEqual([
      ['2026-03-10', '1000 Cash', '150.00', '', expect.stringMatching(/^Payment \d+ \(=1\+2\)$/)],
      ['2026-03-10', '1100 Accounts receivable', '', '150.00', expect.stringMatching(/^Payment/)],
      ['2026-03-12', '1100 Accounts receivable', '10.00', '', expect.stringMatching(/^Refund \d+$/)],
      ['2026-03-12', '1000 Cash', '', '10.00', expect.stringMatching(/^Refund/)],
      ['2026-04-01', '1100 Accounts receivable', '100.00', '', `Statement ${statement!.number}`],
      ['2026-04-01', '4300 Other charges', '', '100.00', `Statement ${statement!.number}`],
      ['2026-04-01', '1100 Accounts receivable', '8.00', '', `Statement ${statement!.number}`],
      ['2026-04-01', '2200 Tax payable', '', '8.00', `Statement ${statement!.number}`],
      ['2026-04-01', '4900 Credits and allowances', '15.00', '', `Statement ${statement!.number}`],
      ['2026-04-01', '1100 Accounts receivable', '', '15.00', `Statement ${statement!.number}`],
      ['2026-04-01', '2200 Tax payable', '1.20', '', `Statement ${statement!.number}`],
      ['2026-04-01', '1100 Accounts receivable', '', '1.20', `Statement ${statement!.number}`],
    ]);
  });

  it('when billing CSVs hold negative amounts, then they are numbers while text cells stay escaped', async () => {
    const statements = await download('/api/billing/export/statements?period=2026-03');
    const [statement] = await t.db.select().from(billingStatements).where(eq(billingStatements.customerId, customerId));
    // 0 + 91.80 charged - 140.00 paid (150.00 less the 10.00 refund) = -48.20, a credit.
    expect(statement!.newBalance).toBe(-4_820);
    expect(statements.body).toContain(',-48.20\r\n');
    expect(statements.body).not.toContain("'-");
    const payments = await download('/api/billing/export/payments');
    expect(payments.body).toContain(",'=1+2,");
    expect(payments.body).toMatch(/,-10\.00,card,,\d+,refund,Paid twice\r\n/);
    const own = await download(`/api/billing/statements/${statement!.id}/csv`);
    expect(own.body).toContain(',-15.00,-1.20,-16.20\r\n');
  });

  it('when the period is missing or bad, or a customer asks, then 400 or 403', async () => {
    expect((await download('/api/billing/export/journal')).statusCode).toBe(400);
    const bad = await download('/api/billing/export/journal?period=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    const customer = await registerCustomer(t.app);
    expect((await download('/api/billing/export/journal?period=2026-03', customer.headers)).statusCode).toBe(403);
  });
});
