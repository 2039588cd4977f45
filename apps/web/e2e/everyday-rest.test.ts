import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, newPage, signInAs, withPage as withPageIn } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Turns maintenance mode on or off as the demo admin, through the API. */
async function setMaintenance(request: APIRequestContext, on: boolean) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const current = await request.get('/api/settings/system', { headers });
  const { version } = (await current.json()) as { version: number };
  const saved = await request.put('/api/settings/system', { headers, data: { maintenance_mode: on, version } });
  expect(saved.status()).toBe(200);
}

/** The goods table's item rows (not the loading placeholders), their height and how many fit on screen. */
async function rowFigures(page: Page) {
  const rows = page.locator('table tbody tr:not([aria-hidden="true"])');
  await rows.first().waitFor();
  await eventually(() => rows.count()).toBeGreaterThan(5);
  return rows.evaluateAll((all) => {
    const heights = all.map((row) => row.getBoundingClientRect().height);
    const visible = all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length;
    return { height: Math.max(...heights), visible };
  });
}

/** Issue 40 item 10, what was left: a real compact view, a maintenance page, toasts clear of the bar, every error at once. */
describe('everyday use, the rest of item 10', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when an employee turns on Compact View, then the goods rows are at most three quarters as tall and more of them fit on the screen', async () => {
    await withPage(async (page) => {
      await page.setViewportSize({ width: 1280, height: 1000 });
      const { username } = await newEmployee(page.request, `cv${tag()}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/goods');
      const roomy = await rowFigures(page);

      await page.goto('/employee/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await page.getByRole('switch', { name: 'Compact View' }).check();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);

      await page.goto('/employee/goods');
      const compact = await rowFigures(page);
      expect(compact.height, JSON.stringify({ roomy, compact })).toBeLessThanOrEqual(roomy.height * 0.75);
      expect(compact.visible).toBeGreaterThan(roomy.visible);
    });
  });

  it('when maintenance mode is on, then a signed-in employee sees the maintenance page with the message, the admin keeps working, and the screen is back once it is off', async () => {
    const { context, page } = await newPage(browser);
    const admin = await newPage(browser);
    try {
      const { username } = await newEmployee(page.request, `mt${tag()}`);
      await signInAs(page, username, E2E_PASSWORD);
      await signInAs(admin.page, 'admin', 'admin123');
      await setMaintenance(page.request, true);

      await page.reload();
      await page.getByRole('heading', { name: 'Down for maintenance' }).waitFor();
      await eventually(() =>
        page.getByText('Stockyard is down for maintenance. Please try again later.').isVisible(),
      ).toBe(true);
      expect(await page.getByText('Unable to load some dashboard data').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBeGreaterThan(0);

      // Admins keep working: their dashboard loads its figures.
      await admin.page.reload();
      await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(await admin.page.getByRole('heading', { name: 'Down for maintenance' }).count()).toBe(0);

      await setMaintenance(page.request, false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => page.getByRole('heading', { name: 'Down for maintenance' }).count()).toBe(0);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Unable to load some dashboard data').count()).toBe(0);
    } finally {
      await setMaintenance(page.request, false);
      await context.close();
      await admin.context.close();
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    it(`when a toast shows at ${viewport.width} px, then it does not cover the signed-in bar (bell, Logout)`, async () => {
      await withPage(async (page) => {
        await page.setViewportSize(viewport);
        await signInAs(page, 'admin', 'admin123');
        await page.goto('/admin/settings');
        await eventually(() => page.getByLabel('Site Name').inputValue()).not.toBe('');
        await page.getByRole('button', { name: 'Save Changes' }).first().click();
        const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'No changes to save' });
        await toast.waitFor();
        // Wait for its slide-in to end: the box is where it stays.
        await page.waitForTimeout(800);
        const toastBox = (await toast.boundingBox())!;
        const bar = (await page.locator('header').first().boundingBox())!;
        expect(overlaps(toastBox, bar), JSON.stringify({ toastBox, bar })).toBe(false);
        for (const name of [/notifications/i, /^logout$/i]) {
          const control = page.getByRole('button', { name }).first();
          if (!(await control.isVisible())) continue;
          expect(overlaps(toastBox, (await control.boundingBox())!)).toBe(false);
        }
      });
    });
  }

  it('when an item is sent with a missing name and a past expiry date, then both errors show on the first submit', async () => {
    await withPage(async (page) => {
      const { username } = await newEmployee(page.request, `ex${tag()}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/goods');
      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Item' });
      await dialog.getByLabel('Expiry Date').fill('2020-01-15');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await eventually(() => dialog.getByText('Product name is required').isVisible()).toBe(true);
      expect(await dialog.getByText('Expiry date should be in the future').isVisible()).toBe(true);
      expect(await dialog.getByText('Category is required').isVisible()).toBe(true);
    });
  });
});
