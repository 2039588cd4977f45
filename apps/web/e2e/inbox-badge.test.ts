import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/accounts.js';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser.js';

/** Well under the bell's 30 s fallback poll: the count must follow the live stream. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 8_000, interval: 100 });

const inbox = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages(, \d+ unhandled)?$/ });

/** Every open message marked handled through the API, so this test starts from a count of 0. */
async function handleAllOpen(token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (;;) {
    const page = await fetch(`${baseUrl()}/api/contact?status=open&limit=100`, { headers });
    const { messages } = (await page.json()) as { messages: { id: number }[] };
    if (messages.length === 0) return;
    for (const { id } of messages) {
      const done = await fetch(`${baseUrl()}/api/contact/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ handled: true }),
      });
      expect(done.status).toBe(200);
    }
  }
}

describe("the admin's inbox icon", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when a visitor sends a message, then the icon counts it at once, and marking it handled takes it off', async () => {
    const { context, page } = await newPage(browser);
    try {
      await handleAllOpen(await adminToken(context.request));
      const streamOpened = page.waitForResponse(
        (response) => response.url().endsWith('/api/notifications/stream') && response.status() === 200,
      );
      const counted = page.waitForResponse((response) => response.url().endsWith('/api/contact/unhandled-count'));
      await signInAs(page, 'admin', 'admin123');
      await Promise.all([streamOpened, counted]);
      // Nothing unhandled: the plain name and no badge.
      await eventually(() => inbox(page).getAttribute('aria-label')).toBe('Messages');
      expect(await page.getByTestId('messages-unhandled').count()).toBe(0);

      const subject = `Pallet space ${Date.now().toString(36)}`;
      const sent = await fetch(`${baseUrl()}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Vera Visitor', email: 'vera@example.com', subject, message: 'Room for 20?' }),
      });
      expect(sent.status).toBe(201);
      await eventually(() => inbox(page).getAttribute('aria-label')).toBe('Messages, 1 unhandled');
      expect(await page.getByTestId('messages-unhandled').textContent()).toBe('1');

      await inbox(page).click();
      await page.waitForURL(/\/admin\/messages$/);
      await page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: subject }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Mark as Handled' }).click();
      await dialog.getByRole('button', { name: 'Mark as Open' }).waitFor();
      // The open dialog hides the rest of the page from the accessibility tree.
      await page.keyboard.press('Escape');
      await eventually(() => inbox(page).getAttribute('aria-label')).toBe('Messages');
      expect(await page.getByTestId('messages-unhandled').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
