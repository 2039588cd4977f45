import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const ZONE = 'America/Los_Angeles';
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** An instant's calendar day in the customer's zone, written DD/MM/YYYY (what en-GB writes). */
const dayOf = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(instant),
  );

/**
 * The numeric dates in a text that do not read DD/MM/YYYY: any YYYY-MM-DD, and any d/m/y whose
 * month is over 12 (11/23/2026 is month-first). A month-first date with a day of 12 or less looks
 * the same, which is why the test also looks for known dates written its way.
 */
function offPattern(text: string): string[] {
  const iso = text.match(/\b\d{4}-\d{1,2}-\d{1,2}\b/g) ?? [];
  const slashed = [...text.matchAll(/\b\d{1,4}\/(\d{1,2})\/\d{1,4}\b/g)]
    .filter(([whole, month]) => !/^\d{2}\/\d{2}\/\d{4}$/.test(whole) || Number(month) > 12)
    .map(([whole]) => whole);
  return [...iso, ...slashed];
}

const textOf = (locator: Locator) => locator.innerText();

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token}` };
}

/** Issue 18: every date a customer sees goes through the one formatter with their saved pattern and zone. */
describe('customer dates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when a customer reads dates as DD/MM/YYYY, then the dashboard, My Goods and a good’s details show every numeric date that way', async () => {
    const tag = Date.now().toString(36);
    const customer = await registerCustomer(`dates${tag}`);
    // Next year, on days past the 12th: 14/03 and 23/10 cannot be mistaken for month-first dates.
    const year = new Date().getUTCFullYear() + 1;
    const name = `Oak Dresser ${tag}`;

    await withPage(browser, async (page) => {
      await signInAs(page, customer.username, customer.password);
      const headers = await bearer(page);
      const saved = await page.request.put('/api/users/me/preferences', {
        headers,
        data: { display: { dateFormat: 'DD/MM/YYYY', timezone: ZONE } },
      });
      expect(saved.status()).toBe(200);

      const stored = await page.request.post('/api/goods/my-goods', {
        headers,
        data: {
          name,
          category: 'Furniture',
          value: 250,
          storage_date: `${year}-03-14`,
          storage_end_date: `${year}-10-23`,
        },
      });
      expect(stored.status()).toBe(201);
      const good = (await stored.json()) as { created_at: string };

      const applied = await page.request.post('/api/applications/submit', {
        headers,
        multipart: {
          application_data: JSON.stringify({
            full_name: `${customer.first_name} ${customer.last_name}`,
            email: customer.email,
            phone: customer.phone,
            item_type: 'Electronics',
            storage_type: 'standard',
          }),
          identification_doc: { name: `id-${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
        },
      });
      expect(applied.status()).toBe(201);
      const application = (await applied.json()) as { id: number; created_at: string };

      await page.reload();
      const row = page.getByRole('row', { name: new RegExp(name) });
      // The page starts with this browser's cached preferences and takes the server's copy (saved
      // above, as from another device) when it arrives (lib/theme-sync.tsx).
      await expect.poll(() => row.innerText()).toContain(dayOf(good.created_at));
      const mine = page.getByRole('region', { name: 'My Applications' });
      await expect
        .poll(() =>
          mine.getByText(`Application #${application.id}, submitted ${dayOf(application.created_at)}`).count(),
        )
        .toBe(1);
      expect(offPattern(await textOf(page.getByRole('main')))).toEqual([]);

      // The details dialog: the storage dates were printed as the server sends them (YYYY-MM-DD).
      await row.getByRole('button', { name: `View ${name}` }).click();
      const details = page.getByRole('dialog');
      await expect.poll(() => details.getByText(`14/03/${year}`).isVisible()).toBe(true);
      expect(await details.getByText(`23/10/${year}`).isVisible()).toBe(true);
      expect(await textOf(details)).toContain(dayOf(good.created_at));
      expect(offPattern(await textOf(details))).toEqual([]);
      await details.getByRole('button', { name: 'Close' }).first().click();

      // The other screens a customer reads: none prints a date its own way.
      for (const path of ['/customer/store-goods', '/customer/branch-capacity', '/customer/settings']) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        // The date format choices show each pattern's example, which is not a date of the page's.
        const text = await page.getByRole('main').evaluate((main) => {
          const copy = main.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('select').forEach((select) => select.remove());
          return copy.textContent ?? '';
        });
        expect(offPattern(text)).toEqual([]);
      }
    });
  });

  it('when a customer uses the app in German and has chosen no date format, then dates read as German writes them, and Settings offers a pattern that applies at once', async () => {
    const tag = Date.now().toString(36);
    const customer = await registerCustomer(`datesde${tag}`);
    const year = new Date().getUTCFullYear() + 1;
    const name = `Eichenkommode ${tag}`;

    await withPage(browser, async (page) => {
      await signInAs(page, customer.username, customer.password);
      const headers = await bearer(page);
      expect(
        (
          await page.request.put('/api/users/me/preferences', { headers, data: { display: { language: 'de' } } })
        ).status(),
      ).toBe(200);
      const stored = await page.request.post('/api/goods/my-goods', {
        headers,
        data: {
          name,
          category: 'Furniture',
          value: 250,
          storage_date: `${year}-03-14`,
          storage_end_date: `${year}-10-23`,
        },
      });
      expect(stored.status()).toBe(201);

      await page.goto('/customer/dashboard');
      const view = page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `${name} anzeigen` });
      await view.click();
      const details = page.getByRole('dialog');
      await expect.poll(() => details.getByText(`14.03.${year}`).isVisible()).toBe(true);
      expect(await details.getByText(`23.10.${year}`).isVisible()).toBe(true);
      expect(await textOf(details)).not.toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
      await page.keyboard.press('Escape');

      // Customers choose a pattern too (before, only employees could): it applies at once and is saved.
      await page.goto('/customer/settings');
      const pattern = page.getByLabel('Datumsformat');
      await expect.poll(() => pattern.inputValue()).toBe('auto');
      await pattern.selectOption('YYYY-MM-DD');
      await expect
        .poll(
          async () =>
            (
              (await (await page.request.get('/api/users/me/preferences', { headers })).json()) as {
                display: { dateFormat: string };
              }
            ).display.dateFormat,
        )
        .toBe('YYYY-MM-DD');
      await page.goto('/customer/dashboard');
      await view.click();
      await expect.poll(() => page.getByRole('dialog').getByText(`${year}-03-14`).isVisible()).toBe(true);
    });
  });
});
