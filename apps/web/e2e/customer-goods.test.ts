import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

/** A stat card's figure, found by its label. */
const statValue = (page: Page, label: string) =>
  page
    .locator('div.rounded-xl', { has: page.getByText(label, { exact: true }) })
    .last()
    .locator('p')
    .nth(1)
    .innerText();

describe('customer goods and employee inventory', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const open = async (username: string, password: string) => {
    const { context, page } = await newPage(browser);
    await signInAs(page, username, password);
    return { context, page };
  };

  const apiToken = async (page: Page, username: string, password: string) => {
    const response = await page.request.post('/api/auth/login', { data: { username, password } });
    return ((await response.json()) as { access_token: string }).access_token;
  };

  it('when a customer stores a good, then it shows pending with the right totals; staff store it at a branch and the customer sees it stored', async () => {
    const tag = Date.now().toString(36);
    const username = `goods_${tag}`;
    const name = `Grand Piano ${tag}`;
    const customer = await newPage(browser);
    const registered = await customer.page.request.post('/api/auth/register', {
      data: {
        first_name: 'Gwen',
        last_name: 'Goods',
        username,
        email: `${username}@example.com`,
        password: E2E_PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);
    await signInAs(customer.page, username, E2E_PASSWORD);
    const page = customer.page;
    await expect.poll(() => page.getByText('No goods found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Add Your First Good' }).click();
    await page.waitForURL(/\/customer\/store-goods$/);

    await page.getByLabel('Item Name').fill(name);
    await page.getByLabel('Category').selectOption('Furniture');
    await page.getByLabel('Estimated Value ($)').fill('1234.5');
    await page.getByLabel('Description').fill('Black lacquer, needs two people');
    await page.getByRole('button', { name: 'Submit for Storage' }).click();
    await expect
      .poll(() => page.getByText('Your goods have been successfully submitted for storage!').isVisible())
      .toBe(true);
    // The form resets 3 s after the success.
    await expect.poll(() => page.getByLabel('Item Name').inputValue(), { timeout: 6000 }).toBe('');

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(/\/customer\/dashboard$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.innerText()).toContain('Pending');
    expect(await row.innerText()).toContain('$1,234.50');
    expect(await statValue(page, 'Total Goods')).toBe('1');
    expect(await statValue(page, 'Pending Goods')).toBe('1');
    expect(await statValue(page, 'Active Goods')).toBe('0');
    expect(await statValue(page, 'Total Value')).toBe('$1,234.50');

    const staff = await open('employee1', 'emp123');
    const branches = (await (await staff.page.request.get('/api/branches')).json()) as { name: string }[];
    const branchName = branches[0]!.name;
    await staff.page.goto('/employee/inventory');
    // Customers' goods are not stock: they have their own tab, and the stock table never lists them.
    await staff.page.getByRole('tab', { name: 'Customer Goods' }).click();
    await staff.page.getByLabel('Search customer goods').fill(name);
    await expect
      .poll(() =>
        staff.page
          .getByRole('row', { name: new RegExp(name) })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await staff.page.getByRole('button', { name: `Change status of ${name}` }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByLabel('New status').selectOption('stored');
    await dialog.getByLabel('Branch').selectOption({ label: branchName });
    await dialog.getByRole('button', { name: 'Save status' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await staff.context.close();

    await page.reload();
    await expect.poll(async () => (await row.innerText()).includes('Stored')).toBe(true);
    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog');
    await expect.poll(() => details.getByText(branchName).isVisible()).toBe(true);
    expect(await details.getByRole('listitem').count()).toBe(2);
    await customer.context.close();
  });

  it('when an employee uses plus and minus, then each is ledgered as a movement and the quantity persists after reload', async () => {
    const tag = Date.now().toString(36);
    const name = `Nudge Crate ${tag}`;
    const { context, page } = await open('employee1', 'emp123');
    const token = await apiToken(page, 'employee1', 'emp123');
    const branches = (await (await page.request.get('/api/branches')).json()) as { id: number }[];
    const created = await page.request.post('/api/goods', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, category: 'Other', branch_id: branches[0]!.id, quantity: 5, price_per_unit: 2 },
    });
    expect(created.status()).toBe(201);
    const { id, product_id: productId } = (await created.json()) as { id: number; product_id: string };

    await page.goto('/employee/inventory');
    await page.getByLabel('Search').fill(name);
    const quantity = page.getByLabel(`Quantity of ${name}`, { exact: true });
    await expect.poll(() => quantity.innerText()).toBe('5');
    const settled = () => page.waitForResponse((r) => r.url().includes(`/api/goods/${id}/stock`));
    let done = settled();
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await done;
    done = settled();
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await done;
    done = settled();
    await page.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
    await done;
    await expect.poll(() => quantity.innerText()).toBe('6');

    await page.reload();
    await page.getByLabel('Search').fill(name);
    await expect.poll(() => page.getByLabel(`Quantity of ${name}`, { exact: true }).innerText()).toBe('6');
    const movements = await page.request.get(`/api/goods/${id}/movements`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ledger = (await movements.json()) as { movements: { reason: string; type: string }[] };
    expect(ledger.movements.filter((m) => m.reason === 'Quick Adjustment').map((m) => m.type)).toEqual([
      'outward',
      'inward',
      'inward',
    ]);

    // Scan Item's typed fallback jumps to the item by its product ID.
    await page.getByRole('button', { name: 'Scan Item' }).click();
    await page.getByLabel('SKU or product ID').fill(productId);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: name }).isVisible()).toBe(true);
    await context.close();
  });
});
