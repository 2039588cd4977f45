import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPhone } from '@stockyard/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD, newEmployee, registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A small but real PDF: the server checks the magic bytes, not only the extension. */
function writePdf(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'stockyard-e2e-files-')), name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return path;
}

/** Issue 40 in the browser: the walk's everyday surprises, one test per item. */
describe('everyday use', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a customer with the default privacy applies, then the wizard says who sees the contact details and the employee reviewing it sees them', async () => {
    const customer = await registerCustomer(tag().toLowerCase());
    const fullName = `${customer.first_name} ${customer.last_name}`;

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
      await expect
        .poll(() =>
          page
            .getByText(/The staff who process your application \(employees and administrators\) see the phone number/)
            .isVisible(),
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByLabel('Item Type').selectOption('Electronics');
      await page.locator('label', { hasText: 'Climate Controlled' }).click();
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('button', { name: 'Next Step' }).click();
      await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
      await page.getByLabel('Identification Document', { exact: true }).setInputFiles(writePdf('id.pdf'));
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    });

    for (const [username, password, path] of [
      ['employee1', 'emp123', '/employee/applications'],
      ['admin', 'admin123', '/admin/applications'],
    ] as const) {
      await withPage(async (page) => {
        await signInAs(page, username, password);
        await page.goto(path);
        await page.getByLabel('Search applications').fill(customer.last_name);
        const view = page.getByRole('button', { name: `View application from ${fullName}` });
        await view.click();
        const dialog = page.getByRole('dialog', { name: `Application from ${fullName}` });
        // A number of the site's country (US) shows in its national form.
        await expect
          .poll(() => dialog.getByText(formatPhone(customer.phone, 'US'), { exact: true }).isVisible())
          .toBe(true);
        await expect.poll(() => dialog.getByText(customer.address, { exact: true }).isVisible()).toBe(true);
        expect(await dialog.getByText(/privacy setting/).count()).toBe(0);
      });
    }
  });

  it("when staff look at goods figures and exports, then customers' lots stay apart from warehouse stock", async () => {
    await withPage(async (page) => {
      const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
      const totalOf = async (owner: string) =>
        (await (await page.request.get(`/api/goods?owner=${owner}&limit=100`, { headers })).json()) as {
          total: number;
          goods: { name: string }[];
        };
      const stock = await totalOf('warehouse');
      const lots = await totalOf('customers');
      expect(lots.total).toBeGreaterThan(0);

      await signInAs(page, 'employee1', 'emp123');
      // The employee's own branches' stock (branch-scoped staff), asked as the employee.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const theirs = (await (
        await page.request.get('/api/goods?owner=warehouse&limit=1', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { total: number };
      expect(theirs.total).toBeGreaterThan(0);
      expect(theirs.total).toBeLessThanOrEqual(stock.total);
      await page.goto('/employee/dashboard');
      const figure = page.getByText('Goods in System', { exact: true }).locator('xpath=../following-sibling::p[1]');
      await expect.poll(() => figure.textContent()).toBe(String(theirs.total));
      const recent = page.getByRole('region', { name: 'Recent Goods' });
      await expect.poll(() => recent.getByRole('listitem').count()).toBeGreaterThan(0);
      for (const lot of lots.goods) expect(await recent.getByText(lot.name, { exact: true }).count()).toBe(0);
    });

    await withPage(async (page) => {
      const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
      const totalOf = async (owner: string) =>
        ((await (await page.request.get(`/api/goods?owner=${owner}&limit=1`, { headers })).json()) as { total: number })
          .total;
      const stock = { total: await totalOf('warehouse') };
      const lots = { total: await totalOf('customers') };
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/manage-goods');
      const exported = async () => {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export' }).click();
        return (await readFile((await (await download).path())!, 'utf8')).split('\r\n').filter(Boolean);
      };
      // All goods: the lots come with an owner column naming their owner.
      const all = await exported();
      expect(all[0]).toMatch(/,product_id,owner$/);
      expect(all).toHaveLength(1 + stock.total + lots.total);
      expect(all.filter((line) => !line.endsWith(','))).toHaveLength(1 + lots.total);
      // Export once the screen shows the filtered list (the button then exports that filter).
      await page.getByLabel('Owner').selectOption('warehouse');
      await page.getByText(`${stock.total.toLocaleString('en-US')} items found`, { exact: true }).waitFor();
      const warehouse = await exported();
      expect(warehouse[0]).toMatch(/,product_id$/);
      expect(warehouse).toHaveLength(1 + stock.total);
    });
  });

  it('when an employee completes a task with the hours spent, then they are stored and shown and the admin is told', async () => {
    const id = tag();
    const task = `Wrap pallets ${id}`;
    await withPage(async (page) => {
      const employee = await newEmployee(page.request, id.toLowerCase());
      const headers = { authorization: `Bearer ${employee.token}` };
      const created = await page.request.post('/api/assignments', {
        headers,
        data: { employee_id: employee.id, branch_id: 1, task, due_date: '2031-01-15' },
      });
      expect(created.status()).toBe(201);

      await signInAs(page, employee.username, E2E_PASSWORD);
      await page.goto('/employee/assignments');
      const mine = page.getByRole('article', { name: task });
      await mine.getByRole('button', { name: 'Start Task' }).click();
      await expect.poll(() => mine.getByRole('button', { name: 'Complete' }).isEnabled()).toBe(true);
      await mine.getByRole('button', { name: 'Complete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete assignment' });
      const hours = dialog.getByLabel('Actual hours');
      await hours.fill('1000');
      await dialog.getByRole('button', { name: 'Complete' }).click();
      await expect
        .poll(() => dialog.getByText('Actual hours must be a number from 0 to 999.9, in tenths of an hour').isVisible())
        .toBe(true);
      await hours.fill('2.5');
      await dialog.getByRole('button', { name: 'Complete' }).click();
      await expect.poll(() => page.getByText('Assignment status updated to Completed').isVisible()).toBe(true);
      await expect.poll(() => mine.getByText('2.5 / 8 h').isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const panel = page.getByRole('region', { name: 'Notifications list' });
      await expect
        .poll(() => panel.getByText(`completed "${task}" (2.5 h logged).`, { exact: false }).isVisible())
        .toBe(true);
      await page.goto('/admin/assignments');
      const card = page.getByRole('article', { name: task });
      await expect.poll(() => card.getByText('2.5 h logged').isVisible()).toBe(true);
    });
  });

  it('when a stock press is made by keyboard, then Tab reaches Undo, the toast stays while focused, and closes on its own only after 8 s', async () => {
    await withPage(async (page) => {
      const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
      const name = `Keyboard Crate ${tag()}`;
      const created = await page.request.post('/api/goods', {
        headers,
        data: { name, category: 'Other', branch_id: 1, quantity: 5 },
      });
      expect(created.status()).toBe(201);
      await page.clock.install();
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/inventory');
      await page.getByLabel('Search').fill(name);
      const quantity = page.getByLabel(`Quantity of ${name}`, { exact: true });
      await expect.poll(() => quantity.innerText()).toBe('5');
      const plus = page.getByRole('button', { name: `Increase quantity of ${name}` });
      const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

      // First press: left alone, the toast stays its 8 s and then goes.
      await plus.focus();
      await page.keyboard.press('Enter');
      const first = page.locator('[data-sonner-toast]', { hasText: `Added 1 to ${name}: 5 → 6` });
      await first.waitFor();
      await page.clock.runFor(7_500);
      expect(await first.isVisible()).toBe(true);
      await page.clock.runFor(1_500);
      await expect.poll(() => first.count()).toBe(0);

      // Second press: the next Tab goes to Undo; focused, the toast outlasts its time; Enter undoes.
      await plus.focus();
      await page.keyboard.press('Enter');
      const second = page.locator('[data-sonner-toast]', { hasText: `Added 1 to ${name}: 6 → 7` });
      await second.waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(focusedName).toBe('Undo');
      await page.clock.runFor(20_000);
      expect(await second.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('[data-sonner-toast]', { hasText: `Undone: ${name} 7 → 6` }).waitFor();
      await expect.poll(() => quantity.innerText()).toBe('6');
      // Focus is back on the button that made the change.
      expect(await plus.evaluate((button) => button === document.activeElement)).toBe(true);
    });
  });

  it('when a quantity is above the maximum, then the API and the inventory say Overstock, not In Stock', async () => {
    await withPage(async (page) => {
      const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
      const name = `Crowded Crate ${tag()}`;
      const created = await page.request.post('/api/goods', {
        headers,
        data: { name, category: 'Other', branch_id: 1, quantity: 320, max_quantity: 100 },
      });
      expect(created.status()).toBe(201);
      expect(((await created.json()) as { stock_status: string }).stock_status).toBe('overstock');
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/inventory');
      await page.getByLabel('Search').fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect.poll(() => row.getByText('Overstock', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByText('In Stock', { exact: true }).count()).toBe(0);
    });
  });

  it("when the admin writes a Site Description, then it is the landing page's subtitle and the page's meta description", async () => {
    await withPage(async (page) => {
      const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
      const save = async (changes: object) => {
        const before = (await (await page.request.get('/api/settings/system', { headers })).json()) as {
          version: number;
          site_description: string;
        };
        const saved = await page.request.put('/api/settings/system', {
          headers,
          data: { ...changes, version: before.version },
        });
        expect(saved.status()).toBe(200);
        return before.site_description;
      };
      const description = `Cold rooms and dry bays by the harbour ${tag()}`;
      const previous = await save({ site_description: description });
      try {
        await page.goto('/');
        await expect.poll(() => page.getByText(description, { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toBe(description);
      } finally {
        await save({ site_description: previous });
      }
    });
  });

  it('when a customer opens their settings, then no Promotions, Newsletter or Marketing switch promises mail that nothing sends', async () => {
    const customer = await registerCustomer(tag().toLowerCase());
    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/settings');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      const email = page.getByRole('group', { name: 'Email Notifications' });
      await email.getByRole('switch', { name: 'Order Updates' }).waitFor();
      expect(await email.getByRole('switch').count()).toBe(3);
      for (const name of [/Promotion/, /Newsletter/]) expect(await page.getByRole('switch', { name }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Privacy & Security' }).click();
      await page.getByLabel('Profile Visibility').waitFor();
      expect(await page.getByRole('switch', { name: /Marketing/ }).count()).toBe(0);
      await expect.poll(() => page.getByText(/Staff who process an application you submit/).isVisible()).toBe(true);
    });
  });

  it('when the API answers 429, then the dashboard says how long to wait rather than only that it failed', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      // What the server answers past the limit (its API test checks the header and the detail agree).
      await page.route('**/api/employee/dashboard*', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '42', 'content-type': 'application/json' },
          body: JSON.stringify({ detail: 'Too many requests. Try again in 42 s.', code: 'RATE_LIMITED' }),
        }),
      );
      await page.goto('/employee/dashboard');
      await expect
        .poll(() => page.getByText('Too many requests. Try again in 42 s.').isVisible(), { timeout: 30_000 })
        .toBe(true);
    });
  });
});
