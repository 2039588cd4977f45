import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** Issue 17 items 2 and 3 in the browser: no edit overwrites another, no press is lost. */
describe('concurrent edits', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** The API as another person at another desk: their own sign-in, their own calls. */
  const apiAs = async (page: Page, username: string, password: string) => {
    const login = await page.request.post('/api/auth/login', { data: { username, password } });
    const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    return {
      get: async (url: string) => (await page.request.get(url, { headers })).json() as Promise<Record<string, unknown>>,
      post: (url: string, data: object) => page.request.post(url, { headers, data }),
      put: (url: string, data: object) => page.request.put(url, { headers, data }),
    };
  };

  it('when an employee presses plus, then a toast shows the movement and its Undo moves the unit back', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      const api = await apiAs(page, 'employee1', 'emp123');
      const name = `Undo Crate ${tag()}`;
      const created = await api.post('/api/goods', { name, category: 'Other', branch_id: 1, quantity: 5 });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.goto('/employee/inventory');
      await page.getByLabel('Search').fill(name);
      const quantity = page.getByLabel(`Quantity of ${name}`, { exact: true });
      await expect.poll(() => quantity.innerText()).toBe('5');
      await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      const toast = page.locator('[data-sonner-toast]', { hasText: `Added 1 to ${name}: 5 → 6` });
      await toast.waitFor();
      await expect.poll(() => quantity.innerText()).toBe('6');

      await toast.getByRole('button', { name: 'Undo' }).click();
      await page.locator('[data-sonner-toast]', { hasText: `Undone: ${name} 6 → 5` }).waitFor();
      await expect.poll(() => quantity.innerText()).toBe('5');
      const ledger = (await api.get(`/api/goods/${id}/movements`)) as {
        movements: { type: string; reason: string; notes: string | null; id: number }[];
      };
      const [undo, press] = ledger.movements;
      expect(press).toMatchObject({ type: 'inward', reason: 'Quick Adjustment' });
      expect(undo).toMatchObject({
        type: 'outward',
        reason: 'Quick Adjustment',
        notes: `Undo of movement #${press!.id}`,
      });
    });
  });

  it('when an item is saved while someone else saved it first, then the form keeps my changes to fields nobody else changed, marks the field we both changed, and saves again', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const other = await apiAs(page, 'employee1', 'emp123');
      const sku = `E2E-V-${tag()}`;
      const name = `Versioned Lamp ${sku}`;
      const created = await other.post('/api/goods', {
        name,
        category: 'Furniture',
        branch_id: 1,
        sku,
        supplier: 'Old Co',
        quantity: 3,
        description: 'Brass',
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.goto(`/admin/manage-goods?search=${sku}`);
      const row = page.getByRole('row').filter({ hasText: sku });
      await row.getByRole('button', { name: 'Edit Item' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Item' });
      await expect.poll(() => edit.getByLabel('Supplier').inputValue()).toBe('Old Co');
      await edit.getByLabel('Product Name').fill(`${name} renamed`);
      await edit.getByLabel('Description').fill('Brass, mine');

      // Meanwhile, at another desk: the supplier and the description change.
      // The item form's fields as read, sent back with the version they carry (keys the update does
      // not know are refused, and the quantity moves only through movements).
      const stored = await other.get(`/api/goods/${id}`);
      const fields = ['name', 'category', 'branch_id', 'version'] as const;
      const asRead = Object.fromEntries(fields.map((field) => [field, stored[field]]));
      expect(
        (await other.put(`/api/goods/${id}`, { ...asRead, supplier: 'New Co', description: 'Brass, theirs' })).status(),
      ).toBe(200);

      await edit.getByRole('button', { name: 'Update Item' }).click();
      const notice = edit.getByRole('status').filter({ hasText: 'Changed by someone else' });
      await notice.waitFor();
      expect(await notice.getByRole('listitem').allInnerTexts()).toEqual([
        'Supplier: New Co (was Old Co)',
        'Description: Brass, theirs (was Brass) yours: Brass, mine',
      ]);
      expect(await notice.innerText()).toContain('You both changed the fields marked below');
      // Only the other desk changed the supplier; only I changed the name; we both changed the description.
      expect(await edit.getByLabel('Supplier').inputValue()).toBe('New Co');
      expect(await edit.getByLabel('Product Name').inputValue()).toBe(`${name} renamed`);
      expect(await edit.getByLabel('Description').inputValue()).toBe('Brass, theirs');

      await edit.getByLabel('Description').fill('Brass, both');
      await edit.getByRole('button', { name: 'Update Item' }).click();
      await page.getByText('Item updated successfully!').first().waitFor();
      expect(await other.get(`/api/goods/${id}`)).toMatchObject({
        name: `${name} renamed`,
        supplier: 'New Co',
        description: 'Brass, both',
        quantity: 3,
        version: 3,
      });
    });
  });

  it('when a branch is edited while another admin changed other fields, then the second save keeps both changes', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const api = await apiAs(page, 'admin', 'admin123');
      const name = `Merge Yard ${tag()}`;
      const created = await api.post('/api/branches', { name, location: '1 Old Road', capacity: 100 });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.goto('/admin/manage-branches');
      const card = page.getByRole('article', { name, exact: true });
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Branch' });
      await edit.getByLabel('Location').fill('2 New Road');
      // Meanwhile another admin changes the description.
      // The whole branch as read, as the Edit Branch form sends it, with the new description.
      const read = await api.get(`/api/branches/${id}`);
      const whole = Object.fromEntries(
        ['name', 'location', 'capacity', 'available_space', 'manager_id', 'version'].map((key) => [key, read[key]]),
      );
      expect((await api.put(`/api/branches/${id}`, { ...whole, description: 'Covered yard' })).status()).toBe(200);

      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const notice = edit.getByRole('status').filter({ hasText: 'Changed by someone else' });
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Your changes to fields nobody else changed are kept');
      expect(await edit.getByLabel('Location').inputValue()).toBe('2 New Road');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => edit.count()).toBe(0);
      expect(await api.get(`/api/branches/${id}`)).toMatchObject({
        location: '2 New Road',
        description: 'Covered yard',
        version: 3,
      });
    });
  });

  it('when a branch is deleted from a card another admin changed since, then nothing is deleted, the banner says so and a second try works', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const api = await apiAs(page, 'admin', 'admin123');
      const name = `Stale Yard ${tag()}`;
      const created = await api.post('/api/branches', { name, location: '9 Race Row', capacity: 100 });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.goto('/admin/manage-branches');
      const card = page.getByRole('article', { name, exact: true });
      await card.waitFor();
      expect((await api.put(`/api/branches/${id}`, { capacity: 150, version: 1 })).status()).toBe(200);

      const confirm = async () => {
        await card.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog', { name: 'Delete Branch' }).getByRole('button', { name: 'Delete' }).click();
      };
      await confirm();
      const banner = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
      await banner.waitFor();
      expect(await api.get(`/api/branches/${id}`)).toMatchObject({ id, capacity: 150, version: 2 });
      // The refusal reloaded the cards, so the next try names the current version.
      await expect.poll(() => card.getByText('150', { exact: true }).first().isVisible()).toBe(true);
      await confirm();
      await expect.poll(() => card.count()).toBe(0);
      // The card leaves as the delete is sent; the branch is gone once the server has answered.
      await expect.poll(async () => (await page.request.get(`/api/branches/${id}`)).status()).toBe(404);
    });
  });
});
