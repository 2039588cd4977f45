import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

/**
 * Goods and their stock have one home in the web app (resources/goods.ts): one key for every view,
 * one stock mutation. A movement made on one screen is in every other screen's cache at once, in
 * the same browser session and without a reload.
 */
describe('shared resources', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const tag = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  /** Holds the goods list requests (GET /api/goods?...) until released: what shows meanwhile is the cache. */
  async function holdGoodsLists(page: Page) {
    const held: Route[] = [];
    const handler = (route: Route) => {
      held.push(route);
    };
    await page.route(/\/api\/goods\?/, handler);
    return {
      count: () => held.length,
      release: async () => {
        await Promise.all(held.map((route) => route.continue()));
        await page.unroute(/\/api\/goods\?/, handler);
      },
    };
  }

  /**
   * A route change inside the app, as a link makes it (history.pushState, then the popstate the
   * router listens to): the admin's screens have no link to the employee's, and a page.goto would
   * load the app again and empty its cache.
   */
  async function navigateInApp(page: Page, path: string) {
    await page.evaluate((to) => {
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  }

  it('when an employee moves stock on the inventory screen, then the goods screen shows the new quantity from its cache at once and its history lists the movement, without a reload', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const headers = { Authorization: `Bearer ${token}` };
      const name = `Shared Crate ${tag()}`;
      const created = await page.request.post('/api/goods', {
        headers,
        data: { name, category: 'Other', branch_id: 1, quantity: 5 },
      });
      expect(created.status()).toBe(201);

      // The employee goods screen first, so its list of this item is in the cache.
      await page.goto(`/employee/goods?search=${encodeURIComponent(name)}`);
      await page.getByText(name, { exact: true }).first().waitFor();
      await page.getByText('Qty: 5', { exact: true }).first().waitFor();
      // Survives only while the page is not loaded again.
      await page.evaluate(() => Object.assign(window, { sharedResourcesMarker: 'same page' }));

      // Inventory through the navigation bar: a route change inside the app.
      await page.getByRole('link', { name: 'Inventory' }).first().click();
      await page.waitForURL(/\/employee\/inventory/);
      await page.getByLabel('Search').fill(name);
      const quantity = page.getByLabel(`Quantity of ${name}`, { exact: true });
      await expect.poll(() => quantity.innerText()).toBe('5');
      await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      await page.locator('[data-sonner-toast]', { hasText: `Added 1 to ${name}: 5 → 6` }).waitFor();
      await expect.poll(() => quantity.innerText()).toBe('6');

      // Back to the goods screen with its list requests held: the 6 can only come from the cache.
      const lists = await holdGoodsLists(page);
      await page.goBack();
      await page.waitForURL(/\/employee\/goods/);
      await page.getByText(name, { exact: true }).first().waitFor();
      await page.getByText('Qty: 6', { exact: true }).first().waitFor();
      expect(await page.getByText('Qty: 5', { exact: true }).count()).toBe(0);
      expect(lists.count()).toBeGreaterThan(0);
      await lists.release();
      await page.getByText('Qty: 6', { exact: true }).first().waitFor();

      // The item's stock history on the goods screen lists the movement made on the inventory screen.
      await page.getByRole('button', { name: 'History' }).first().click();
      const history = page.getByRole('dialog', { name: 'Stock History' });
      await history.getByText('Quick Adjustment').first().waitFor();
      expect(await page.evaluate(() => (window as { sharedResourcesMarker?: string }).sharedResourcesMarker)).toBe(
        'same page',
      );
    });
  });

  it('when an admin moves stock with +/- on the inventory screen, then the admin and employee goods screens show the new quantity from their caches at once, without a reload', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const stamp = tag();
      const name = `Admin Shared Crate ${stamp}`;
      const created = await page.request.post('/api/goods', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name, category: 'Other', branch_id: 1, quantity: 5 },
      });
      expect(created.status()).toBe(201);
      // Two goods lists in the cache: the admin's by the full name, the employee screen's by the stamp.
      const adminGoods = `/admin/goods?search=${encodeURIComponent(name)}`;
      const employeeGoods = `/employee/goods?search=${stamp}`;

      await page.goto(adminGoods);
      await page.getByText(name, { exact: true }).first().waitFor();
      await page.getByText('Qty: 5', { exact: true }).first().waitFor();
      // Survives only while the page is not loaded again.
      await page.evaluate(() => Object.assign(window, { sharedResourcesMarker: 'same page' }));
      await navigateInApp(page, employeeGoods);
      await page.getByText(name, { exact: true }).first().waitFor();
      await page.getByText('Qty: 5', { exact: true }).first().waitFor();

      await navigateInApp(page, '/employee/inventory');
      await page.getByLabel('Search').fill(name);
      const quantity = page.getByLabel(`Quantity of ${name}`, { exact: true });
      await expect.poll(() => quantity.innerText()).toBe('5');
      await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      await page.locator('[data-sonner-toast]', { hasText: `Added 1 to ${name}: 5 → 6` }).waitFor();
      await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      await page.locator('[data-sonner-toast]', { hasText: `Added 1 to ${name}: 6 → 7` }).waitFor();
      await page.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
      await page.locator('[data-sonner-toast]', { hasText: `Removed 1 from ${name}: 7 → 6` }).waitFor();
      await expect.poll(() => quantity.innerText()).toBe('6');

      // Both goods screens with their list requests held: the 6 can only come from the cache.
      const lists = await holdGoodsLists(page);
      for (const screen of [adminGoods, employeeGoods]) {
        await navigateInApp(page, screen);
        await page.getByText(name, { exact: true }).first().waitFor();
        await page.getByText('Qty: 6', { exact: true }).first().waitFor();
        expect(await page.getByText('Qty: 5', { exact: true }).count()).toBe(0);
      }
      expect(lists.count()).toBeGreaterThan(0);
      await lists.release();
      await page.getByText('Qty: 6', { exact: true }).first().waitFor();
      expect(await page.evaluate(() => (window as { sharedResourcesMarker?: string }).sharedResourcesMarker)).toBe(
        'same page',
      );
    });
  });
});
