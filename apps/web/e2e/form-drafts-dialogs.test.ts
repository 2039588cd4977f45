import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD, newBranchWithStaff, newEmployee, registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** The draft keys this browser holds (lib/form-draft.ts: stockyard-draft:<user id>:<form>). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stockyard-draft:')));
const draftForms = async (page: Page) => (await draftKeys(page)).map((key) => key.split(':').slice(2).join(':')).sort();

/** Escape closes the topmost dialog; it is gone before the next step. */
async function escape(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name }).waitFor({ state: 'detached' });
}

/** A customer of one test with one application (no estimate, so the reviewer types the space), sent through the API. */
async function customerWithApplication(request: APIRequestContext, name: string) {
  const customer = await registerCustomer(name);
  const login = await request.post('/api/auth/login', {
    data: { username: customer.username, password: customer.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const applied = await request.post('/api/applications/submit', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      application_data: JSON.stringify({
        full_name: `${customer.first_name} ${customer.last_name}`,
        email: customer.email,
        phone: customer.phone,
        item_type: 'Furniture',
        storage_type: 'standard',
      }),
      identification_doc: { name: `id-${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
    },
  });
  expect(applied.status()).toBe(201);
  const application = (await applied.json()) as { id: number; version: number };
  return { customer, fullName: `${customer.first_name} ${customer.last_name}`, application };
}

/** Issue 48 item 2: the form dialogs keep a draft of what was typed, per record, as the pages do. */
describe('drafts in the form dialogs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee types the hours to complete a task and presses Escape, then reopening Complete brings them back; completing leaves no draft', async () => {
    await withPage(browser, async (page) => {
      const { id, token, username } = await newEmployee(page.request, `cd${tag()}`);
      const task = `Draft task ${tag()}`;
      const headers = { authorization: `Bearer ${token}` };
      const created = await page.request.post('/api/assignments', {
        headers,
        data: { employee_id: id, branch_id: 1, task, due_date: '2030-05-01' },
      });
      const assignment = (await created.json()) as { id: number; version: number };
      const started = await page.request.put(`/api/assignments/${assignment.id}`, {
        headers,
        data: { status: 'in_progress', version: assignment.version },
      });
      expect(started.status()).toBe(200);

      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/assignments');
      const card = page.getByRole('article', { name: task });
      await card.getByRole('button', { name: 'Complete' }).click();
      let dialog = page.getByRole('dialog', { name: 'Complete assignment' });
      await dialog.getByLabel('Actual hours').fill('2.5');
      await eventually(() => draftForms(page)).toEqual([`assignment-complete:${assignment.id}`]);
      await escape(page, 'Complete assignment');

      await card.getByRole('button', { name: 'Complete' }).click();
      dialog = page.getByRole('dialog', { name: 'Complete assignment' });
      await dialog.getByText('Draft restored').waitFor();
      expect(await dialog.getByLabel('Actual hours').inputValue()).toBe('2.5');
      await dialog.getByRole('button', { name: 'Complete' }).click();
      await eventually(() => page.getByText('Assignment status updated to Completed').isVisible()).toBe(true);
      expect(await draftKeys(page)).toEqual([]);
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
    });
  });

  it("when an employee types an application's notes and its approval and closes both, then reopening brings both back; approving leaves no draft", async () => {
    const name = `dr${tag()}`;
    const branch = await newBranchWithStaff(name, 300);
    await withPage(browser, async (page) => {
      const { fullName, application } = await customerWithApplication(page.request, name);
      await signInAs(page, `intake_${name}`, E2E_PASSWORD);
      await page.goto('/employee/applications');
      await page.getByLabel('Search applications').fill(fullName);
      const view = page.getByRole('button', { name: `View application from ${fullName}` });
      const detailName = `Application from ${fullName}`;
      await view.click();
      let detail = page.getByRole('dialog', { name: detailName });
      await detail.getByLabel('Employee Notes').fill('Fragile, two people to carry');

      await detail.getByRole('button', { name: 'Approve' }).click();
      let approval = page.getByRole('dialog', { name: 'Approve and reserve space' });
      await approval.getByLabel('Space to reserve (units)').fill('40');
      const branchOption = `${branch.name} (300 units available)`;
      await eventually(() => approval.getByLabel('Branch').locator('option', { hasText: branch.name }).count()).toBe(1);
      await approval.getByLabel('Branch').selectOption({ label: branchOption });
      await approval.getByLabel('Start date').fill('2031-04-12');
      await eventually(() => draftForms(page)).toEqual([
        `application-notes:${application.id}`,
        `approve:${application.id}`,
      ]);
      await escape(page, 'Approve and reserve space');
      await escape(page, detailName);

      await view.click();
      detail = page.getByRole('dialog', { name: detailName });
      await detail.getByText('Draft restored').waitFor();
      expect(await detail.getByLabel('Employee Notes').inputValue()).toBe('Fragile, two people to carry');
      // Typed on: the dialog stays open after the decision, and the notes sent are then no draft.
      await detail.getByLabel('Employee Notes').fill('Fragile, two people to carry; ring first');
      await detail.getByRole('button', { name: 'Approve' }).click();
      approval = page.getByRole('dialog', { name: 'Approve and reserve space' });
      await approval.getByText('Draft restored').waitFor();
      expect(await approval.getByLabel('Space to reserve (units)').inputValue()).toBe('40');
      expect(await approval.getByLabel('Start date').inputValue()).toBe('2031-04-12');
      await eventually(() => approval.getByLabel('Branch').inputValue()).toBe(String(branch.id));
      expect(await approval.getByLabel('Employee who receives the goods').inputValue()).toBe(String(branch.employeeId));

      await approval.getByRole('button', { name: 'Approve' }).click();
      await eventually(() => page.getByText('Application status updated to Approved').isVisible()).toBe(true);
      await eventually(() => detail.getByText('Storage agreement', { exact: true }).isVisible()).toBe(true);
      expect(await draftKeys(page)).toEqual([]);
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
    });
  });

  it('when a customer types a new end date in Extend and reloads, then reopening brings it back; asking leaves no draft', async () => {
    const name = `dx${tag()}`;
    const branch = await newBranchWithStaff(name, 300);
    await withPage(browser, async (page) => {
      const { customer, application } = await customerWithApplication(page.request, name);
      const approved = await page.request.put(`/api/applications/${application.id}`, {
        headers: { authorization: `Bearer ${await adminToken(page.request)}` },
        data: {
          status: 'approved',
          branch_id: branch.id,
          start_date: '2031-02-01',
          volume: 40,
          version: application.version,
        },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      const { agreement } = (await approved.json()) as { agreement: { id: number } };

      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/storage');
      await page.getByRole('button', { name: 'Extend', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Extend storage' });
      await dialog.getByLabel('New end date').fill('2045-06-30');
      await eventually(() => draftForms(page)).toEqual([`extend:${agreement.id}`]);
      await escape(page, 'Extend storage');

      // The dialog stays mounted on its card: a reload shows the text comes from the draft.
      await page.reload();
      await page.getByRole('button', { name: 'Extend', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Extend storage' });
      await dialog.getByText('Draft restored').waitFor();
      expect(await dialog.getByLabel('New end date').inputValue()).toBe('2045-06-30');
      await dialog.getByRole('button', { name: 'Ask to extend' }).click();
      await eventually(() => page.getByText('Extension requested').isVisible()).toBe(true);
      expect(await draftKeys(page)).toEqual([]);
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
    });
  });

  it("when the admin types in Manage Capacity and in Update Stock, then each reopens with its record's draft; the capacity discarded and the stock sent leave none", async () => {
    const name = `dc${tag()}`;
    const branch = await newBranchWithStaff(name, 300);
    await withPage(browser, async (page) => {
      const token = await adminToken(page.request);
      const sku = `DRAFT-${name}`;
      const created = await page.request.post('/api/goods', {
        headers: { authorization: `Bearer ${token}` },
        data: { name: `Draft Crate ${sku}`, category: 'Other', branch_id: 1, quantity: 12, price_per_unit: 3, sku },
      });
      expect(created.status()).toBe(201);
      const good = (await created.json()) as { id: number };
      await signInAs(page, 'admin', 'admin123');

      await page.goto('/admin/manage-branches');
      const card = page.getByRole('article', { name: branch.name, exact: true });
      await card.getByRole('button', { name: 'Manage Capacity' }).click();
      let capacity = page.getByRole('dialog', { name: 'Manage Capacity' });
      await eventually(() => capacity.getByLabel('New Total Capacity').inputValue()).toBe('300');
      await capacity.getByLabel('New Total Capacity').fill('450');
      await eventually(() => draftForms(page)).toEqual([`capacity:${branch.id}`]);
      await escape(page, 'Manage Capacity');

      await page.goto(`/admin/manage-goods?search=${sku}`);
      const row = page.getByRole('row').filter({ hasText: sku });
      await row.getByRole('button', { name: 'Update Stock' }).click();
      let stock = page.getByRole('dialog', { name: 'Update Stock' });
      await stock.getByLabel('Movement Type').selectOption('outward');
      await stock.getByLabel('Quantity').fill('4');
      await stock.getByLabel('Reason').selectOption('Sale');
      await stock.getByLabel('Reference Number').fill('SO-4411');
      await stock.getByLabel('Notes').fill('Picked for the harbour order');
      await eventually(() => draftForms(page)).toEqual([`capacity:${branch.id}`, `stock:${good.id}`]);
      await escape(page, 'Update Stock');

      await row.getByRole('button', { name: 'Update Stock' }).click();
      stock = page.getByRole('dialog', { name: 'Update Stock' });
      await stock.getByText('Draft restored').waitFor();
      expect(await stock.getByLabel('Movement Type').inputValue()).toBe('outward');
      expect(await stock.getByLabel('Quantity').inputValue()).toBe('4');
      expect(await stock.getByLabel('Reason').inputValue()).toBe('Sale');
      expect(await stock.getByLabel('Reference Number').inputValue()).toBe('SO-4411');
      expect(await stock.getByLabel('Notes').inputValue()).toBe('Picked for the harbour order');
      await stock.getByRole('button', { name: 'Update Stock' }).click();
      await eventually(() => page.getByText(`Stock successfully removed from Draft Crate ${sku}`).isVisible()).toBe(
        true,
      );
      await eventually(() => row.getByText('Qty: 8').isVisible()).toBe(true);
      expect(await draftForms(page)).toEqual([`capacity:${branch.id}`]);

      await page.goto('/admin/manage-branches');
      await card.getByRole('button', { name: 'Manage Capacity' }).click();
      capacity = page.getByRole('dialog', { name: 'Manage Capacity' });
      await capacity.getByText('Draft restored').waitFor();
      expect(await capacity.getByLabel('New Total Capacity').inputValue()).toBe('450');
      await capacity.getByRole('button', { name: 'Discard draft' }).click();
      await eventually(() => capacity.getByLabel('New Total Capacity').inputValue()).toBe('300');
      expect(await capacity.getByText('Draft restored').count()).toBe(0);
      expect(await draftKeys(page)).toEqual([]);
      await page.waitForTimeout(1_000);
      expect(await draftKeys(page)).toEqual([]);
    });
  });
});
