import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser.js';

/** Well under the 30 s the bell waits between polls: only the live stream can be this quick. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 5_000, interval: 100 });

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function assign(token: string, employeeId: number, task: string) {
  const response = await fetch(`${baseUrl()}/api/assignments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ employee_id: employeeId, branch_id: 1, task, due_date: '2030-06-15' }),
  });
  expect(response.status).toBe(201);
}

describe('the live bell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an assignment is made for the signed-in employee, then the bell counts it without a reload or a poll', async () => {
    const { context, page } = await newPage(browser);
    try {
      const employee = await newEmployee(context.request, `live${Date.now().toString(36)}`);
      const listRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/notifications') listRequests.push(request.url());
      });
      const streamOpened = page.waitForResponse(
        (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
      );
      const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications');
      await signInAs(page, employee.username, E2E_PASSWORD);
      await Promise.all([streamOpened, firstAnswer]);
      await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
      const asked = listRequests.length;

      await assign(employee.token, employee.id, 'Label the new racks');
      await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
      expect(await page.getByTestId('notifications-unread').textContent()).toBe('1');
      await assign(employee.token, employee.id, 'Sweep bay 4');
      await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 2 unread');
      // Nothing was fetched: the events carried the news.
      expect(listRequests).toHaveLength(asked);

      // Opening the bell shows the newest first, as the stream delivered it.
      await bell(page).click();
      const panel = page.getByRole('region', { name: 'Notifications list' });
      await eventually(() => panel.getByText('You have a new assignment: "Sweep bay 4".').isVisible()).toBe(true);
      await page.keyboard.press('Escape');

      // Read on another device: the count here follows.
      const readAll = await fetch(`${baseUrl()}/api/notifications/read-all`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(employee.username)}` },
      });
      expect(readAll.status).toBe(200);
      await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
      expect(await page.getByTestId('notifications-unread').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when the browser has no EventSource, then the bell falls back to asking every 30 seconds', async () => {
    const { context, page } = await newPage(browser);
    try {
      const employee = await newEmployee(context.request, `poll${Date.now().toString(36)}`);
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'EventSource');
      });
      await page.clock.install();
      const streams: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/notifications/stream')) streams.push(request.url());
      });
      // The bell reads "Notifications" before its first answer too: the assignment must come after
      // that answer, or the first request (slow on a busy machine) would already bring it.
      const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications');
      await signInAs(page, employee.username, E2E_PASSWORD);
      await firstAnswer;
      await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications');

      await assign(employee.token, employee.id, 'Check the fire doors');
      await page.clock.runFor(10_000);
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      const polled = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications');
      await page.clock.runFor(21_000);
      await polled;
      await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
      expect(streams).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: E2E_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
