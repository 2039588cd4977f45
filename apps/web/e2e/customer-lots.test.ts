import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranchNamed, adminToken } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

/** A stat card's figure, found by its label. */
const statValue = (page: Page, label: string) =>
  page
    .locator('div.rounded-xl', { has: page.getByText(label, { exact: true }) })
    .last()
    .locator('p')
    .nth(1)
    .innerText();

const bearer = async (page: Page, username: string, password: string) => {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
};

/** Issue 19: customers' stored goods kept apart from warehouse stock, on the inventory and goods screens. */
describe("customers' stored goods apart from warehouse stock", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo customer's lots are at Northside Depot: employee1 works there too, as an admin would set.
    const { context, page } = await newPage(browser);
    try {
      await addBranchNamed(await adminToken(page.request), 'employee1', 'Northside Depot');
    } finally {
      await context.close();
    }
  });
  afterAll(async () => browser?.close());

  it('when an employee opens the inventory, then warehouse stock shows by default and customer goods sit under their tab without plus or minus', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInAs(page, 'employee1', 'emp123');
      const headers = await bearer(page, 'employee1', 'emp123');
      await page.goto('/employee/inventory');
      const stockTab = page.getByRole('tab', { name: 'Warehouse Stock' });
      await expect.poll(() => stockTab.getAttribute('aria-selected')).toBe('true');

      await expect.poll(() => page.getByText('Wireless Barcode Scanner').first().isVisible()).toBe(true);
      expect(await page.getByRole('row', { name: /Family Heirloom Piano/ }).count()).toBe(0);
      expect(await page.getByRole('row', { name: /Road Bike/ }).count()).toBe(0);
      const summary = (await (await page.request.get('/api/inventory/summary', { headers })).json()) as {
        total_items: number;
      };
      const warehouse = (await (await page.request.get('/api/goods?owner=warehouse&limit=1', { headers })).json()) as {
        total: number;
      };
      expect(summary.total_items).toBe(warehouse.total);
      await expect.poll(() => statValue(page, 'Total Items')).toBe(String(warehouse.total));
      const alerts = page.locator('div.rounded-xl', { has: page.getByRole('heading', { name: 'Low Stock Alerts' }) });
      await expect.poll(() => alerts.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await alerts.innerText()).not.toMatch(/Piano|Road Bike|Archive Boxes/);

      await page.getByRole('tab', { name: 'Customer Goods' }).click();
      await page.waitForURL(/view=customer-goods/);
      const piano = page.getByRole('row', { name: /Family Heirloom Piano/ });
      await expect.poll(() => piano.isVisible()).toBe(true);
      const text = await piano.innerText();
      expect(text).toContain('Chris Carter');
      expect(text).toContain('Stored');
      expect(text).toContain('Northside Depot');
      expect(text).toMatch(/\d/);
      await expect.poll(() => page.getByRole('row', { name: /Road Bike/ }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /^(Increase|Decrease) quantity of/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Change status of Family Heirloom Piano' }).isEnabled()).toBe(true);

      // The tab is in the address: a reload opens it again.
      await page.reload();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Customer Goods' }).getAttribute('aria-selected'))
        .toBe('true');
    } finally {
      await context.close();
    }
  });

  it('when the customer goods tab is opened on a phone, then each lot is a card with owner, storage date, status and branch', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    try {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/inventory?view=customer-goods');
      const card = page.getByRole('list', { name: 'Customer goods' }).getByRole('listitem').filter({
        hasText: 'Family Heirloom Piano',
      });
      await expect.poll(() => card.isVisible()).toBe(true);
      const text = await card.innerText();
      for (const part of ['OWNER', 'STORAGE DATE', 'BRANCH', 'Chris Carter', 'Stored', 'Northside Depot'])
        expect(text.toUpperCase()).toContain(part.toUpperCase());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });

  it('when an admin filters goods by owner, then warehouse stock, customer goods and one customer each show theirs', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/goods');
      const owner = page.getByLabel('Owner');
      const table = page.locator('table');
      await expect.poll(() => table.isVisible()).toBe(true);

      await owner.selectOption('customers');
      await page.waitForURL(/owner=customers/);
      await expect.poll(() => table.innerText()).toContain('Family Heirloom Piano');
      const pianoRow = page.getByRole('row', { name: /Family Heirloom Piano/ });
      expect(await pianoRow.innerText()).toContain('Owner: Chris Carter');
      expect(await pianoRow.getByRole('button', { name: 'Update Stock' }).count()).toBe(0);
      expect(await pianoRow.getByRole('button', { name: 'Edit Item' }).count()).toBe(1);
      expect(await table.innerText()).not.toContain('Wireless Barcode Scanner');

      await owner.selectOption('warehouse');
      await page.waitForURL(/owner=warehouse/);
      await expect.poll(() => table.innerText()).not.toContain('Family Heirloom Piano');
      expect(await table.innerText()).not.toContain('Owner:');
      expect(await page.getByRole('row').nth(1).getByRole('button', { name: 'Update Stock' }).count()).toBe(1);

      await owner.selectOption({ label: await owner.locator('option', { hasText: 'Chris Carter' }).innerText() });
      await page.waitForURL(/owner=\d+/);
      await expect.poll(() => table.innerText()).toContain('Road Bike');
      expect(await table.innerText()).not.toContain('Wireless Barcode Scanner');

      // The category filter offers the one list: Sports once, no Sports Equipment.
      const categories = await page.getByLabel('Category').locator('option').allInnerTexts();
      expect(categories).toContain('Sports');
      expect(categories).toContain('Documents');
      expect(categories).not.toContain('Sports Equipment');
    } finally {
      await context.close();
    }
  });
});
