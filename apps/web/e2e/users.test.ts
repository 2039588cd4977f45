import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './support/accounts.js';
import { launchBrowser, newPage, signInAs, withPage as withPageIn } from './support/browser.js';

let counter = 0;
/** A unique username, email and last name, so each test owns the user it creates. */
function newPerson() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    first: 'Erin',
    last: `Tester${tag}`,
    username: `erin_${tag}`,
    email: `erin_${tag}@example.com`,
    password: E2E_PASSWORD,
  };
}
type Person = ReturnType<typeof newPerson>;

describe('users and the admin dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

  /** Fills the Add User dialog as an employee of the first branch in the selector. */
  async function addEmployee(page: Page, person: Person) {
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('First Name').fill(person.first);
    await dialog.getByLabel('Last Name').fill(person.last);
    await dialog.getByLabel('Username').fill(person.username);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Role').selectOption('employee');
    const branch = dialog.getByLabel('Branch');
    await expect.poll(() => branch.locator('option').count()).toBeGreaterThan(1);
    await branch.selectOption({ index: 1 });
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByLabel('Confirm Password', { exact: true }).fill(person.password);
    return dialog;
  }

  async function searchFor(page: Page, text: string) {
    await page.getByLabel('Search users').fill(text);
  }

  it('when an admin creates an employee who signs in, then the activity shows it and deactivation signs them out', async () => {
    const person = newPerson();
    const fullName = `${person.first} ${person.last}`;
    const admin = await newPage(browser);
    const employee = await newPage(browser);
    try {
      const page = admin.page;
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/users');
      const dialog = await addEmployee(page, person);
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await visible(page, 'User created successfully!');
      await expect.poll(() => dialog.isVisible()).toBe(false);

      await searchFor(page, person.username);
      const row = page.getByRole('row', { name: new RegExp(person.last) });
      await expect.poll(() => row.getByText('Never logged in').isVisible()).toBe(true);
      await expect.poll(() => row.getByText('Employee').isVisible()).toBe(true);

      // The employee signs in in a browser of their own.
      await signInAs(employee.page, person.username, person.password);
      expect(new URL(employee.page.url()).pathname).toBe('/employee/dashboard');

      await page.reload();
      await searchFor(page, person.username);
      await expect.poll(() => row.getByText('Active now').isVisible()).toBe(true);

      await page.getByRole('button', { name: `Activity ${fullName}` }).click();
      const activity = page.getByRole('dialog', { name: 'User Activity' });
      await expect.poll(() => activity.getByText('Signed in').isVisible()).toBe(true);
      await activity.getByRole('button', { name: 'Close' }).first().click();

      await page.getByRole('button', { name: `Deactivate ${fullName}` }).click();
      await visible(page, 'User deactivated successfully');
      await expect.poll(() => row.getByText('Inactive').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: `Activate ${fullName}` }).isVisible()).toBe(true);

      // The employee's next request finds the session ended and goes to /login, to return after.
      await employee.page.reload();
      await employee.page.waitForURL(/\/login\?next=/);
      expect(await employee.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await admin.context.close();
      await employee.context.close();
    }
  });

  it('when the form is sent empty or with a taken email, then the spec messages show', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New User' });
      await dialog.getByLabel('Password', { exact: true }).fill('secret1');
      await dialog.getByLabel('Confirm Password', { exact: true }).fill('secret2');
      await dialog.getByRole('button', { name: 'Create User' }).click();
      for (const message of [
        'Username is required',
        'First name is required',
        'Last name is required',
        'Email is required',
        'Branch assignment is required for employees',
        'Passwords do not match',
      ]) {
        await expect.poll(() => dialog.getByText(message).isVisible(), { message }).toBe(true);
      }
      // Customers have no branch: the selector goes away.
      await dialog.getByLabel('Role').selectOption('customer');
      await expect.poll(() => dialog.getByLabel('Branch').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const person = { ...newPerson(), email: 'employee1@stockyard.example' };
      const second = await addEmployee(page, person);
      await second.getByRole('button', { name: 'Create User' }).click();
      await expect.poll(() => second.getByText('Email already exists').isVisible()).toBe(true);
      await expect.poll(() => second.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('when an employee is deleted after confirming, then they are gone from the list', async () => {
    await withPage(async (page) => {
      const person = newPerson();
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/users');
      const dialog = await addEmployee(page, person);
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await visible(page, 'User created successfully!');
      await searchFor(page, person.username);
      await page.getByRole('button', { name: `Delete ${person.first} ${person.last}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete User' });
      await expect
        .poll(() =>
          confirm.getByText('Are you sure you want to delete this user? This action cannot be undone.').isVisible(),
        )
        .toBe(true);
      await confirm.getByRole('button', { name: 'Delete User' }).click();
      await visible(page, 'User deleted successfully');
      await visible(page, 'No users found');
    });
  });

  it('when a customer opens /admin/users, then they land on /customer/dashboard', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'customer1', 'cust123');
      await page.goto('/admin/users');
      await page.waitForURL(/\/customer\/dashboard$/);
    });
  });

  it('when the admin dashboard opens, then the five cards show numbers and the API is Healthy', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await visible(page, 'Welcome back, Ada!');
      const summary = page.getByRole('region', { name: 'Summary' });
      for (const label of ['Total Users', 'Total Goods', 'Branches', 'Assignments', 'Pending Tasks']) {
        const card = summary.locator('div', { has: page.getByText(label, { exact: true }) }).first();
        await expect
          .poll(async () => /\d/.test((await card.innerText()).replace(label, '')), { message: label })
          .toBe(true);
      }
      const health = page.getByRole('region', { name: 'System Health' });
      await expect.poll(() => health.getByText('Healthy', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => health.getByText('Connected', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('link', { name: /Manage Users/ }).isVisible()).toBe(true);
      // The lazy charts arrive after the cards.
      await expect.poll(() => page.getByRole('img', { name: /Goods by stock status/ }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('img', { name: /Activity chart/ }).isVisible()).toBe(true);
    });
  });
});
