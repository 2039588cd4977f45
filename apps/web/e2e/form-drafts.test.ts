import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** The draft keys this browser holds (lib/form-draft.ts: stockyard-draft:<user id>:<form>). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stockyard-draft:')));

async function openAddItem(page: Page) {
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('dialog', { name: 'Add New Item' }).waitFor();
}

/** Issue 19: Auto-save keeps drafts of long forms; with it off, nothing is kept. */
describe('form drafts (auto-save)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee types in the item form and reloads, then the draft is restored, can be discarded, and a saved item leaves no draft', async () => {
    await withPage(browser, async (page) => {
      const { id, username } = await newEmployee(page.request, `draft${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/goods');
      await openAddItem(page);
      await page.getByLabel('Product Name').fill('Draft Lamp');
      await page.getByLabel('Description').fill('Typed before a reload');
      await eventually(() => draftKeys(page)).toEqual([`stockyard-draft:${id}:goods-item:new`]);

      await page.reload();
      await openAddItem(page);
      await page.getByText('Draft restored').waitFor();
      expect(await page.getByLabel('Product Name').inputValue()).toBe('Draft Lamp');
      expect(await page.getByLabel('Description').inputValue()).toBe('Typed before a reload');

      await page.getByRole('button', { name: 'Discard draft' }).click();
      await eventually(() => page.getByLabel('Product Name').inputValue()).toBe('');
      expect(await page.getByText('Draft restored').count()).toBe(0);
      await eventually(() => draftKeys(page)).toEqual([]);

      // Typed again and sent: the draft goes with the save.
      const name = `Draft Crate ${Date.now().toString(36)}`;
      await page.getByLabel('Product Name').fill(name);
      const dialog = page.getByRole('dialog', { name: 'Add New Item' });
      await dialog.getByLabel('Category').selectOption({ index: 1 });
      await dialog.getByLabel('Branch').selectOption({ index: 1 });
      await dialog.getByLabel('Price per Unit ($)').fill('12.50');
      await eventually(() => draftKeys(page)).toHaveLength(1);
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await draftKeys(page)).toEqual([]);
      await openAddItem(page);
      expect(await page.getByLabel('Product Name').inputValue()).toBe('');
      expect(await page.getByText('Draft restored').count()).toBe(0);
    });
  });

  it('when auto-save is turned off, then the drafts kept are removed and new typing is not kept', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `nodraft${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/goods');
      await openAddItem(page);
      await page.getByLabel('Product Name').fill('Kept Until Off');
      await eventually(() => draftKeys(page)).toHaveLength(1);

      await page.goto('/employee/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      const toggle = page.getByRole('switch', { name: 'Auto-save' });
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      expect(await draftKeys(page)).toEqual([]);

      await page.goto('/employee/goods');
      await openAddItem(page);
      expect(await page.getByLabel('Product Name').inputValue()).toBe('');
      await page.getByLabel('Product Name').fill('Not Kept');
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
      await page.reload();
      await openAddItem(page);
      expect(await page.getByLabel('Product Name').inputValue()).toBe('');
      expect(await page.getByText('Draft restored').count()).toBe(0);
    });
  });
});
