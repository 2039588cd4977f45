import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';
import { labelImageFromPdf } from './support/label-image.js';

type Api = { token: string; page: Page };

async function post(api: Api, path: string, data: unknown) {
  const response = await api.page.request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${api.token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name?: string; code?: string };
}

/** A browser where the platform's BarcodeDetector is missing, as in Firefox, Safari and Chrome on Linux. */
async function withoutBarcodeDetector(page: Page) {
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
}

/** Issue 37 item 4: printed labels scan back to what they name, with no BarcodeDetector and no camera. */
describe('labels that scan', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'stockyard-labels-'));
  const tag = `lbl${Date.now().toString(36)}`;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("when an employee downloads an item's label, then its QR code decodes to the item's code and the scanner's photo fallback opens the item", async () => {
    const { context, page } = await newPage(browser);
    try {
      const employee = await newEmployee(page.request, tag);
      const api = { token: employee.token, page };
      const sku = `LBL-${tag}`.toUpperCase();
      const item = await post(api, '/goods', {
        name: `Label Crate ${tag}`,
        category: 'Other',
        branch_id: 1,
        quantity: 4,
        price_per_unit: 3,
        sku,
      });
      await withoutBarcodeDetector(page);
      await signInAs(page, employee.username, E2E_PASSWORD);

      // The goods list: the item's own Print Label action, on the 62 mm roll.
      await page.goto(`/employee/goods?search=${encodeURIComponent(sku)}`);
      await page.getByRole('button', { name: 'Print Label', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Print labels' });
      await dialog.getByText('1 label').waitFor();
      await dialog.getByRole('radio', { name: /Single label, 62 mm/ }).check();
      const downloaded = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(`labels-ITM-${item.id}-single-62mm.pdf`);
      const pdfPath = join(dir, 'item-label.pdf');
      await download.saveAs(pdfPath);
      await dialog.waitFor({ state: 'detached' });

      // Decoded here, in the test, from the image inside the PDF.
      const imagePath = join(dir, 'item-label.png');
      const label = await labelImageFromPdf(readFileSync(pdfPath), 0, imagePath);
      expect(label.decoded).toBe(`ITM-${item.id}`);
      for (const text of [`ITM-${item.id}`, `Label Crate ${tag}`, `SKU ${sku}`]) expect(label.text).toContain(text);

      // The scanner, in a browser without BarcodeDetector and without a camera: the photo fallback.
      expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
      await page.goto('/employee/inventory');
      await page.getByRole('button', { name: 'Scan Item' }).click();
      const scanner = page.getByRole('dialog', { name: 'Scan Item' });
      await scanner
        .getByLabel('Photo of a barcode or QR code')
        .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: readFileSync(imagePath) });
      const details = page.getByRole('dialog', { name: `Label Crate ${tag}` });
      await details.waitFor();
      expect(await details.textContent()).toContain(sku);
    } finally {
      await context.close();
    }
  });

  it("when the admin prints a location's label from branch management, then scanning it shows what is stored there, and a typed code opens too", async () => {
    const { context, page } = await newPage(browser);
    try {
      const employee = await newEmployee(page.request, `${tag}l`);
      const adminApi = { token: employee.token, page };
      const code = `L-${tag}`.toUpperCase();
      // Locations are kept by admins (newEmployee answers the admin's token).
      const location = await post(adminApi, '/branches/1/locations', { code });
      const item = await post(adminApi, '/goods', {
        name: `Shelved Box ${tag}`,
        category: 'Other',
        branch_id: 1,
        quantity: 2,
        price_per_unit: 1,
        location: code,
      });
      // The admin prints it from branch management's locations dialog.
      const branch = (await (await page.request.get('/api/branches/1')).json()) as { name: string };
      const admin = await newPage(browser);
      let label: Awaited<ReturnType<typeof labelImageFromPdf>>;
      try {
        await signInAs(admin.page, 'admin', 'admin123');
        await admin.page.goto('/admin/manage-branches');
        await admin.page.getByRole('article', { name: branch.name }).getByRole('button', { name: 'Locations' }).click();
        const locations = admin.page.getByRole('dialog', { name: `Locations at ${branch.name}` });
        await locations.getByRole('button', { name: `Print label for ${code}` }).click();
        const print = admin.page.getByRole('dialog', { name: 'Print labels' });
        await print.getByText(`Labels for ${code}`).waitFor();
        const downloaded = admin.page.waitForEvent('download');
        await print.getByRole('button', { name: 'Download PDF' }).click();
        const pdfPath = join(dir, 'location-label.pdf');
        await (await downloaded).saveAs(pdfPath);
        label = await labelImageFromPdf(readFileSync(pdfPath));
      } finally {
        await admin.context.close();
      }
      expect(label.decoded).toBe(`LOC-${location.id}`);
      expect(label.text).toContain(code);
      expect(label.text).toContain(branch.name);

      await withoutBarcodeDetector(page);
      await signInAs(page, employee.username, E2E_PASSWORD);
      await page.goto('/employee/inventory');
      await page.getByRole('button', { name: 'Scan Item' }).click();
      const scanner = page.getByRole('dialog', { name: 'Scan Item' });
      await scanner
        .getByLabel('Photo of a barcode or QR code')
        .setInputFiles({ name: 'location.png', mimeType: 'image/png', buffer: label.png });
      const place = page.getByRole('dialog', { name: `Location ${code}` });
      await place.getByText('1 item filed here').waitFor();
      await place.getByRole('button', { name: new RegExp(`Shelved Box ${tag}`) }).click();
      await page.getByRole('dialog', { name: `Shelved Box ${tag}` }).waitFor();
      await page
        .getByRole('dialog', { name: `Shelved Box ${tag}` })
        .getByRole('button', { name: 'Close' })
        .first()
        .click();

      // Typing the printed code works as well.
      await page.getByRole('button', { name: 'Scan Item' }).click();
      await scanner.getByLabel('Label code, SKU or product ID').fill(`ITM-${item.id}`);
      await scanner.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('dialog', { name: `Shelved Box ${tag}` }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("when an employee prints a customer lot's label, then it decodes to the lot and the scanned photo shows its owner and agreement", async () => {
    const { context, page } = await newPage(browser);
    try {
      const employee = await newEmployee(page.request, `${tag}t`);
      // A demo lot stored at the employee's branch (Downtown Central, branch 1).
      const listed = await page.request.get('/api/customer-goods?limit=100', {
        headers: { authorization: `Bearer ${employee.token}` },
      });
      type Lot = { id: number; name: string; owner_name: string; branch: { id: number } | null };
      const lot = ((await listed.json()) as { goods: Lot[] }).goods.find((good) => good.branch?.id === 1);
      expect(lot).toBeDefined();

      await withoutBarcodeDetector(page);
      await signInAs(page, employee.username, E2E_PASSWORD);
      await page.goto('/employee/inventory?view=customer-goods');
      await page.getByLabel('Search customer goods').fill(lot!.name);
      await page
        .getByRole('button', { name: `Print label for ${lot!.name}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Print labels' });
      const downloaded = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download PDF' }).click();
      const pdfPath = join(dir, 'lot-label.pdf');
      await (await downloaded).saveAs(pdfPath);
      const label = await labelImageFromPdf(readFileSync(pdfPath));
      expect(label.decoded).toBe(`LOT-${lot!.id}`);
      expect(label.text).toContain(`GOOD-${String(lot!.id).padStart(3, '0')}`);

      await page.getByRole('tab', { name: 'Warehouse Stock' }).click();
      await page.getByRole('button', { name: 'Scan Item' }).click();
      await page
        .getByRole('dialog', { name: 'Scan Item' })
        .getByLabel('Photo of a barcode or QR code')
        .setInputFiles({ name: 'lot.png', mimeType: 'image/png', buffer: label.png });
      const view = page.getByRole('dialog', { name: lot!.name });
      await view.getByText(`LOT-${lot!.id}`, { exact: false }).waitFor();
      expect(await view.textContent()).toContain(lot!.owner_name);
      expect(await view.textContent()).toContain('Agreement');
    } finally {
      await context.close();
    }
  });
});
