import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBranchWithStaff, registerCustomer } from './support/accounts.js';
import { baseUrl, launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const files = mkdtempSync(join(tmpdir(), 'stockyard-e2e-billing-'));
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

async function api(path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
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

/** "$12.34" for minor units, as the en-US screens write dollars. */
const dollars = (minor: number) => `$${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** A YYYY-MM period as an English reader sees it on screen and in the PDF. */
const monthName = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T12:00:00Z`),
  );

describe('billing: a quote while applying, a statement next month, a payment', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await login('admin', 'admin123')).access_token;
  });
  afterAll(async () => {
    await api('/billing/test-clock', adminToken, { today: null });
    await browser?.close();
  });
  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a customer is quoted, approved and the clock moves to next month, then the statement holds the pro-rated rent and a payment brings the balance to zero', async () => {
    const tag = Date.now().toString(36);
    const { name: branchName, id: branchId } = await newBranchWithStaff(tag, 500, ['employee1']);
    // This branch's standard space: 1.50 a unit a month, so 100 units cost 150.00.
    const today = new Date().toISOString().slice(0, 10);
    await api('/billing/rates', adminToken, {
      branch_id: branchId,
      storage_type: 'standard',
      unit_rate: 150,
      effective_from: '2020-01-01',
    });
    const customer = await registerCustomer(tag);
    const customerId = (await login(customer.username, customer.password)).user.id;
    const fullName = `${customer.first_name} ${customer.last_name}`;
    const idPath = join(files, `id-${tag}.pdf`);
    writeFileSync(idPath, PDF);

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByLabel('Item Type').selectOption('Furniture');
      await page.getByLabel('Estimated Volume').selectOption('medium');
      await page
        .locator('label', { hasText: /^Standard/ })
        .first()
        .click();
      await page.getByLabel('Storage Duration').selectOption('1-3-months');
      await page.getByRole('button', { name: 'Next Step' }).click();
      const quote = page.getByTestId('branch-quote').filter({ hasText: branchName });
      await expect.poll(() => quote.textContent()).toContain('$150.00 / month');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByLabel('Identification Document').setInputFiles(idPath);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/applications');
      await page.getByLabel('Search applications').fill(customer.last_name);
      await page.getByRole('button', { name: `View application from ${fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Application from ${fullName}` });
      await expect.poll(() => dialog.getByTestId('customer-balance').textContent()).toBe('Balance $0.00');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      const approval = page.getByRole('dialog', { name: 'Approve and reserve space' });
      const branchSelect = approval.getByLabel('Branch');
      await expect.poll(() => branchSelect.locator('option', { hasText: branchName }).count()).toBe(1);
      await branchSelect.selectOption({ label: `${branchName} (500 units available)` });
      await approval.getByLabel('Start date').fill(today);
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => page.getByText('Application status updated to Approved').isVisible()).toBe(true);
    });

    // The agreement starts today: this month's rent is the days from today to the month's end.
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const rent = 15_000 - Math.floor((15_000 * (day - 1)) / days);
    const period = today.slice(0, 7);
    const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    await api('/billing/test-clock', adminToken, { today: nextMonth });

    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/billing');
      await page.getByLabel('Month').fill(period);
      await page.getByRole('button', { name: 'Issue statements' }).click();
      await page
        .getByRole('dialog', { name: 'Issue statements?' })
        .getByRole('button', { name: 'Issue statements' })
        .click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: `issued for ${period}` })
            .isVisible(),
        )
        .toBe(true);
    });

    let statementNumber = '';
    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/billing');
      const row = page.getByTestId('statement-row').first();
      // The period in the reader's words ("December 2026").
      await expect.poll(() => row.textContent()).toContain(monthName(period));
      expect(await row.textContent()).toContain(dollars(rent));
      await expect.poll(() => page.getByTestId('billing-balance').textContent()).toBe(dollars(rent));
      await expect.poll(() => page.getByTestId('agreement-rate').textContent()).toBe('$150.00 / month');
      // The number cell reads "#5" (with its column's name before it on phones).
      statementNumber = /#(\d+)/.exec((await row.locator('td').first().textContent()) ?? '')?.[1] ?? '';

      const downloaded = page.waitForEvent('download');
      await row.getByRole('button', { name: `Download statement ${statementNumber} as PDF` }).click();
      const download = await downloaded;
      const path = join(files, `statement-${tag}.pdf`);
      await download.saveAs(path);
      const parser = new PDFParse({ data: readFileSync(path) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      expect(text).toContain(`Statement ${statementNumber}`);
      // Words, money and dates in the customer's language (English here).
      expect(text).toContain(`Period: ${monthName(period)}`);
      expect(text).toContain(dollars(rent));
      expect(text).toContain(fullName);
    });

    await withPage(async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/billing');
      await page.getByRole('tab', { name: 'Payments' }).click();
      await page.getByRole('combobox', { name: 'Customer', exact: true }).fill(customer.last_name);
      await page.getByRole('option', { name: new RegExp(`No\\. ${customerId} ·`) }).click();
      await expect.poll(() => page.getByTestId('entry-customer').textContent()).toContain(dollars(rent));
      await page.getByLabel('Amount').fill((rent / 100).toFixed(2));
      await page.getByLabel('Date', { exact: true }).fill(nextMonth);
      await page.getByLabel('Reference').fill(`TX-${tag}`);
      await page.getByRole('button', { name: 'Record payment' }).click();
      await expect.poll(() => page.getByText(`TX-${tag}`).isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/billing');
      await expect.poll(() => page.getByTestId('billing-balance').textContent()).toBe('$0.00');
      await expect.poll(() => page.getByText(`TX-${tag}`).isVisible()).toBe(true);
    });
    const account = await api('/billing/account', (await login(customer.username, customer.password)).access_token);
    expect(account.balance).toBe(0);
  }, 180_000);
});
