import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/accounts.js';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser.js';

// The qrcode package is a dependency of the API (it draws two-factor QR codes).
const qrcode = createRequire(new URL('../../api/package.json', import.meta.url))('qrcode') as {
  toBuffer: (text: string, options?: object) => Promise<Buffer>;
  create: (text: string) => { modules: { size: number; get: (row: number, col: number) => boolean | number } };
};

/**
 * A Y4M clip (the camera Chromium fakes with --use-file-for-fake-video-capture) showing the QR code
 * of `text` in black on white, 640x480.
 */
function qrVideo(text: string): Buffer {
  const width = 640;
  const height = 480;
  const { modules } = qrcode.create(text);
  const scale = 10;
  const side = modules.size * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col))
        for (let y = 0; y < scale; y += 1)
          luma.fill(
            16,
            (top + row * scale + y) * width + left + col * scale,
            (top + row * scale + y) * width + left + (col + 1) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]);
}

async function newItem(page: Page, sku: string) {
  const token = await adminToken(page.request);
  const name = `Scanned Crate ${sku}`;
  const created = await page.request.post('/api/goods', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, category: 'Other', branch_id: 1, quantity: 3, price_per_unit: 4, sku },
  });
  expect(created.status()).toBe(201);
  return { name, ...((await created.json()) as { product_id: string }) };
}

/** Every request the page makes goes to our own server (no CDN for the reader). */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function openScanner(page: Page) {
  await page.goto('/employee/inventory');
  await page.getByRole('button', { name: 'Scan Item' }).click();
  return page.getByRole('dialog', { name: 'Scan Item' });
}

/** Issue 19: Scan Item reads codes in every browser, with the reader served by our own server. */
describe('scan item', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'stockyard-scan-'));
  const sku = `SCAN-${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when a photo of a QR code is chosen, then the item it names opens; a photo without a code says so', async () => {
    const { context, page } = await newPage(browser);
    try {
      const item = await newItem(page, `${sku}P`);
      await signInAs(page, 'employee1', 'emp123');
      const requests = watchRequests(page);
      const dialog = await openScanner(page);
      // Not loaded until a scan starts.
      expect(requests.some((url) => url.endsWith('.wasm'))).toBe(false);

      const photo = dialog.getByLabel('Photo of a barcode or QR code');
      await photo.setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await qrcode.toBuffer('nothing') });
      // A code that is no item's: it becomes the search.
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByLabel('Search').inputValue()).toBe('nothing');

      await page.getByRole('button', { name: 'Scan Item' }).click();
      await photo.setInputFiles({
        name: 'label.png',
        mimeType: 'image/png',
        buffer: await qrcode.toBuffer(item.product_id, { scale: 6 }),
      });
      await page.getByRole('dialog', { name: item.name }).waitFor();

      await page.getByRole('dialog', { name: item.name }).getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('button', { name: 'Scan Item' }).click();
      // The app's own icon: a picture, but no code in it.
      const blank = readFileSync(new URL('../public/icons/apple-touch-icon.png', import.meta.url));
      await photo.setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: blank });
      await dialog.getByText('No barcode or QR code was found in that photo.', { exact: false }).waitFor();

      const wasm = requests.filter((url) => url.endsWith('.wasm'));
      expect(wasm).toHaveLength(1);
      expect(wasm[0]!.startsWith(`${baseUrl()}/assets/`)).toBe(true);
      expect(requests.filter((url) => !url.startsWith(baseUrl()) && !url.startsWith('data:'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the camera shows a QR code of the SKU, then the item opens; when camera access is refused, the dialog says so', async () => {
    const video = join(dir, 'qr.y4m');
    const item = await (async () => {
      const { context, page } = await newPage(browser);
      try {
        return await newItem(page, `${sku}C`);
      } finally {
        await context.close();
      }
    })();
    writeFileSync(video, qrVideo(`${sku}C`));
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { page } = await newPage(camera);
      await page.context().grantPermissions(['camera'], { origin: baseUrl() });
      await signInAs(page, 'employee1', 'emp123');
      const dialog = await openScanner(page);
      await dialog.getByRole('button', { name: 'Use camera' }).click();
      await page.getByRole('dialog', { name: item.name }).waitFor({ timeout: 20_000 });

      // Another person who answers the browser's question with Block.
      const { page: refused } = await newPage(camera);
      await signInAs(refused, 'employee1', 'emp123');
      const blocked = await openScanner(refused);
      await blocked.getByRole('button', { name: 'Use camera' }).click();
      await blocked
        .getByText("Camera access was refused. Allow the camera for this site in the browser's settings")
        .waitFor();
    } finally {
      await camera.close();
    }
  });

  it('when the device has no camera, then the dialog says how to go on and typing the code still finds the item', async () => {
    const { context, page } = await newPage(browser);
    try {
      const item = await newItem(page, `${sku}T`);
      await signInAs(page, 'employee1', 'emp123');
      // This browser has no camera device at all.
      const dialog = await openScanner(page);
      await dialog.getByRole('button', { name: 'Use camera' }).click();
      await dialog.getByText('No camera was found on this device. Scan from a photo or type the code.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Use camera' }).isVisible()).toBe(true);
      await dialog.getByLabel('SKU or product ID').fill(`${sku}T`);
      await dialog.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('dialog', { name: item.name }).waitFor();
    } finally {
      await context.close();
    }
  });
});
