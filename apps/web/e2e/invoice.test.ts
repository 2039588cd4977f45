import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, registerCustomer } from './support/accounts.js';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser.js';

const files = mkdtempSync(join(tmpdir(), 'stockyard-e2e-invoice-'));
/** Screenshots to look at after a run (SCREENSHOT_DIR), none otherwise. */
const shots = process.env.SCREENSHOT_DIR;

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function login(username: string, password: string) {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as { access_token: string; user: { id: number } };
}

const SELLER = {
  seller_name: 'Lagerhaus Nord GmbH',
  seller_address: 'Hafenstraße 12\n20457 Hamburg',
  seller_tax_id: 'DE987654321',
  payment_instructions: 'Überweisung an IBAN DE02 1203 0000 0000 2020 51, Verwendungszweck: Kundennummer',
};

/** Issue 46: a German customer's statement is an invoice, on screen and as a PDF; the month so far is shown. */
describe('invoices in the customer’s language', () => {
  let browser: Browser;
  let adminToken: string;
  let saved: Record<string, unknown>;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await login('admin', 'admin123')).access_token;
    saved = await api('GET', '/billing/settings', adminToken);
  });
  afterAll(async () => {
    await api('POST', '/billing/test-clock', adminToken, { today: null });
    // Put back what other tests read (tax and timing); the seller's words stay harmless.
    const now = await api('GET', '/billing/settings', adminToken);
    await api('PATCH', '/billing/settings', adminToken, {
      tax_basis_points: saved.tax_basis_points,
      tax_inclusive: saved.tax_inclusive,
      rent_timing: saved.rent_timing,
      version: now.version,
    });
    await browser?.close();
  });

  const at = async (width: number, run: (page: Page) => Promise<void>) => {
    const { context, page } = await newPage(browser, { width, height: 900 });
    try {
      await run(page);
    } finally {
      await context.close();
    }
  };
  const shoot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  };

  it('when the admin sets the seller and 19 % tax included, then the terms form shows them at 1280 and 360 px', async () => {
    for (const width of [1280, 360]) {
      await at(width, async (page) => {
        await signInAs(page, 'admin', 'admin123');
        await page.goto('/admin/billing');
        await page.getByRole('tab', { name: 'Rates and terms' }).click();
        const block = page.getByTestId('invoice-settings');
        if (width === 1280) {
          await page.getByLabel('Tax rate (%)').fill('19');
          await block.getByLabel('In arrears').check();
          await block.getByRole('switch', { name: 'Prices include tax' }).check();
          await block.getByLabel('Seller’s legal name').fill(SELLER.seller_name);
          await block.getByLabel('Seller’s address').fill(SELLER.seller_address);
          await block.getByLabel('Seller’s tax ID').fill(SELLER.seller_tax_id);
          await block.getByLabel('Payment instructions').fill(SELLER.payment_instructions);
          await page.getByRole('button', { name: 'Save terms' }).click();
          await expect
            .poll(async () => (await api('GET', '/billing/settings', adminToken)).seller_name)
            .toBe(SELLER.seller_name);
        }
        await expect.poll(() => block.getByLabel('Seller’s legal name').inputValue()).toBe(SELLER.seller_name);
        await shoot(page, `settings-${width}`);
      });
    }
    const stored = await api('GET', '/billing/settings', adminToken);
    expect(stored).toMatchObject({ ...SELLER, tax_basis_points: 1_900, tax_inclusive: true, rent_timing: 'arrears' });
  }, 120_000);

  it('when a German customer has a charge, then the month so far shows it, and once issued the statement and its PDF name seller, customer number, MwSt and how to pay', async () => {
    const tag = Date.now().toString(36);
    const customer = await registerCustomer(tag);
    const session = await login(customer.username, E2E_PASSWORD);
    await api('PATCH', '/users/me/preferences', session.access_token, { display: { language: 'de' } });
    const today = new Date().toISOString().slice(0, 10);
    await api('POST', '/billing/charges', adminToken, {
      customer_id: session.user.id,
      kind: 'charge',
      amount: 11_900,
      reason: `Sonderlieferung ${tag}`,
      charge_date: today,
    });

    await at(1280, async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/billing');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Bisherige Kosten diesen Monat' }).isVisible())
        .toBe(true);
      const draft = page.getByTestId('accrued-draft');
      await expect.poll(() => draft.textContent()).toContain(`Sonderlieferung ${tag}`);
      expect(await draft.textContent()).toContain('119,00');
      await shoot(page, 'accrued-1280');
    });

    await at(1280, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/billing');
      // This month is not over (rent in arrears): the card says why instead of nothing.
      await page.getByLabel('Month', { exact: true }).fill(today.slice(0, 7));
      await page.getByRole('button', { name: 'Issue statements' }).click();
      await page
        .getByRole('dialog', { name: 'Issue statements?' })
        .getByRole('button', { name: 'Issue statements' })
        .click();
      await expect
        .poll(() => page.getByTestId('run-refusal').textContent())
        .toBe('A period can be issued only once it is over');
      // Staff see the same month so far by the customer's number.
      await page.getByLabel('Customer number').fill(String(session.user.id));
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect.poll(() => page.getByTestId('accrued-draft').textContent()).toContain(`Sonderlieferung ${tag}`);
      await shoot(page, 'staff-accrued-1280');
    });

    const [year, month] = today.split('-').map(Number) as [number, number];
    const period = today.slice(0, 7);
    await api('POST', '/billing/test-clock', adminToken, {
      today: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10),
    });
    await api('POST', '/billing/statements/run', adminToken, { period });

    for (const width of [1280, 360]) {
      await at(width, async (page) => {
        await signInAs(page, customer.username, customer.password);
        await page.goto('/customer/billing');
        const row = page.getByTestId('statement-row').first();
        // The period in German words ("Dezember 2026").
        const germanMonth = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
        await expect.poll(() => row.textContent()).toContain(germanMonth.format(new Date(`${period}-01T12:00:00Z`)));
        const number = /#(\d+)/.exec((await row.locator('td').first().textContent()) ?? '')?.[1] ?? '';
        await row.getByRole('button', { name: `Abrechnung ${number} ansehen` }).click();
        const dialog = page.getByRole('dialog', { name: `Abrechnung ${number}` });
        const view = dialog.getByTestId('statement-view');
        await expect.poll(() => view.textContent()).toContain(SELLER.seller_name);
        const text = (await view.textContent()) ?? '';
        expect(text).toContain(`Kundennummer: ${session.user.id}`);
        expect(text).toContain('USt-IdNr.: DE987654321');
        expect(text).toMatch(/MwSt\. 19\s?%/);
        expect(text).toContain(SELLER.payment_instructions);
        await shoot(page, `statement-${width}`);
        if (width === 360) return;

        const downloaded = page.waitForEvent('download');
        await dialog.getByRole('button', { name: 'PDF herunterladen' }).click();
        const path = join(files, `statement-${tag}.pdf`);
        await (await downloaded).saveAs(path);
        const parser = new PDFParse({ data: readFileSync(path) });
        const pdf = (await parser.getText()).text;
        await parser.destroy();
        expect(pdf).toContain(SELLER.seller_name);
        expect(pdf).toContain(`Kundennummer: ${session.user.id}`);
        expect(pdf).toMatch(/MwSt\. 19\s?%\s+19,00\s\S+/);
        expect(pdf).toContain('Zahlungshinweise');
        expect(pdf).toContain(SELLER.payment_instructions);
        expect(pdf).not.toMatch(/-0,00/);
      });
    }
  }, 180_000);
});
