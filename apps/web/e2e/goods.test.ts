import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

const GOODS = '/admin/manage-goods';
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

describe('admin manage goods', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const asAdmin = async (run: (page: Page) => Promise<void>) => {
    const { context, page } = await newPage(browser);
    try {
      await signInAs(page, 'admin', 'admin123');
      await page.goto(GOODS);
      await foundCount(page);
      await run(page);
    } finally {
      await context.close();
    }
  };

  /** The 'N items found' line, once the list has answered. */
  const foundCount = async (page: Page) => {
    const line = page.getByText(/^\d+ items? found$/);
    await line.waitFor();
    return Number((await line.textContent())!.split(' ')[0]);
  };
  const countBecomes = (page: Page, check: (count: number) => boolean) =>
    expect.poll(async () => check(await foundCount(page))).toBe(true);
  const toast = (page: Page, text: string) =>
    expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
  const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
  const search = async (page: Page, text: string) => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await page.waitForURL((url) => url.searchParams.get('search') === text);
  };

  it('when the admin filters by category and stock status, then the count follows, and pages of 5 can be walked and linked', async () => {
    await asAdmin(async (page) => {
      const all = await foundCount(page);

      await page.getByLabel('Category').selectOption('Electronics');
      await countBecomes(page, (count) => count > 0 && count < all);
      const electronics = await foundCount(page);
      expect(new URL(page.url()).searchParams.get('category')).toBe('Electronics');
      const categories = await page.getByRole('row').filter({ hasText: 'SKU:' }).allTextContents();
      expect(categories.every((row) => row.includes('Electronics'))).toBe(true);

      await page.getByLabel('Stock Status').selectOption('out-of-stock');
      await countBecomes(page, (count) => count < electronics);
      const rows = page.getByRole('row').filter({ hasText: 'SKU:' });
      expect(await rows.count()).toBe(await foundCount(page));
      for (const row of await rows.all()) expect(await row.getByText('Out of Stock').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await countBecomes(page, (count) => count === all);

      await page.getByRole('combobox', { name: 'Per page' }).selectOption('5');
      await expect.poll(() => page.getByText(`Showing 1 to 5 of ${all} items`).isVisible()).toBe(true);
      // The footer text follows the page size at once; the rows follow when the new page arrives.
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'SKU:' }).count()).toBe(5);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.getByText(`Showing 6 to 10 of ${all} items`).isVisible()).toBe(true);
      const url = new URL(page.url());
      expect([url.searchParams.get('page'), url.searchParams.get('limit')]).toEqual(['2', '5']);

      // The address reproduces the view; changing the page size returns to page 1.
      await page.reload();
      await expect.poll(() => page.getByText(`Showing 6 to 10 of ${all} items`).isVisible()).toBe(true);
      await page.getByRole('combobox', { name: 'Per page' }).selectOption('10');
      await expect.poll(() => page.getByText(`Showing 1 to 10 of ${all} items`).isVisible()).toBe(true);
    });
  });

  it('when the admin adds, edits, restocks and deletes an item, then each step shows its message and the list follows', async () => {
    await asAdmin(async (page) => {
      const sku = `E2E-${tag()}`;
      const name = `E2E Widget ${sku}`;
      await page.getByRole('button', { name: 'Add Item' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Item' });
      await form.getByRole('button', { name: 'Add Item' }).click();
      await expect.poll(() => form.getByText('Please fix the form errors').isVisible()).toBe(true);
      expect(await form.getByText('Product name is required').isVisible()).toBe(true);
      await form.getByLabel('Product Name').fill(name);
      await form.getByLabel('Category').selectOption('Electronics');
      await form.getByLabel('Branch').selectOption({ label: 'Downtown Central' });
      await form.getByLabel('SKU').fill(sku);
      await form.getByLabel('Supplier').fill('E2E Supplies');
      await form.getByLabel('Quantity').fill('10');
      await form.getByLabel('Price per Unit ($)').fill('4.50');
      await form.getByRole('button', { name: 'Add Item' }).click();
      await toast(page, 'Item created successfully!');

      await search(page, sku);
      await countBecomes(page, (count) => count === 1);
      const row = rowWith(page, sku);
      expect(await row.getByText('$4.50').isVisible()).toBe(true);

      await row.getByRole('button', { name: 'Edit Item' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Item' });
      const productId = edit.getByLabel('Product ID');
      await expect.poll(() => productId.inputValue()).toMatch(/^PRD-\d{6}$/);
      expect(await productId.getAttribute('readonly')).not.toBeNull();
      await edit.getByLabel('Product Name').fill(`${name} v2`);
      await edit.getByRole('button', { name: 'Update Item' }).click();
      await toast(page, 'Item updated successfully!');
      await expect.poll(() => row.getByText(`${name} v2`).isVisible()).toBe(true);

      await row.getByRole('button', { name: 'Update Stock' }).click();
      const stock = page.getByRole('dialog', { name: 'Update Stock' });
      await stock.getByLabel('Movement Type').selectOption('inward');
      await stock.getByLabel('Quantity').fill('5');
      await stock.getByLabel('Reason').selectOption('Purchase Receipt');
      await expect.poll(() => stock.getByText('New quantity: 15').isVisible()).toBe(true);
      await stock.getByRole('button', { name: 'Update Stock' }).click();
      await toast(page, `Stock successfully added to ${name} v2`);
      await expect.poll(() => row.getByText('Qty: 15').isVisible()).toBe(true);

      await row.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('dialog', { name: 'Stock History' });
      await expect.poll(() => history.getByText('Purchase Receipt').isVisible()).toBe(true);
      await page.keyboard.press('Escape');

      await row.getByRole('button', { name: 'Delete Item' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Item' });
      await expect
        .poll(() =>
          confirm.getByText('Are you sure you want to delete this item? This action cannot be undone.').isVisible(),
        )
        .toBe(true);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Item deleted successfully');
      await expect.poll(() => page.getByText('No items found').first().isVisible()).toBe(true);
      await countBecomes(page, (count) => count === 0);
    });
  });

  it('when the admin previews a CSV, then the preview counts what the import does (an unknown branch included), groups repeated notes, and the import does exactly that', async () => {
    await asAdmin(async (page) => {
      const batch = tag();
      const file = join(tmpdir(), `goods-import-${batch}.csv`);
      writeFileSync(
        file,
        [
          'name,category,sku,supplier,quantity,price_per_unit,batch_no,expiry_date,branch_id,low_stock_threshold,product_id',
          `Imported Lamp ${batch},Home & Garden,IMP-${batch}-1,Lumen Co,12,19.99,L-1,,1,5,`,
          `"Imported Chair, Oak ${batch}",Furniture,IMP-${batch}-2,Timber,3,89.00,C-1,,1,2,`,
          `,Furniture,IMP-${batch}-3,Timber,-4,1.00,,,1,,`,
          // A well-formed row for a branch that does not exist: only the server can tell.
          `Imported Stool ${batch},Furniture,IMP-${batch}-4,Timber,1,5.00,,,999999,,`,
        ].join('\n'),
      );

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const wizard = page.getByRole('dialog', { name: 'Import Goods' });
      await wizard.getByRole('button', { name: 'Preview Data' }).click();
      await expect.poll(() => wizard.getByText('Please select a file first').isVisible()).toBe(true);

      await wizard.getByLabel('CSV File').setInputFiles(file);
      await wizard.getByRole('button', { name: 'Preview Data' }).click();
      const tile = (label: string) => wizard.locator('dl > div', { hasText: new RegExp(`^${label}`) }).locator('dd');
      await expect.poll(() => tile('New items').textContent()).toBe('2');
      expect(await tile('Updates').textContent()).toBe('0');
      expect(await tile('Rows skipped').textContent()).toBe('2');
      expect(await wizard.getByText('Row 4: name is required').isVisible()).toBe(true);
      expect(await wizard.getByText('Row 5: Branch not found').isVisible()).toBe(true);
      // The same note on two rows is one line naming both.
      expect(await wizard.getByText('Rows 2, 3: Product ID auto-generated').isVisible()).toBe(true);
      expect(await wizard.getByRole('cell', { name: `Imported Chair, Oak ${batch}` }).isVisible()).toBe(true);

      await wizard.getByRole('button', { name: 'Import 2 Items' }).click();
      await expect
        .poll(() => wizard.getByText('Successfully imported 2 items (2 errors skipped)').isVisible())
        .toBe(true);
      await wizard.getByRole('button', { name: 'Done' }).click();

      await search(page, `IMP-${batch}`);
      await countBecomes(page, (count) => count === 2);
    });
  });

  it('when the admin exports, then a goods_export_{date}.csv download holds the import columns and the owner', async () => {
    await asAdmin(async (page) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^goods_export_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync((await file.path())!, 'utf8');
      // All goods holds customers' lots too, so the owner column follows the import columns.
      expect(text.split(/\r?\n/)[0]).toBe(
        'name,category,sku,supplier,quantity,price_per_unit,batch_no,expiry_date,branch_id,low_stock_threshold,product_id,owner',
      );
      await toast(page, 'Goods exported successfully');
    });
  });
});
