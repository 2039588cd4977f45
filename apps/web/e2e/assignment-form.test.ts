import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

const PAST = 'Due date cannot be in the past';

/**
 * A fresh admin of this test only whose saved time zone is Los Angeles, signed in (sign-in applies
 * the saved display preferences). Answers the admin's API headers.
 */
async function losAngelesAdmin(page: Page) {
  const tag = Date.now().toString(36);
  const username = `admin_la_${tag}`;
  const created = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
    data: {
      username,
      first_name: 'Lee',
      last_name: 'Pacific',
      email: `${username}@example.com`,
      role: 'admin',
      password: E2E_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const saved = await page.request.put('/api/users/me/preferences', {
    headers,
    data: { display: { timezone: 'America/Los_Angeles' } },
  });
  expect(saved.status()).toBe(200);
  await signInAs(page, username, E2E_PASSWORD);
  return headers;
}

const openCreate = async (page: Page): Promise<Locator> => {
  await page.goto('/admin/assignments');
  await page.getByRole('button', { name: 'Create Assignment' }).first().click();
  return page.getByRole('dialog', { name: 'Create Assignment' });
};

/** The label of the option a select shows. */
const shown = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

describe('assignment form: due date and branch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("when the admin picks a due date before their own today, then the form refuses it under the field; today in their zone is accepted, and an overdue task's date can be kept", async () => {
    await withPage(browser, async (page) => {
      // 03:00 UTC on March 15 is still the evening of March 14 in Los Angeles: the admin's today is
      // the 14th. The server's real clock is years earlier, so it would accept every date used here,
      // and only the form can refuse.
      await page.clock.setFixedTime(new Date('2030-03-15T03:00:00Z'));
      const headers = await losAngelesAdmin(page);
      const tag = Date.now().toString(36);
      const task = `Dated task ${tag}`;

      const dialog = await openCreate(page);
      const dueDate = dialog.getByLabel('Due Date');
      expect(await dueDate.getAttribute('min')).toBe('2030-03-14');
      await dialog.getByLabel('Employee').selectOption({ label: 'Evan Stone' });
      await dialog.getByLabel('Branch').selectOption({ label: 'Downtown Central' });
      await dialog.getByLabel('Task').fill(task);
      await dueDate.fill('2030-03-13');
      await dialog.getByRole('button', { name: 'Create Assignment' }).click();
      await eventually(() => dialog.getByText(PAST).isVisible()).toBe(true);
      expect(await dueDate.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.isVisible()).toBe(true);
      const stored = async () => {
        const list = await page.request.get('/api/assignments?limit=200', { headers });
        type Listed = { task: string; due_date: string; employee_id: number };
        return ((await list.json()) as Listed[]).filter((a) => a.task === task);
      };
      expect(await stored()).toEqual([]);

      // The 14th is already over in UTC, but not for this admin.
      await dueDate.fill('2030-03-14');
      await eventually(() => dialog.getByText(PAST).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Create Assignment' }).click();
      await eventually(() => page.getByText('Assignment created successfully').isVisible()).toBe(true);
      await eventually(async () => (await stored()).map((a) => a.due_date)).toEqual(['2030-03-14T23:59:59.000Z']);

      // An assignment that fell overdue: the stored date stays offered and saves; another past day does not.
      const overdue = `Overdue task ${tag}`;
      const [{ employee_id } = { employee_id: 0 }] = await stored();
      const made = await page.request.post('/api/assignments', {
        headers,
        data: { employee_id, branch_id: 1, task: overdue, due_date: '2030-03-10' },
      });
      expect(made.status()).toBe(201);
      await page.reload();
      await page.getByRole('button', { name: `Edit ${overdue}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Assignment' });
      expect(await edit.getByLabel('Due Date').getAttribute('min')).toBe('2030-03-10');
      await edit.getByLabel('Due Date').fill('2030-03-12');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => edit.getByText(PAST).isVisible()).toBe(true);
      await edit.getByLabel('Due Date').fill('2030-03-10');
      await edit.getByLabel('Priority').selectOption('high');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Assignment updated successfully').isVisible()).toBe(true);
    });
  });

  it("when the admin picks an employee, then the Branch fills with the employee's branch, replacing one filled for an earlier pick but never the admin's own choice", async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const dialog = await openCreate(page);
      const employee = dialog.getByLabel('Employee');
      const branch = dialog.getByLabel('Branch');
      await eventually(() => employee.isEnabled()).toBe(true);
      expect(await shown(branch)).toBe('Select a branch');

      await employee.selectOption({ label: 'Evan Stone' });
      await eventually(() => shown(branch)).toBe('Downtown Central');
      await employee.selectOption({ label: 'Maya Reyes' });
      await eventually(() => shown(branch)).toBe('Harbor Logistics Hub');

      await branch.selectOption({ label: 'Northside Depot' });
      // The fill happens in the change event itself, so it would have shown by now.
      await employee.selectOption({ label: 'Evan Stone' });
      expect(await shown(branch)).toBe('Northside Depot');
    });
  });
});
