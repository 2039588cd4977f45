import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '@stockyard/domain';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** gray-50, the light page background, in either of the forms Chromium reports it. */
const LIGHT_BACKGROUND = /rgb\(249, 250, 251\)|oklch\(0\.985/;
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function newCustomer(request: APIRequestContext, tag: string) {
  const username = `cust_${tag}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      first_name: 'Cora',
      last_name: 'Custer',
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

describe('account settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee chooses the dark theme, then every screen is dark, a reload stays dark, and signing out returns to light', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, Date.now().toString(36));
      await signInAs(page, username, E2E_PASSWORD);
      expect(await isDark(page)).toBe(false);

      await page.goto('/employee/settings');
      await openTab(page, 'Preferences');
      await page.getByLabel('Theme', { exact: true }).selectOption('dark');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      expect(await isDark(page)).toBe(true);

      await page.reload();
      // The cached theme is applied before the app runs (public/before-app.js), so it is dark at once.
      expect(await isDark(page)).toBe(true);
      await openTab(page, 'Preferences');
      await eventually(() => page.getByLabel('Theme', { exact: true }).inputValue()).toBe('dark');

      await page.goto('/employee/dashboard');
      await eventually(() => page.getByText('Welcome back, Sam!').isVisible()).toBe(true);
      expect(await isDark(page)).toBe(true);
      expect(await pageBackground(page)).not.toMatch(LIGHT_BACKGROUND);
      // The landing page opened directly is dark too: its own sheet carries the dark palette.
      await page.goto('/');
      expect(await isDark(page)).toBe(true);
      expect(await pageBackground(page)).not.toMatch(LIGHT_BACKGROUND);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await eventually(() => isDark(page)).toBe(false);
      await page.reload();
      expect(await isDark(page)).toBe(false);
      expect(await pageBackground(page)).toMatch(LIGHT_BACKGROUND);
    });
  });

  it('when an employee picks another date format, then dates on the dashboard follow it', async () => {
    await withPage(browser, async (page) => {
      const tag = Date.now().toString(36);
      const { id, token, username } = await newEmployee(page.request, `d${tag}`);
      const assigned = await page.request.post('/api/assignments', {
        headers: { Authorization: `Bearer ${token}` },
        data: { employee_id: id, branch_id: 1, task: `Dated task ${tag}`, due_date: '2030-02-01' },
      });
      expect(assigned.status()).toBe(201);
      await signInAs(page, username, E2E_PASSWORD);
      await eventually(() => page.getByText('Due 02/01/2030').isVisible()).toBe(true);

      await page.goto('/employee/settings');
      await openTab(page, 'Preferences');
      await page.getByLabel('Date Format').selectOption('YYYY-MM-DD');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await eventually(() => page.getByText('Due 2030-02-01').isVisible()).toBe(true);
    });
  });

  it('when an employee turns on Compact View, then table rows are tighter, also after a reload', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `c${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      // A cell of the first item, not of the loading placeholder rows it replaces.
      const firstCell = page.locator('table tbody tr:not([aria-hidden="true"]) td').first();
      const cellPadding = () => firstCell.evaluate((cell) => getComputedStyle(cell).paddingTop);
      await page.goto('/employee/inventory');
      await firstCell.waitFor();
      const roomy = await cellPadding();
      expect(roomy).not.toBe('4px');

      await page.goto('/employee/settings');
      await openTab(page, 'Preferences');
      await page.getByRole('switch', { name: 'Compact View' }).check();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);

      await page.goto('/employee/inventory');
      await firstCell.waitFor();
      expect(await cellPadding()).toBe('4px');
      await page.reload();
      // Applied before the app runs (public/before-app.js), like the theme.
      expect(await page.evaluate(() => document.documentElement.classList.contains('compact'))).toBe(true);
      await firstCell.waitFor();
      expect(await cellPadding()).toBe('4px');
    });
  });

  it('when a customer updates the profile, then the banner confirms it and the new name is kept', async () => {
    await withPage(browser, async (page) => {
      const username = await newCustomer(page.request, `p${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/customer/settings');
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Cora');
      expect(await page.getByText('JPG, PNG up to 5MB').isVisible()).toBe(true);

      await page.getByLabel('First Name').fill('Corinne');
      await page.getByLabel('Bio').fill('Stores winter tyres.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      // The banner goes after 3 seconds.
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(false);

      await page.reload();
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Corinne');
      expect(await page.getByLabel('Bio').inputValue()).toBe('Stores winter tyres.');

      // Bad input is refused in the form, and nothing is sent.
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    });
  });

  it("when a customer types a phone, then a national number of the site's country is kept and shown nationally, one of another country internationally, and a wrong one is refused", async () => {
    await withPage(browser, async (page) => {
      const username = await newCustomer(page.request, `t${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/customer/settings');
      const phone = page.getByLabel('Phone', { exact: true });
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Cora');
      expect(
        await page.getByText('A number of another country starts with its code, e.g. +44 20 7946 0958').isVisible(),
      ).toBe(true);
      const stored = async () => {
        const login = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
        const token = ((await login.json()) as { access_token: string }).access_token;
        const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
        return ((await me.json()) as { phone: string | null }).phone;
      };

      // The demo site is American: a British number without its code is no American number.
      await phone.fill('020 7946 0958');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText(PHONE_MESSAGES.invalid).isVisible()).toBe(true);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');

      await phone.fill('202 555 0143');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      // The server keeps it in E.164; the form shows it as people there write it.
      expect(await stored()).toBe('+12025550143');
      await page.reload();
      await eventually(() => phone.inputValue()).toBe('(202) 555-0143');

      await phone.fill('0044 20 7946 0958');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);
      expect(await stored()).toBe('+442079460958');
      await page.reload();
      await eventually(() => phone.inputValue()).toBe('+44 20 7946 0958');
    });
  });

  it('when a customer changes the password, then the old one stops working and the new one signs in', async () => {
    await withPage(browser, async (page) => {
      const username = await newCustomer(page.request, `w${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/customer/settings');
      await openTab(page, 'Change Password');
      const submit = page.getByRole('button', { name: 'Change Password' });
      expect(await submit.isDisabled()).toBe(true);

      await page.getByLabel('Current Password').fill(E2E_PASSWORD);
      await page.getByLabel('New Password', { exact: true }).fill('Hazel-Comet-5820');
      await page.getByLabel('Confirm New Password').fill('Hazel-Comet-5821');
      await submit.click();
      await eventually(() => page.getByText('New passwords do not match').isVisible()).toBe(true);

      await page.getByLabel('Current Password').fill('wrong-password');
      await page.getByLabel('Confirm New Password').fill('Hazel-Comet-5820');
      await submit.click();
      await eventually(() => page.getByText('Current password is incorrect').isVisible()).toBe(true);

      await page.getByLabel('Current Password').fill(E2E_PASSWORD);
      await submit.click();
      await eventually(() => page.getByText('Password changed successfully!').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const old = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
      expect(old.status()).toBe(401);
      await signInAs(page, username, 'Hazel-Comet-5820');
      expect(page.url()).toMatch(/\/customer\/dashboard$/);
    });
  });
});
