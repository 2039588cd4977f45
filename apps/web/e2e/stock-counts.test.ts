import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, adminToken, newBranchWithStaff } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';
import { labelImageFromPdf } from './support/label-image.js';

type Item = { id: number; name: string; sku: string };

async function newItem(page: Page, token: string, branchId: number, name: string, sku: string, quantity: number) {
  const created = await page.request.post('/api/goods', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, category: 'Other', branch_id: branchId, quantity, price_per_unit: 2.5, sku, location: 'A-01' },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name, sku };
}

/** Serious and critical WCAG 2.1 A/AA problems (the rules a11y.test.ts holds every screen to). */
async function accessibilityProblems(page: Page): Promise<string[]> {
  // Once the toasts are gone: the screen is what is checked.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** What the page would scroll sideways by: nothing on a phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A typed code, or a photo of a label (the scanner's fallback where there is no BarcodeDetector). */
type Scanned = { typed: string } | { photo: Buffer };

async function scanAndCount(page: Page, scanned: Scanned, item: Item, quantity: number) {
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan Item' });
  if ('typed' in scanned) {
    await dialog.getByLabel('SKU or product ID').fill(scanned.typed);
    await dialog.getByRole('button', { name: 'Find' }).click();
  } else {
    await dialog
      .getByLabel('Photo of a barcode or QR code')
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: scanned.photo });
  }
  await dialog.waitFor({ state: 'detached' });
  // The scanned line's field has the focus: the counter types at once.
  const field = page.getByLabel(`Quantity found for ${item.name}`);
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type(String(quantity));
  await page.keyboard.press('Enter');
  await page.getByText(`Saved ${quantity} for ${item.name}`).waitFor();
}

/** Issue 37 item 3: a blind count on a phone, found by scanning, reviewed and accepted. */
describe('stock counts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee counts a branch on a 390 px phone by scanning, then the review shows the variance and an admin accepting it posts it', async () => {
    const tag = Date.now().toString(36);
    const branch = await newBranchWithStaff(`count${tag}`, 500);
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    // As in Firefox, Safari and Chrome on Linux: the platform has no BarcodeDetector.
    await page.addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    try {
      const token = await adminToken(page.request);
      const bolts = await newItem(page, token, branch.id, `Count Bolts ${tag}`, `CB-${tag}`, 40);
      const nuts = await newItem(page, token, branch.id, `Count Nuts ${tag}`, `CN-${tag}`, 12);
      await signInAs(page, `intake_count${tag}`, E2E_PASSWORD);
      await page.getByRole('link', { name: /Stock Counts/ }).click();
      await page.getByRole('heading', { name: 'Start a count' }).waitFor();
      expect(await page.getByLabel('Branch').inputValue()).toBe(String(branch.id));
      expect(await page.getByRole('switch', { name: 'Blind count' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Start count' }).click();
      await page.waitForURL(/\/employee\/counts\/\d+$/);
      await page.getByText('2 lines left to count').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // Blind: the counter's page shows no expected quantity.
      expect(await page.getByText(/Expected/).count()).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);

      // A SKU typed in lower case finds its line; so does a photo of the item's printed label,
      // whose code is decoded here from the label sheet's PDF first.
      await scanAndCount(page, { typed: bolts.sku.toLowerCase() }, bolts, 38);
      const sheet = await page.request.get(`/api/labels?codes=ITM-${nuts.id}&layout=single-62mm`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(sheet.status()).toBe(200);
      const label = await labelImageFromPdf(await sheet.body());
      expect(label.decoded).toBe(`ITM-${nuts.id}`);
      expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
      await scanAndCount(page, { photo: label.png }, nuts, 12);
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan Item' });
      await dialog.getByLabel('SKU or product ID').fill('NOT-HERE');
      await dialog.getByRole('button', { name: 'Find' }).click();
      await page.getByText('No line for “NOT-HERE” in this count').waitFor();

      await page.getByText('Every line is counted').waitFor();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await page.getByRole('heading', { name: 'Variances' }).waitFor();
      await page.getByText('1 line with a variance').waitFor();
      const boltsRow = page.getByRole('listitem').filter({ hasText: bolts.name });
      await boltsRow.getByText('-2', { exact: true }).waitFor();
      await boltsRow.getByText('-$5.00').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await accessibilityProblems(page)).toEqual([]);

      // Duties apart: whoever counted a line with a variance does not accept it; an admin does.
      const countPath = new URL(page.url()).pathname.replace('/employee/', '/admin/');
      const reviewer = await newPage(browser, { width: 390, height: 844 });
      let reference: string | undefined;
      try {
        await signInAs(reviewer.page, 'admin', 'admin123');
        await reviewer.page.goto(countPath);
        await reviewer.page.getByRole('button', { name: 'Accept and post' }).click();
        await reviewer.page
          .getByRole('dialog', { name: 'Accept this count?' })
          .getByRole('button', { name: 'Accept and post' })
          .click();
        await reviewer.page.getByText(/The variances were posted as adjustments with reference CNT-\d+/).waitFor();
        reference = /CNT-\d+/.exec((await reviewer.page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[0];
      } finally {
        await reviewer.context.close();
      }
      const headers = { authorization: `Bearer ${token}` };
      const item = (await (await page.request.get(`/api/goods/${bolts.id}`, { headers })).json()) as {
        quantity: number;
      };
      expect(item.quantity).toBe(38);
      const ledger = (await (await page.request.get(`/api/goods/${bolts.id}/movements`, { headers })).json()) as {
        movements: { reference_number: string | null; previous_quantity: number; new_quantity: number }[];
      };
      expect(ledger.movements[0]).toMatchObject({
        reference_number: reference,
        previous_quantity: 40,
        new_quantity: 38,
      });
      const untouched = (await (await page.request.get(`/api/goods/${nuts.id}/movements`, { headers })).json()) as {
        movements: { reference_number: string | null }[];
      };
      expect(untouched.movements.some((movement) => movement.reference_number === reference)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
