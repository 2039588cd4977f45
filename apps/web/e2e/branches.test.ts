import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/accounts.js';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

/** Screens load lazily and refetch after writes; a second is not always enough. */
const WAIT = { timeout: 10_000 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, WAIT);

const DELETE_CONFIRM = 'Are you sure you want to delete this branch? This action cannot be undone.';

describe('branches: admin Manage Branches, customer Branch Capacity, landing list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  const uniqueName = (prefix: string) =>
    `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const branchCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
  /** Total, Used and Available as the card shows them. */
  const figures = (page: Page, name: string) => branchCard(page, name).locator('dd').allInnerTexts();
  const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

  async function openManageBranches(page: Page, path = '/admin/manage-branches') {
    await signInAs(page, 'admin', 'admin123');
    await page.goto(path);
    await branchCard(page, 'Downtown Central').waitFor();
  }

  async function addBranch(page: Page, name: string, capacity: string) {
    await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Branch' });
    await dialog.getByLabel('Branch Name').fill(name);
    await dialog.getByLabel('Location').fill('1 Test Road, Springfield');
    await dialog.getByLabel('Total Capacity').fill(capacity);
    // A cancelled Add keeps its draft (other use included); this branch has none.
    await dialog.getByLabel('Other Use').fill('0');
    await dialog.getByRole('button', { name: 'Add Branch' }).click();
    await branchCard(page, name).waitFor();
  }

  it('when an admin adds, edits, resizes and deletes a branch, then each change shows on its card', async () => {
    await withPage(async (page) => {
      await openManageBranches(page);
      const name = uniqueName('E2E Depot');

      // Add: the form refuses empty required fields and warns of other use above capacity first.
      await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
      const addDialog = page.getByRole('dialog', { name: 'Add Branch' });
      await addDialog.getByRole('button', { name: 'Add Branch' }).click();
      await poll(() => addDialog.getByText('Please fill in all required fields.').count()).toBe(3);
      await addDialog.getByLabel('Total Capacity').fill('100');
      await addDialog.getByLabel('Other Use').fill('150');
      await poll(() => addDialog.getByText('Other use cannot be greater than total capacity.').isVisible()).toBe(true);
      await addDialog.getByRole('button', { name: 'Cancel' }).click();

      await addBranch(page, name, '400');
      await poll(() => visible(page, 'Branch added successfully')).toBe(true);
      expect(await figures(page, name)).toEqual(['400', '0', '0', '400']);
      // The usage label comes first; the Available figure below it has the same word.
      expect(await branchCard(page, name).getByText('Available', { exact: true }).first().isVisible()).toBe(true);
      // Success notices clear after 3 s (plus the exit animation); the app's default 5 s would not make it.
      await expect.poll(() => visible(page, 'Branch added successfully'), { timeout: 4_500 }).toBe(false);

      // Edit: new location and 300 units taken outside Stockyard, so 300 of 400 used (75%, Moderate).
      await branchCard(page, name).getByRole('button', { name: 'Edit' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Branch' });
      await editDialog.getByLabel('Location').fill('2 Changed Avenue, Riverton');
      await editDialog.getByLabel('Other Use').fill('300');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await poll(() => visible(page, 'Branch updated successfully')).toBe(true);
      const card = branchCard(page, name);
      await poll(() => card.getByText('2 Changed Avenue, Riverton').isVisible()).toBe(true);
      expect(await figures(page, name)).toEqual(['400', '300', '0', '100']);
      expect(await card.getByText('Moderate', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('75%', { exact: true }).isVisible()).toBe(true);

      // Manage Capacity: below the used space is refused in place; 600 keeps the 300 used.
      await card.getByRole('button', { name: 'Manage Capacity' }).click();
      const capacityDialog = page.getByRole('dialog', { name: 'Manage Capacity' });
      await capacityDialog.getByLabel('New Total Capacity').fill('250');
      await poll(() => capacityDialog.getByText('Used space cannot exceed total capacity').isVisible()).toBe(true);
      expect(await capacityDialog.getByRole('button', { name: 'Update Capacity' }).isDisabled()).toBe(true);
      await capacityDialog.getByLabel('New Total Capacity').fill('600');
      await poll(() => capacityDialog.getByText('Available space after update: 300 units').isVisible()).toBe(true);
      await capacityDialog.getByRole('button', { name: 'Update Capacity' }).click();
      await poll(() => visible(page, 'Capacity updated successfully')).toBe(true);
      await poll(() => figures(page, name)).toEqual(['600', '300', '0', '300']);
      expect(await card.getByText('Active', { exact: true }).isVisible()).toBe(true);

      // Search filters on the client; a term nothing matches says so.
      const search = page.getByRole('searchbox', { name: 'Search branches by name or location' });
      await search.fill('Changed Avenue');
      await poll(() => page.getByRole('article').count()).toBe(1);
      await search.fill('no branch is called this');
      await poll(() => visible(page, 'No branches match your filter')).toBe(true);
      await search.fill('');

      // Delete, after the spec's confirmation.
      await card.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Branch' });
      expect(await confirm.getByText(DELETE_CONFIRM).isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await poll(() => visible(page, 'Branch deleted successfully')).toBe(true);
      await poll(() => card.count()).toBe(0);
    });
  });

  it('when an admin enters a figure above the column in Add or Edit Branch, then the form names the limit and nothing is saved', async () => {
    const TOO_LARGE = '99999999999999';
    const CAPACITY_LIMIT = 'Total capacity must be at most 2,147,483,647';
    const OTHER_USE_LIMIT = 'Other use must be at most 2,147,483,647';
    const CAPACITY_INVALID = 'Total capacity must be a whole number of 0 or more';
    await withPage(async (page) => {
      await openManageBranches(page);
      const name = uniqueName('Huge Depot');

      await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
      const addDialog = page.getByRole('dialog', { name: 'Add Branch' });
      await addDialog.getByLabel('Branch Name').fill(name);
      await addDialog.getByLabel('Location').fill('1 Test Road, Springfield');
      await addDialog.getByLabel('Total Capacity').fill(TOO_LARGE);
      await addDialog.getByRole('button', { name: 'Add Branch' }).click();
      await poll(() => addDialog.getByText(CAPACITY_LIMIT, { exact: true }).isVisible()).toBe(true);
      expect(await addDialog.getByText(CAPACITY_INVALID).count()).toBe(0);
      // Negatives keep their own message.
      await addDialog.getByLabel('Total Capacity').fill('-5');
      await addDialog.getByRole('button', { name: 'Add Branch' }).click();
      await poll(() => addDialog.getByText(CAPACITY_INVALID, { exact: true }).isVisible()).toBe(true);
      await addDialog.getByLabel('Total Capacity').fill('100');
      await addDialog.getByLabel('Other Use').fill(TOO_LARGE);
      await addDialog.getByRole('button', { name: 'Add Branch' }).click();
      await poll(() => addDialog.getByText(OTHER_USE_LIMIT, { exact: true }).isVisible()).toBe(true);
      await addDialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await branchCard(page, name).count()).toBe(0);

      await addBranch(page, name, '400');
      const card = branchCard(page, name);
      await card.getByRole('button', { name: 'Edit' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Branch' });
      await editDialog.getByLabel('Total Capacity').fill(TOO_LARGE);
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await poll(() => editDialog.getByText(CAPACITY_LIMIT, { exact: true }).isVisible()).toBe(true);
      expect(await editDialog.getByText(CAPACITY_INVALID).count()).toBe(0);
      await editDialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await figures(page, name)).toEqual(['400', '0', '0', '400']);
    });
  });

  it('when an admin reads branch utilization on the dashboard and on Manage Branches, then both give the same figures under the same names', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const headers = { Authorization: `Bearer ${await adminToken(page.request)}` };
      // A small full branch: it lifts the mean of percentages far more than the share of all space.
      const created = await page.request.post('/api/branches', {
        headers,
        data: { name: uniqueName('Tiny Full'), location: '3 Small Lane', capacity: 10, available_space: 0 },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      try {
        type Figures = { capacity: number; available_space: number };
        const all = (await (await page.request.get('/api/branches?limit=500', { headers })).json()) as Figures[];
        const percentOf = (used: number, capacity: number) => (capacity > 0 ? Math.round((used / capacity) * 100) : 0);
        const mean = Math.round(
          all.reduce((sum, branch) => sum + percentOf(branch.capacity - branch.available_space, branch.capacity), 0) /
            all.length,
        );
        const capacity = all.reduce((sum, branch) => sum + branch.capacity, 0);
        const used = all.reduce((sum, branch) => sum + branch.capacity - branch.available_space, 0);
        const share = percentOf(used, capacity);
        // The two measures differ on this data, so a screen showing one under the other's name fails.
        expect(mean).not.toBe(share);

        await page.goto('/admin/dashboard');
        const chart = page.getByRole('region', { name: 'Branch Utilisation' });
        const figure = (label: string) => chart.locator(`dt:text-is("${label}") + dd`);
        await poll(() => figure('Avg Utilization').innerText()).toBe(`${mean}%`);
        expect(await figure('Total Capacity in Use').innerText()).toBe(`${share}%`);

        await page.goto('/admin/manage-branches');
        const tileLabel = page
          .getByRole('region', { name: 'Branch summary' })
          .getByText('Avg Utilization', { exact: true });
        await poll(() => tileLabel.locator('xpath=../following-sibling::p[1]').innerText()).toBe(`${mean}%`);
        expect(await tileLabel.locator('xpath=../following-sibling::p[2]').innerText()).toBe(
          `Mean per branch; ${share}% of total capacity in use`,
        );
      } finally {
        await page.request.delete(`/api/branches/${id}?version=1`, { headers });
      }
    });
  });

  it('when an admin deletes a branch that still holds goods, then the 409 detail shows in a dismissible banner', async () => {
    await withPage(async (page) => {
      // The alias path opens the same screen.
      await openManageBranches(page, '/admin/branches');
      await branchCard(page, 'Downtown Central').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete Branch' }).getByRole('button', { name: 'Delete' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'Cannot delete branch:' });
      await poll(() => banner.isVisible()).toBe(true);
      expect(await banner.innerText()).toMatch(/Cannot delete branch: .*goods.* still attached/);
      expect(await branchCard(page, 'Downtown Central').isVisible()).toBe(true);
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await poll(() => banner.count()).toBe(0);
    });
  });

  it('when an admin exports, then a dated CSV of the listed branches downloads', async () => {
    await withPage(async (page) => {
      await openManageBranches(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^branches_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await file.path())!, 'utf8');
      expect(text).toContain('ID,Name,Location,Description,Total Capacity,Used Space,Reserved Space,Available Space');
      expect(text).toContain('Downtown Central,"120 Market Street, Springfield"');
    });
  });

  it('when a customer opens Branch Capacity, then each demo branch shows its status, bar figures and actions', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'customer1', 'cust123');
      await page.goto('/customer/branch-capacity');
      await branchCard(page, 'Downtown Central').waitFor();
      for (const [name, percent, status] of [
        ['Downtown Central', '30% full', 'Available'],
        ['Harbor Logistics Hub', '62% full', 'Optimal'],
        ['Northside Depot', '78% full', 'Optimal'],
        ['Airport Freight Center', '92% full', 'Busy'],
        ['Westfield Storage', '97% full', 'Full'],
      ] as const) {
        const card = branchCard(page, name);
        expect(await card.getByText(percent, { exact: true }).isVisible()).toBe(true);
        expect(await card.getByText(status, { exact: true }).isVisible()).toBe(true);
        // Intl's range ("9:00 AM – 6:00 PM", with the locale's narrow spaces).
        expect(await card.getByText(/^Hours: 9:00\sAM\s–\s6:00\sPM$/).isVisible()).toBe(true);
      }
      // Manager lines are the real managers where the demo sets one.
      expect(
        await branchCard(page, 'Downtown Central')
          .getByText(/^Manager: /)
          .isVisible(),
      ).toBe(true);

      const downtown = branchCard(page, 'Downtown Central');
      expect(await downtown.getByRole('link', { name: 'Store Items Here' }).getAttribute('href')).toMatch(
        /^\/customer\/store-goods\?branch=\d+$/,
      );
      const directions = downtown.getByRole('link', { name: /Get Directions/ });
      expect(await directions.getAttribute('href')).toBe(
        'https://www.google.com/maps/search/?api=1&query=120%20Market%20Street%2C%20Springfield',
      );
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await directions.getAttribute('rel')).toContain('noopener');

      const westfield = branchCard(page, 'Westfield Storage');
      expect(await westfield.getByRole('button', { name: 'Currently Full' }).isDisabled()).toBe(true);
      expect(await westfield.getByRole('link', { name: 'Store Items Here' }).count()).toBe(0);

      // The link chooses its branch on the Store Goods form.
      await downtown.getByRole('link', { name: 'Store Items Here' }).click();
      await page.waitForURL(/\/customer\/store-goods\?branch=\d+$/);
      const preferred = page.getByLabel('Preferred Branch');
      await expect
        .poll(async () => (await preferred.locator('option:checked').textContent())?.trim())
        .toBe('Downtown Central');
    });
  });

  it('when an admin adds a branch, then visitors see it on the landing page', async () => {
    const name = uniqueName('Landing Depot');
    await withPage(async (page) => {
      await openManageBranches(page);
      await addBranch(page, name, '300');
    });
    await withPage(async (page) => {
      await page.goto('/');
      const section = page.locator('#branches');
      // The live branch list loads when the visitor comes near it (see landing-branches-section).
      await section.scrollIntoViewIfNeeded();
      await poll(() => section.getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
    });
  });
});
