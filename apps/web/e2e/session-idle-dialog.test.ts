import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

/**
 * Issue 48: "Are you still there?" over a form dialog. Answering it was a click outside the dialog,
 * which closed it and lost what was typed. The page's clock is moved (Playwright's clock), not waited for.
 */
describe('sessions that keep work: the idle warning over a form dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when the warning shows over New Transfer and Stay signed in is clicked, then the dialog and what was typed stay; closed and opened again, the draft comes back until it is discarded', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `keep_${Date.now().toString(36)}`);
      await page.clock.install();
      const firstRenewal = page.waitForResponse((r) => r.url().endsWith('/api/auth/session') && r.ok());
      await signInAs(page, username, E2E_PASSWORD);
      await firstRenewal;
      // Within the app (a new document would start its fake timers afresh).
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transfers' }).click();
      await page.getByRole('button', { name: 'New Transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Transfer' });
      await dialog.getByLabel('Send to branch').selectOption({ label: 'Harbor Logistics Hub' });
      await dialog.getByLabel('Quantity').fill('3');
      await dialog.getByLabel('Note').fill('Fragile: keep upright');

      await page.clock.fastForward('59:05');
      const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await warning.waitFor();
      const stay = warning.getByRole('button', { name: 'Stay signed in' });
      // It takes the focus from the dialog's trap, so Enter answers it.
      expect(await stay.evaluate((button) => button === document.activeElement)).toBe(true);
      const renewed = page.waitForResponse((r) => r.url().endsWith('/api/auth/session') && r.ok());
      await stay.click();
      await renewed;
      await expect.poll(() => warning.isVisible()).toBe(false);

      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel('Note').inputValue()).toBe('Fragile: keep upright');
      expect(await dialog.getByLabel('Quantity').inputValue()).toBe('3');
      // Focus is back where the person was, inside the dialog.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      // Closed without sending, the dialog keeps a draft.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'New Transfer' }).click();
      await dialog.getByText('Draft restored').waitFor();
      expect(await dialog.getByLabel('Note').inputValue()).toBe('Fragile: keep upright');
      expect(await dialog.getByLabel('Quantity').inputValue()).toBe('3');
      expect(await dialog.getByLabel('Send to branch').inputValue()).not.toBe('');

      // Discarded, it is gone, also after closing and opening again.
      await dialog.getByRole('button', { name: 'Discard draft' }).click();
      expect(await dialog.getByLabel('Note').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'New Transfer' }).click();
      await dialog.getByLabel('Note').waitFor();
      expect(await dialog.getByLabel('Note').inputValue()).toBe('');
      expect(await dialog.getByText('Draft restored').count()).toBe(0);
    });
  });
});
