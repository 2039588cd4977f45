import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, newPage, signInAs, withPage } from './support/browser.js';

// Screens load lazily and then ask the server; vitest's default poll window (1 s) is too tight for that.
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

describe('assignments: admin assigns, the employee works the task, the admin sees it done', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const signedIn = async (username: string, password: string) => {
    const { context, page } = await newPage(browser);
    await signInAs(page, username, password);
    return { context, page };
  };

  const card = (page: Page, task: string): Locator => page.getByRole('article', { name: task });

  /** Creates an assignment for employee1 (Evan Stone) at Downtown Central through the admin dialog. */
  const createAssignment = async (page: Page, task: string) => {
    await page.goto('/admin/assignments');
    await page.getByRole('button', { name: 'Create Assignment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Assignment' });
    await dialog.getByLabel('Employee').selectOption({ label: 'Evan Stone' });
    await dialog.getByLabel('Branch').selectOption({ label: 'Downtown Central' });
    await dialog.getByLabel('Task').fill(task);
    await dialog.getByLabel('Description').fill('Browser test task');
    await dialog.getByLabel('Due Date').fill('2030-01-15');
    await dialog.getByRole('button', { name: 'Create Assignment' }).click();
    await eventually(() => page.getByText('Assignment created successfully').isVisible()).toBe(true);
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => card(page, task).isVisible()).toBe(true);
  };

  it('when the admin assigns a task, then employee1 starts and completes it and the admin sees it completed at 100', async () => {
    const task = `Count dock ${Date.now().toString(36)}`;
    const admin = await signedIn('admin', 'admin123');
    const employee = await signedIn('employee1', 'emp123');
    try {
      await createAssignment(admin.page, task);
      const created = card(admin.page, task);
      expect(await created.getByText('Pending', { exact: true }).isVisible()).toBe(true);
      expect(await created.getByText('Medium priority').isVisible()).toBe(true);
      expect(await created.getByText('Due 01/15/2030').isVisible()).toBe(true);

      const { page } = employee;
      await page.goto('/employee/assignments');
      await page.getByLabel('Search assignments').fill(task);
      const mine = card(page, task);
      await eventually(() => mine.isVisible()).toBe(true);
      expect(await mine.getByText('01/15/2030, 11:59 PM').isVisible()).toBe(true);
      expect(await mine.getByText('Ada Admin').isVisible()).toBe(true);

      await mine.getByRole('button', { name: 'Start Task' }).click();
      await eventually(() => page.getByText('Assignment status updated to In Progress').isVisible()).toBe(true);
      await eventually(() => mine.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

      await mine.getByRole('button', { name: 'Complete' }).click();
      // The completion form asks for the hours; they are optional.
      await page.getByRole('dialog', { name: 'Complete assignment' }).getByRole('button', { name: 'Complete' }).click();
      await eventually(() => page.getByText('Assignment status updated to Completed').isVisible()).toBe(true);
      await eventually(() => mine.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      // Completed offers no action.
      expect(await mine.getByRole('button').count()).toBe(0);

      await admin.page.reload();
      const done = card(admin.page, task);
      await eventually(() => done.getByText('Completed', { exact: true }).isVisible()).toBe(true);
      expect(await done.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      expect(await done.getByText('100%').isVisible()).toBe(true);

      await page.goto('/employee/dashboard');
      for (const tile of ['Total Assignments', 'Pending Tasks', 'Completed Tasks', 'Goods in System']) {
        const figure = page.getByText(tile, { exact: true }).locator('xpath=../following-sibling::p[1]');
        await eventually(async () => /^\d[\d,]*$/.test((await figure.textContent()) ?? '')).toBe(true);
      }
      const completed = page.getByText('Completed Tasks', { exact: true }).locator('xpath=../following-sibling::p[1]');
      expect(Number(await completed.textContent())).toBeGreaterThanOrEqual(1);
      expect(await page.getByRole('region', { name: 'Recent Assignments' }).getByText(task).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'View all assignments' }).click();
      await page.waitForURL(/\/employee\/assignments$/);
    } finally {
      await admin.context.close();
      await employee.context.close();
    }
  });

  it('when the admin submits an empty form, edits and then deletes an assignment, then the spec messages show', async () => {
    const task = `Sweep bay ${Date.now().toString(36)}`;
    const { context, page } = await signedIn('admin', 'admin123');
    try {
      await page.goto('/admin/assignments');
      await page.getByRole('button', { name: 'Create Assignment' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Assignment' });
      await dialog.getByRole('button', { name: 'Create Assignment' }).click();
      await eventually(() => dialog.getByText('Please fill in all required fields').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await createAssignment(page, task);
      await card(page, task)
        .getByRole('button', { name: `Edit ${task}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Assignment' });
      await edit.getByLabel('Priority').selectOption('urgent');
      await edit.getByLabel('Status').selectOption('in_progress');
      await edit.getByLabel('Progress (%)').fill('30');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Assignment updated successfully').isVisible()).toBe(true);
      const edited = card(page, task);
      await eventually(() => edited.getByText('Urgent priority').isVisible()).toBe(true);
      expect(await edited.getByText('In Progress', { exact: true }).isVisible()).toBe(true);
      expect(await edited.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

      await page.getByLabel('Status').selectOption('in_progress');
      await page.getByLabel('Priority').selectOption('urgent');
      await eventually(() => card(page, task).isVisible()).toBe(true);

      await card(page, task)
        .getByRole('button', { name: `Delete ${task}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete assignment' });
      expect(await confirm.getByText('Are you sure you want to delete this assignment?').isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await eventually(() => page.getByText('Assignment deleted successfully').isVisible()).toBe(true);
      await eventually(() => card(page, task).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when an employee has no assignments, then each empty state says so in the spec words', async () => {
    const tag = Date.now().toString(36);
    const { context, page } = await newPage(browser);
    try {
      // A fresh employee, made through the API as an admin, so no other test's tasks can show up.
      const { id, token, username } = await newEmployee(context.request, `idle_${tag}`);

      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/assignments');
      await eventually(() => page.getByText('No assignments found').isVisible()).toBe(true);
      expect(await page.getByText("You don't have any assignments yet.").isVisible()).toBe(true);

      // One pending task: now the Scheduled filter is empty for its own reason.
      const assigned = await context.request.post('/api/assignments', {
        headers: { Authorization: `Bearer ${token}` },
        data: { employee_id: id, branch_id: 1, task: `Idle task ${tag}`, due_date: '2030-02-01' },
      });
      expect(assigned.status()).toBe(201);
      await page.reload();
      await eventually(() => card(page, `Idle task ${tag}`).isVisible()).toBe(true);
      await page.getByRole('button', { name: /^Scheduled/ }).click();
      expect(await page.getByRole('button', { name: /^Scheduled/ }).getAttribute('aria-pressed')).toBe('true');
      await eventually(() => page.getByText('No assignments with status "Scheduled".').isVisible()).toBe(true);

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(/\/employee\/dashboard$/);
      await eventually(() => page.getByText('Welcome back, Sam!').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('when an employee has tasks in every status, cancelled too, then the filter counts add up to All Tasks and Cancelled lists the cancelled one', async () => {
    const tag = Date.now().toString(36);
    const { context, page } = await newPage(browser);
    try {
      const { id, token, username } = await newEmployee(context.request, `filters_${tag}`);
      const headers = { Authorization: `Bearer ${token}` };
      /** Assigns a task as the admin; a new one is pending, so any other status is set by an edit. */
      const assign = async (task: string, status: string) => {
        const created = await context.request.post('/api/assignments', {
          headers,
          data: { employee_id: id, branch_id: 1, task, due_date: '2030-04-01' },
        });
        expect(created.status()).toBe(201);
        if (status === 'pending') return;
        const { id: taskId, version } = (await created.json()) as { id: number; version: number };
        const moved = await context.request.put(`/api/assignments/${taskId}`, { headers, data: { status, version } });
        expect(moved.status()).toBe(200);
      };
      const filter = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

      await assign(`Open task ${tag}`, 'pending');
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/assignments');
      await eventually(() => card(page, `Open task ${tag}`).isVisible()).toBe(true);
      // Nothing cancelled yet: the filter's empty state, in the screen's words.
      await filter('Cancelled').click();
      await eventually(() => page.getByText('No assignments with status "Cancelled".').isVisible()).toBe(true);

      for (const status of ['pending', 'in_progress', 'scheduled', 'completed', 'cancelled'])
        await assign(`${status} task ${tag}`, status);
      await page.reload();
      const counts = () =>
        page
          .getByRole('group', { name: 'Filter by status' })
          .getByRole('button')
          .evaluateAll((buttons): Record<string, number> =>
            Object.fromEntries(
              buttons.map((button) => [button.firstChild?.textContent, Number(button.lastChild?.textContent)]),
            ),
          );
      await eventually(counts).toEqual({
        'All Tasks': 6,
        Pending: 2,
        'In Progress': 1,
        Scheduled: 1,
        Completed: 1,
        Cancelled: 1,
      });
      const { 'All Tasks': all, ...byStatus } = await counts();
      expect(Object.values(byStatus).reduce((sum, n) => sum + n, 0)).toBe(all);

      await filter('Cancelled').click();
      expect(await filter('Cancelled').getAttribute('aria-pressed')).toBe('true');
      const listed = page.getByRole('list', { name: 'My assignments' }).getByRole('article');
      await eventually(() => listed.count()).toBe(1);
      expect(await card(page, `cancelled task ${tag}`).getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
  it("when the admin assigns a task, then the employee's bell shows it with a chime, and with Sound Effects off it stays quiet", async () => {
    await withPage(browser, async (page) => {
      const tag = Date.now().toString(36);
      const { id, token, username } = await newEmployee(page.request, `n${tag}`);
      const assign = async (task: string) => {
        const created = await page.request.post('/api/assignments', {
          headers: { Authorization: `Bearer ${token}` },
          data: { employee_id: id, branch_id: 1, task, due_date: '2030-03-01' },
        });
        expect(created.status()).toBe(201);
      };
      // Counts the chimes: each one opens its own audio context (lib/chime.ts).
      await page.addInitScript(() => {
        const counted = window as unknown as { chimes: number };
        counted.chimes = 0;
        const Real = window.AudioContext;
        window.AudioContext = class extends Real {
          constructor(options?: AudioContextOptions) {
            super(options);
            counted.chimes += 1;
          }
        };
      });
      const chimes = () => page.evaluate(() => (window as unknown as { chimes: number }).chimes);
      const bell = page.getByRole('button', { name: /^Notifications/ });

      await signInAs(page, username, E2E_PASSWORD);
      await bell.click();
      await eventually(() => page.getByText('No notifications').isVisible()).toBe(true);
      await bell.click();

      await assign(`Stack pallets ${tag}`);
      await bell.click(); // opening the bell asks at once, as the minute's poll would
      const news = page.getByRole('button', { name: new RegExp(`New assignment.*Stack pallets ${tag}`) });
      await eventually(() => news.isVisible()).toBe(true);
      await eventually(chimes).toBe(1);
      await news.click();
      await page.waitForURL((url) => url.pathname === '/employee/assignments');
      await eventually(() => page.getByRole('article', { name: `Stack pallets ${tag}` }).isVisible()).toBe(true);

      await page.goto('/employee/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await page.getByRole('switch', { name: 'Sound Effects' }).uncheck();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await eventually(() => page.getByText('Settings saved successfully!').isVisible()).toBe(true);

      await assign(`Sweep yard ${tag}`);
      await bell.click();
      await eventually(() => page.getByText(`You have a new assignment: "Sweep yard ${tag}".`).isVisible()).toBe(true);
      // The count starts again with each page load (the settings page was opened with goto).
      expect(await chimes()).toBe(0);
    });
  });
});
