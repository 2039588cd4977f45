import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

/**
 * Sessions that last a shift: the page's clock is moved (Playwright's clock), not waited for. The
 * site's timeout is 60 idle minutes; the server answers seconds left, so its own clock can stay.
 */
describe('sessions: warned before an idle end, renewed by work, and back where one was', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee idles 59 minutes, then a warning offers Stay signed in; idle on, the sign-in page says the session ended and signing in returns to the page', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `idle_${Date.now().toString(36)}`);
      await page.clock.install();
      const firstRenewal = page.waitForResponse((r) => r.url().endsWith('/api/auth/session') && r.ok());
      await signInAs(page, username, E2E_PASSWORD);
      await firstRenewal;
      // Within the app (a new document would start its fake timers afresh).
      await page.getByRole('link', { name: 'Assignments' }).first().click();
      await page.getByRole('heading', { name: 'My Assignments' }).waitFor();

      await page.clock.fastForward('59:05');
      const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await warning.waitFor();
      expect(await warning.textContent()).toMatch(/signed out in 0:5\d/);
      // It takes focus, so Enter would answer it.
      expect(
        await warning.getByRole('button', { name: 'Stay signed in' }).evaluate((b) => b === document.activeElement),
      ).toBe(true);

      const renewed = page.waitForResponse((r) => r.url().endsWith('/api/auth/session') && r.ok());
      await warning.getByRole('button', { name: 'Stay signed in' }).click();
      await renewed;
      await expect.poll(() => warning.isVisible()).toBe(false);

      // Another 59 minutes without work: warned again; one more minute and the session is over.
      await page.clock.fastForward('59:05');
      await warning.waitFor();
      await page.clock.fastForward('01:00');
      await page.waitForURL(/\/login\?session=ended&next=%2Femployee%2Fassignments$/);
      await page.getByText('Your session ended. Sign in again to continue where you left off.').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/employee\/assignments$/);
      await page.getByRole('heading', { name: 'My Assignments' }).waitFor();
    });
  });

  it('when a link to a signed-in page is opened signed out, then signing in goes there, and a foreign return address is ignored', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `next_${Date.now().toString(36)}`);
      await page.goto('/employee/inventory');
      await page.waitForURL(/\/login\?next=%2Femployee%2Finventory$/);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/employee\/inventory$/);

      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/login?next=%2F%2Fevil.example%2Fx');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/employee\/dashboard$/);
    });
  });
});
