import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The draft keys this browser holds (lib/form-draft.ts: stockyard-draft:<user id>:<form>). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stockyard-draft:')));
const draftForms = async (page: Page) => (await draftKeys(page)).map((key) => key.split(':').slice(2).join(':'));

async function newCustomer(request: APIRequestContext) {
  const username = `cust_${tag()}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      first_name: 'Dora',
      last_name: 'Draft',
      username,
      email: `${username}@example.com`,
      password: E2E_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  return username;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await eventually(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** Issue 40 item 1: every form that takes typing keeps a draft, by the auto-save preference. */
describe('drafts on every form that takes typing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when a customer types in the profile form and reloads, then the text is back; once saved, a reload shows no stale draft', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, await newCustomer(page.request), E2E_PASSWORD);
      await page.goto('/customer/settings');
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Dora');
      await page.getByLabel('Bio').fill('Typed before a reload');
      await page.getByLabel('Address').fill('7 Draft Lane');
      await eventually(() => draftForms(page)).toEqual(['profile']);

      await page.reload();
      await page.getByText('Draft restored').waitFor();
      expect(await page.getByLabel('Bio').inputValue()).toBe('Typed before a reload');
      expect(await page.getByLabel('Address').inputValue()).toBe('7 Draft Lane');

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      expect(await draftKeys(page)).toEqual([]);
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);

      await page.reload();
      await eventually(() => page.getByLabel('Bio').inputValue()).toBe('Typed before a reload');
      expect(await page.getByText('Draft restored').count()).toBe(0);
    });
  });

  it('when an admin types in Add Branch and in System Settings and reloads, then both are back; the branch saved and the settings discarded leave no draft', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const name = `Draft Depot ${tag()}`;
      await page.goto('/admin/manage-branches');
      await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
      let dialog = page.getByRole('dialog', { name: 'Add Branch' });
      await dialog.getByLabel('Branch Name').fill(name);
      await dialog.getByLabel('Location').fill('3 Draft Road, Springfield');
      await eventually(() => draftForms(page)).toEqual(['branch:new']);

      await page.goto('/admin/settings');
      const siteName = page.getByLabel('Site Name');
      await eventually(() => siteName.inputValue()).not.toBe('');
      const storedName = await siteName.inputValue();
      await siteName.fill('Stockyard Draft Site');
      await eventually(async () => (await draftForms(page)).sort()).toEqual(['branch:new', 'system-settings']);

      await page.reload();
      await page.getByText('Draft restored').waitFor();
      expect(await siteName.inputValue()).toBe('Stockyard Draft Site');
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await eventually(() => siteName.inputValue()).toBe(storedName);
      await eventually(() => draftForms(page)).toEqual(['branch:new']);

      await page.goto('/admin/manage-branches');
      await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
      dialog = page.getByRole('dialog', { name: 'Add Branch' });
      await dialog.getByText('Draft restored').waitFor();
      expect(await dialog.getByLabel('Branch Name').inputValue()).toBe(name);
      expect(await dialog.getByLabel('Location').inputValue()).toBe('3 Draft Road, Springfield');
      await dialog.getByLabel('Total Capacity').fill('40');
      await dialog.getByRole('button', { name: 'Add Branch' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name }).first().waitFor();
      expect(await draftKeys(page)).toEqual([]);

      await page.reload();
      await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
      dialog = page.getByRole('dialog', { name: 'Add Branch' });
      expect(await dialog.getByLabel('Branch Name').inputValue()).toBe('');
      expect(await dialog.getByText('Draft restored').count()).toBe(0);
    });
  });

  it('when an employee has auto-save off, then typing in the profile form keeps no draft and a reload brings nothing back', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `nd${tag()}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/settings');
      await openTab(page, 'Preferences');
      await page.getByRole('switch', { name: 'Auto-save' }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);

      await openTab(page, 'Profile');
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Sam');
      await page.getByLabel('Bio').fill('Not kept');
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
      await page.reload();
      await openTab(page, 'Profile');
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Sam');
      expect(await page.getByLabel('Bio').inputValue()).toBe('');
      expect(await page.getByText('Draft restored').count()).toBe(0);
    });
  });

  it('when a customer turns Auto-save off beside the theme, then the profile draft kept goes and new typing is not kept', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, await newCustomer(page.request), E2E_PASSWORD);
      await page.goto('/customer/settings');
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Dora');
      await page.getByLabel('Bio').fill('Kept until off');
      await eventually(() => draftForms(page)).toEqual(['profile']);

      const toggle = page.getByRole('switch', { name: 'Auto-save' });
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      await eventually(() => toggle.isChecked()).toBe(false);
      await eventually(() => draftKeys(page)).toEqual([]);

      await page.getByLabel('Bio').fill('Not kept either');
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
      await page.reload();
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Dora');
      expect(await page.getByLabel('Bio').inputValue()).toBe('');
      expect(await page.getByRole('switch', { name: 'Auto-save' }).isChecked()).toBe(false);
    });
  });
});
