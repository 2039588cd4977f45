import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBranchWithStaff, registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const files = mkdtempSync(join(tmpdir(), 'stockyard-e2e-lifecycle-'));
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** The branch's card on the customer's Branch Capacity screen. */
const capacityCard = (page: Page, name: string) => page.getByRole('article', { name });

describe('the storage lifecycle: approval reserves space, cancel frees it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a customer applies, an employee approves at a branch and the customer cancels, then the branch space is reserved and freed again', async () => {
    const tag = Date.now().toString(36);
    const { name: branchName, employeeId } = await newBranchWithStaff(tag, 300);
    const customer = await registerCustomer(tag);
    const fullName = `${customer.first_name} ${customer.last_name}`;
    const idPath = join(files, `id-${tag}.pdf`);
    writeFileSync(idPath, PDF);

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByLabel('Item Type').selectOption('Furniture');
      await page.getByLabel('Estimated Volume').selectOption('medium');
      await page.locator('label', { hasText: 'Climate Controlled' }).click();
      await page.getByLabel('Storage Duration').selectOption('3-6-months');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByLabel('Identification Document').setInputFiles(idPath);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);

      await page.goto('/customer/branch-capacity');
      const card = capacityCard(page, branchName);
      await expect.poll(() => card.getByText('300 units available').isVisible()).toBe(true);
      expect(await card.getByText(/reserved/).count()).toBe(0);
    });

    await withPage(async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/applications');
      await page.getByLabel('Search applications').fill(customer.last_name);
      const view = page.getByRole('button', { name: `View application from ${fullName}` });
      await expect.poll(() => view.isVisible()).toBe(true);
      await view.click();
      const dialog = page.getByRole('dialog', { name: `Application from ${fullName}` });
      await dialog.getByRole('button', { name: 'Approve' }).click();

      const approval = page.getByRole('dialog', { name: 'Approve and reserve space' });
      await expect.poll(() => approval.getByText('Space to reserve: 100 units').isVisible()).toBe(true);
      const branchSelect = approval.getByLabel('Branch');
      await expect.poll(() => branchSelect.locator('option', { hasText: branchName }).count()).toBe(1);
      // Only branches with room are offered: the demo branch with 18 units left is not.
      expect(await branchSelect.locator('option', { hasText: 'Westfield Storage' }).count()).toBe(0);
      await branchSelect.selectOption({ label: `${branchName} (300 units available)` });
      // The branch has no manager: its one employee, with the fewest open assignments, is the default.
      expect(await approval.getByLabel('Employee who receives the goods').inputValue()).toBe(String(employeeId));
      await approval.getByLabel('Start date').fill('2031-03-10');
      // The dialog passes the same WCAG 2.1 AA check as every screen (a11y.test.ts).
      const axe = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => page.getByText('Application status updated to Approved').isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('Storage agreement', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText(`${branchName}, 5 Pier Lane`).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('Awaiting intake', { exact: true }).isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      const mine = page.getByRole('region', { name: 'My Applications' });
      await expect.poll(() => mine.getByText(`${branchName}, 5 Pier Lane`).isVisible()).toBe(true);
      await expect.poll(() => mine.getByText('Awaiting intake', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => mine.getByText('100 units', { exact: true }).isVisible()).toBe(true);

      await page.goto('/customer/branch-capacity');
      const card = capacityCard(page, branchName);
      await expect.poll(() => card.getByText('200 units available').isVisible()).toBe(true);
      await expect.poll(() => card.getByText('100 reserved').isVisible()).toBe(true);

      await page.goto('/customer/dashboard');
      await mine.getByRole('button', { name: 'Cancel storage' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this storage?' });
      await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
      await expect.poll(() => mine.getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
      expect(await mine.getByRole('button', { name: 'Cancel storage' }).count()).toBe(0);

      await page.goto('/customer/branch-capacity');
      await expect.poll(() => card.getByText('300 units available').isVisible()).toBe(true);
      expect(await card.getByText(/reserved/).count()).toBe(0);
    });
  });
});
