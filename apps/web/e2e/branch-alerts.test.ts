import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

describe('branch alerts in the staff settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee picks alerts for their branch and saves, then the choice is stored and shown after a reload', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 780 });
    try {
      const { username } = await newEmployee(page.request, `alerts_${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/settings');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      const section = page.getByRole('region', { name: 'Branch alerts' });
      await section.getByRole('group', { name: 'Downtown Central' }).waitFor();
      await section.getByLabel('Low stock').check();
      await section.getByLabel('New applications').check();
      await section.getByLabel('In my daily digest').check();
      await section.getByRole('button', { name: 'Save Alerts' }).click();
      await page.locator('[data-sonner-toast]', { hasText: 'Branch alerts saved' }).waitFor();

      await page.reload();
      await page.getByRole('tab', { name: 'Notifications' }).click();
      const again = page.getByRole('region', { name: 'Branch alerts' });
      await again.getByRole('group', { name: 'Downtown Central' }).waitFor();
      expect(await again.getByLabel('Low stock').isChecked()).toBe(true);
      expect(await again.getByLabel('New applications').isChecked()).toBe(true);
      expect(await again.getByLabel('Out of stock').isChecked()).toBe(false);
      expect(await again.getByLabel('In my daily digest').isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
  it('when a second tab saves alerts chosen before the first tab saved, then it is refused, shows what is stored and saves on the next try', async () => {
    const { context, page } = await newPage(browser);
    try {
      const { username } = await newEmployee(page.request, `alerts2_${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      const open = async (tab: typeof page) => {
        await tab.goto('/employee/settings');
        await tab.getByRole('tab', { name: 'Notifications' }).click();
        const section = tab.getByRole('region', { name: 'Branch alerts' });
        await section.getByRole('group', { name: 'Downtown Central' }).waitFor();
        return section;
      };
      const first = await open(page);
      const other = await context.newPage();
      const second = await open(other);

      await first.getByLabel('Low stock').check();
      await first.getByRole('button', { name: 'Save Alerts' }).click();
      await page.locator('[data-sonner-toast]', { hasText: 'Branch alerts saved' }).waitFor();

      await second.getByLabel('Out of stock').check();
      await second.getByRole('button', { name: 'Save Alerts' }).click();
      await second.getByText(/changed by someone else/).waitFor();
      // The form now holds the stored choice: the first tab's save was not undone.
      await expect.poll(() => second.getByLabel('Low stock').isChecked()).toBe(true);
      expect(await second.getByLabel('Out of stock').isChecked()).toBe(false);

      await second.getByLabel('Out of stock').check();
      await second.getByRole('button', { name: 'Save Alerts' }).click();
      await other.locator('[data-sonner-toast]', { hasText: 'Branch alerts saved' }).waitFor();
      await page.reload();
      const reloaded = await open(page);
      expect(await reloaded.getByLabel('Low stock').isChecked()).toBe(true);
      expect(await reloaded.getByLabel('Out of stock').isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
  it('when the admin opens Admin Profile, then branch alerts offer every branch', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Admin Profile' }).click();
      const section = page.getByRole('region', { name: 'Branch alerts' });
      await section.getByRole('group', { name: 'Downtown Central' }).waitFor();
      // Branches of both demo employees: an admin may follow any branch.
      await section.getByRole('group', { name: 'Harbor Logistics Hub' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
