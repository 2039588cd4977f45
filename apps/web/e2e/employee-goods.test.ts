import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

const bearer = async (page: Page, username: string, password: string) => {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
};

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('employee goods', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee opens /employee/goods, then the goods list with its actions shows and Back leads to their dashboard', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/goods');
      await page.getByRole('heading', { name: 'Goods Management' }).waitFor();
      await page.getByText(/^\d+ items? found$/).waitFor();
      expect(await page.getByText(/As staff you can add and edit items/).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add Item' }).isVisible()).toBe(true);
      expect(await page.getByText('This screen is coming in this release.').count()).toBe(0);

      // Add Item offers the branches the employee works at, and no other (issue 49 item 8).
      const headers = await bearer(page, 'employee1', 'emp123');
      const workAt: number[] = (await (await page.request.get('/api/users/me', { headers })).json()).branch_ids;
      const listed = (await (await page.request.get('/api/branches', { headers })).json()) as
        { id: number; name: string }[] | { branches: { id: number; name: string }[] };
      const all = Array.isArray(listed) ? listed : listed.branches;
      const mine = all.filter((branch) => workAt.includes(branch.id)).map((branch) => branch.name);
      const others = all.filter((branch) => !workAt.includes(branch.id)).map((branch) => branch.name);
      expect(mine.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Add Item' }).click();
      const branchField = page.getByRole('dialog').getByLabel('Branch', { exact: true });
      await expect.poll(() => branchField.locator('option').allTextContents()).toEqual(expect.arrayContaining(mine));
      const offered = await branchField.locator('option').allTextContents();
      expect(offered.filter((name) => others.includes(name))).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/employee/dashboard');
    } finally {
      await context.close();
    }
  });

  it("when an employee removes a customer's lot, then a reason is asked, the customer reads it in the lot's history, and an admin purges it by its number", async () => {
    const name = `Harp ${Date.now().toString(36)}`;
    let productId = '';
    const { context, page } = await newPage(browser);
    try {
      const customer = await bearer(page, 'customer1', 'cust123');
      const stored = await page.request.post('/api/goods/my-goods', {
        headers: customer,
        data: { name, category: 'Furniture', value: 750 },
      });
      expect(stored.status()).toBe(201);
      productId = ((await stored.json()) as { product_id: string }).product_id;

      await signInAs(page, 'employee1', 'emp123');
      await page.goto(`/employee/goods?owner=customers&search=${encodeURIComponent(name)}`);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      await row.getByRole('button', { name: 'Remove Lot' }).click();
      const dialog = page.getByRole('dialog', { name: "Remove customer's lot" });
      await dialog.waitFor();
      // No reason, no removal.
      await dialog.getByRole('button', { name: 'Remove lot' }).click();
      await dialog.getByText('Say why the lot is removed: the customer reads it').waitFor();
      await dialog.getByLabel('Reason for removal').fill('The case arrived cracked; returned to the carrier');
      await dialog.getByRole('button', { name: 'Remove lot' }).click();
      await toast(page, 'Lot removed; the customer has been told');
      await expect.poll(() => row.innerText()).toContain('Removed');

      // The customer sees the removal and its reason in the lot's history.
      const view = await newPage(browser);
      try {
        await signInAs(view.page, 'customer1', 'cust123');
        await view.page.goto('/customer/dashboard');
        await view.page
          .getByRole('button', { name: `View ${name}` })
          .first()
          .click();
        const details = view.page.getByRole('dialog');
        await details.getByText('The case arrived cracked; returned to the carrier').waitFor();
        expect(await details.innerText()).toContain('Removed');
      } finally {
        await view.context.close();
      }
    } finally {
      await context.close();
    }

    // An admin purges the removed lot, typing its number as the second confirmation.
    const admin = await newPage(browser);
    try {
      await signInAs(admin.page, 'admin', 'admin123');
      await admin.page.goto(`/admin/goods?owner=customers&search=${encodeURIComponent(name)}`);
      const row = admin.page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      await row.getByRole('button', { name: 'Remove Lot' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Purge removed lot' });
      await dialog.waitFor();
      const purge = dialog.getByRole('button', { name: 'Purge for good' });
      expect(await purge.isDisabled()).toBe(true);
      expect(await dialog.innerText()).toContain(productId);
      await dialog.getByRole('textbox').fill(productId);
      await purge.click();
      await toast(admin.page, 'Lot purged');
      await expect.poll(() => row.count()).toBe(0);
    } finally {
      await admin.context.close();
    }
  });
});
