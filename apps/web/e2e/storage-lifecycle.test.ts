import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newBranchWithStaff, registerCustomer } from './support/accounts.js';
import { baseUrl, launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const files = mkdtempSync(join(tmpdir(), 'stockyard-e2e-lifecycle-'));
// A 1x1 PNG: the intake's photo of a lot.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** The branch's card on the customer's Branch Capacity screen. */
const capacityCard = (page: Page, name: string) => page.getByRole('article', { name });

describe('the storage lifecycle: approval reserves space, cancel frees it, intake and release move it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a customer applies, an employee approves at a branch and the customer cancels, then the branch space is reserved and freed again', async () => {
    const tag = Date.now().toString(36);
    const { name: branchName, employeeId } = await newBranchWithStaff(tag, 300, ['employee1']);
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
  it('when the intake records two lots at two places and one is released, then the customer sees places and timeline and the space moves at each step', async () => {
    const tag = `c${Date.now().toString(36)}`;
    const { id: branchId, name: branchName } = await newBranchWithStaff(tag, 300, ['employee1']);
    const staff = `intake_${tag}`;
    const customer = await registerCustomer(tag);
    const fullName = `${customer.first_name} ${customer.last_name}`;
    const idPath = join(files, `id-${tag}.pdf`);
    writeFileSync(idPath, PDF);
    const photoPath = join(files, `wardrobe-${tag}.png`);
    writeFileSync(photoPath, PNG);
    const wrongPath = join(files, `wardrobe-${tag}.gif`);
    writeFileSync(wrongPath, PNG);
    /** The branch's stored figures (staff pages cannot open the customer's capacity screen). */
    const stored = async (available: number, reserved: number) => {
      const branch = (await (await fetch(`${baseUrl()}/api/branches/${branchId}`)).json()) as {
        available_space: number;
        reserved_space: number;
      };
      expect([branch.available_space, branch.reserved_space]).toEqual([available, reserved]);
    };
    const figures = async (page: Page, available: string, reserved: string | null) => {
      await page.goto('/customer/branch-capacity');
      const card = capacityCard(page, branchName);
      await expect.poll(() => card.getByText(`${available} units available`).isVisible()).toBe(true);
      if (reserved) await expect.poll(() => card.getByText(`${reserved} reserved`).isVisible()).toBe(true);
      else expect(await card.getByText(/reserved/).count()).toBe(0);
    };

    // The admin keeps the branch's storage locations in branch management.
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/manage-branches');
      const card = page.getByRole('article', { name: branchName });
      await expect.poll(() => card.isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Locations' }).click();
      const dialog = page.getByRole('dialog', { name: `Locations at ${branchName}` });
      for (const code of ['A-01-1', 'B-02-3']) {
        await dialog.getByLabel('New location code').fill(code);
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await expect.poll(() => dialog.getByRole('list', { name: 'Locations' }).getByText(code).isVisible()).toBe(true);
      }
    });

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
      await figures(page, '300', null);
    });

    await withPage(async (page) => {
      await signInAs(page, staff, E2E_PASSWORD);
      await page.goto('/employee/applications');
      await page.getByLabel('Search applications').fill(customer.last_name);
      const view = page.getByRole('button', { name: `View application from ${fullName}` });
      await expect.poll(() => view.isVisible()).toBe(true);
      await view.click();
      await page
        .getByRole('dialog', { name: `Application from ${fullName}` })
        .getByRole('button', { name: 'Approve' })
        .click();
      const approval = page.getByRole('dialog', { name: 'Approve and reserve space' });
      const branchSelect = approval.getByLabel('Branch');
      await expect.poll(() => branchSelect.locator('option', { hasText: branchName }).count()).toBe(1);
      await branchSelect.selectOption({ label: `${branchName} (300 units available)` });
      await approval.getByLabel('Start date').fill('2031-03-10');
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => page.getByText('Application status updated to Approved').isVisible()).toBe(true);
      await stored(200, 100);

      // The intake, from the dashboard's Intake & Release shortcut.
      await page.goto('/employee/dashboard');
      await page.getByRole('link', { name: /Intake & Release/ }).click();
      await page.getByLabel('Branch').selectOption({ label: branchName });
      const item = page.getByRole('listitem').filter({ hasText: fullName });
      await expect.poll(() => item.getByText('Intake', { exact: true }).isVisible()).toBe(true);
      await item.getByRole('button', { name: 'Open' }).click();
      const work = page.getByRole('dialog', { name: new RegExp(fullName) });
      for (const [name, code] of [
        ['Oak wardrobe', 'A-01-1'],
        ['Boxes of books', 'B-02-3'],
      ] as const) {
        await work.getByLabel('What it is').fill(name);
        await work.getByLabel('Category').selectOption('Furniture');
        await work.getByLabel('Pieces').fill('2');
        await work.getByLabel('Declared value').fill('120');
        await work.getByLabel('Location').selectOption({ label: code });
        if (name === 'Oak wardrobe') {
          // A file that is not a JPG, PNG or WebP is refused on its field before any upload.
          await work.getByLabel('Photo').setInputFiles(wrongPath);
          await expect.poll(() => work.getByText('The photo must be a JPG, PNG or WebP image').isVisible()).toBe(true);
          await work.getByLabel('Photo').setInputFiles(photoPath);
          await expect.poll(() => work.getByRole('img', { name: 'The chosen photo' }).isVisible()).toBe(true);
        }
        await work.getByRole('button', { name: 'Add lot' }).click();
        await expect.poll(() => work.locator(`[data-lot="${name}"]`).getByText(`Place ${code}`).isVisible()).toBe(true);
      }
      // The photo is stored with the lot and shown as its thumbnail; the other lot has none.
      const thumbnail = work.locator('[data-lot="Oak wardrobe"]').getByRole('img', { name: 'Photo of Oak wardrobe' });
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      expect(await work.locator('[data-lot="Boxes of books"]').getByRole('img').count()).toBe(0);
      await work.getByRole('button', { name: 'Complete intake (2 lots)' }).click();
      await page
        .getByRole('dialog', { name: 'Complete the intake?' })
        .getByRole('button', { name: 'Complete intake' })
        .click();
      await expect.poll(() => work.getByText('Intake completed', { exact: true }).isVisible()).toBe(true);
      await stored(200, 0);
    });

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await figures(page, '200', null);
      await page.goto('/customer/storage');
      const card = page.getByRole('article', { name: branchName });
      await expect
        .poll(() => card.locator('[data-lot="Oak wardrobe"]').getByText('Place A-01-1').isVisible())
        .toBe(true);
      await expect
        .poll(() => card.locator('[data-lot="Boxes of books"]').getByText('Place B-02-3').isVisible())
        .toBe(true);
      const photo = card.locator('[data-lot="Oak wardrobe"]').getByRole('img', { name: 'Photo of Oak wardrobe' });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await card.getByRole('button', { name: 'Show the photo of Oak wardrobe' }).click();
      const large = page.getByRole('dialog', { name: 'Oak wardrobe' });
      await expect.poll(() => large.getByRole('img', { name: 'Photo of Oak wardrobe' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => large.isVisible()).toBe(false);
      const timeline = card.getByRole('list', { name: 'Timeline' });
      for (const step of ['Approved', 'Intake completed'])
        await expect
          .poll(() =>
            timeline
              .getByText(new RegExp(`^${step}`))
              .first()
              .isVisible(),
          )
          .toBe(true);
      await card.getByRole('button', { name: 'Request release' }).click();
      const release = page.getByRole('dialog', { name: 'Request release' });
      await release.getByLabel('Oak wardrobe (A-01-1)').check();
      await release.getByLabel('Date').fill('2031-04-01');
      await release.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => timeline.getByText(/^Release requested/).isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, staff, E2E_PASSWORD);
      await page.goto('/employee/assignments');
      await page.getByRole('link', { name: 'Intake & Release' }).click();
      const item = page.getByRole('listitem').filter({ hasText: fullName });
      await expect.poll(() => item.getByText('Release', { exact: true }).isVisible()).toBe(true);
      // The customer's balance stands beside the release request (nothing billed yet).
      await expect.poll(() => item.getByTestId('customer-balance').textContent()).toBe('Balance $0.00');
      await item.getByRole('button', { name: 'Open' }).click();
      const work = page.getByRole('dialog', { name: new RegExp(fullName) });
      const wardrobe = work.locator('[data-lot="Oak wardrobe"]');
      await wardrobe.getByRole('button', { name: 'In transit' }).click();
      await expect.poll(() => wardrobe.getByText('In Transit', { exact: true }).isVisible()).toBe(true);
      await wardrobe.getByRole('button', { name: 'Delivered' }).click();
      await expect.poll(() => wardrobe.getByRole('button', { name: /^(In transit|Delivered)$/ }).count()).toBe(0);
      await expect.poll(() => wardrobe.getByText('Delivered', { exact: true }).isVisible()).toBe(true);
      // One lot stays stored: the agreement keeps its space until the last lot is out.
      await stored(200, 0);
    });

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/storage');
      const card = page.getByRole('article', { name: branchName });
      await expect.poll(() => card.locator('[data-lot="Oak wardrobe"]').getByText('Delivered').isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Request release' }).click();
      const release = page.getByRole('dialog', { name: 'Request release' });
      await release.getByLabel('Boxes of books (B-02-3)').check();
      await release.getByLabel('Deliver to an address').check();
      await release.getByLabel('Date').fill('2031-04-02');
      await release.getByLabel('Delivery address').fill('12 Harbour Road, Springfield');
      await release.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => release.isVisible()).toBe(false);
      // The last lot is asked for, so Request release is gone with the dialog: focus goes to the
      // agreement's heading, the start of what changed, never to the page body (issue 48).
      await expect.poll(() => card.getByRole('button', { name: 'Request release' }).count()).toBe(0);
      const focused = () =>
        page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
      await expect.poll(focused).toEqual({ tag: 'H2', text: branchName });
    });

    await withPage(async (page) => {
      await signInAs(page, staff, E2E_PASSWORD);
      await page.goto('/employee/storage-queue');
      const item = page.getByRole('listitem').filter({ hasText: fullName });
      await item.getByRole('button', { name: 'Open' }).click();
      const books = page.getByRole('dialog', { name: new RegExp(fullName) }).locator('[data-lot="Boxes of books"]');
      await books.getByRole('button', { name: 'Delivered' }).click();
      // The lot's steps are done when its buttons are gone and its badge reads Delivered.
      await expect.poll(() => books.getByRole('button').count()).toBe(0);
      await expect.poll(() => books.getByText('Delivered', { exact: true }).isVisible()).toBe(true);
      // The last lot is out: the space is available again, on the customer's screen too.
      await stored(300, 0);
    });

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await figures(page, '300', null);
      await page.goto('/customer/storage');
      const card = page.getByRole('article', { name: branchName });
      await expect.poll(() => card.getByText('Closed', { exact: true }).isVisible()).toBe(true);
    });
  }, 300_000);
});
