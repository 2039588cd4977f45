import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

/** The session, the bar and the bell keep answering: only the screen's own reads fail. */
const SHELL = /^\/api\/(auth\/.*|users\/me(\/preferences)?|settings\/public|notifications(\/.*)?)$/;

/** What a reader can press to ask again after a failure. */
const RETRY = /^(retry|try again|reload page)$/i;
const NOT_LOADED = 'Not loaded: see the message above.';

/**
 * Answers every other API call with a 500 while `down` is true; each request is counted until
 * answered, so a test can wait until the screen has stopped asking (react-query asks once more
 * after a 5xx, a second later).
 */
async function failingApi(page: Page) {
  const state = { down: true, inFlight: 0, lastAnswer: Date.now() };
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !SHELL.test(url.pathname),
    async (route) => {
      state.inFlight += 1;
      try {
        if (state.down) {
          await route.fulfill({ status: 500, json: { detail: 'Internal server error', code: 'INTERNAL_ERROR' } });
        } else {
          await route.continue();
        }
      } finally {
        state.inFlight -= 1;
        state.lastAnswer = Date.now();
      }
    },
  );
  return {
    state,
    /** Nothing asked for 2 s: every read has failed for good (or loaded) and the screen is what it will be. */
    settled: () =>
      expect.poll(() => state.inFlight === 0 && Date.now() - state.lastAnswer > 2_000, { timeout: 20_000 }).toBe(true),
  };
}

type Screen = {
  /** Signed in as this account; a visitor when left out. */
  user?: [string, string];
  path: string;
  loaded: (page: Page) => Locator;
  /** Summary tiles, by label, whose figures nobody knows while the reads fail: each shows a dash, not a 0. */
  tiles?: string[];
  /** What would state a fact about a list that was never read (an empty state and its button). */
  notRead?: (page: Page) => Locator;
  /** Words the spec gives the failure, which the one alert must carry. */
  alertSays?: string[];
};

/** A summary tile's figure: StatCard puts it in the paragraph after the row with the label. */
const tileFigure = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=../following-sibling::p[1]').innerText();

const ADMIN_BRANCHES: Omit<Screen, 'path'> = {
  user: ['admin', 'admin123'],
  loaded: (page) => page.getByRole('article').first(),
  tiles: ['Total Branches', 'Total Capacity', 'Used Space', 'Reserved Space', 'Available Space', 'Avg Utilization'],
  // A grid of only the Add New Branch tile says "no branches yet"; Add Branch stays in the header.
  notRead: (page) => page.getByRole('button', { name: 'Add New Branch' }),
};

const SCREENS: Screen[] = [
  {
    user: ['admin', 'admin123'],
    path: '/admin/dashboard',
    loaded: (page) => page.getByText(/\d+ active users? in system/),
  },
  { user: ['admin', 'admin123'], path: '/admin/goods', loaded: (page) => page.getByRole('table') },
  { user: ['admin', 'admin123'], path: '/admin/applications', loaded: (page) => page.getByRole('table') },
  {
    user: ['employee1', 'emp123'],
    path: '/employee/inventory',
    loaded: (page) => page.getByRole('heading', { name: 'Low Stock Alerts' }).locator('xpath=..').getByRole('list'),
  },
  {
    user: ['customer1', 'cust123'],
    path: '/customer/dashboard',
    loaded: (page) => page.getByRole('region', { name: 'My Applications' }).getByRole('list'),
    tiles: ['Total Goods', 'Active Goods', 'Pending Goods', 'Total Value'],
  },
  { ...ADMIN_BRANCHES, path: '/admin/manage-branches' },
  { ...ADMIN_BRANCHES, path: '/admin/branches' },
  {
    user: ['customer1', 'cust123'],
    path: '/customer/branch-capacity',
    loaded: (page) => page.getByRole('article').first(),
    tiles: ['Total Branches', 'Total Capacity', 'Available Space', 'Avg. Utilization'],
    notRead: (page) => page.getByText('No branches found'),
  },
  {
    // The landing page's live list, which /branches scrolls to.
    path: '/branches',
    loaded: (page) => page.locator('#branches').getByRole('article').first(),
    notRead: (page) => page.locator('#branches').getByText(/^We are expanding our network/),
    // Spec 01 section 8's two texts, in the one message (its empty state's Refresh would be a second button).
    alertSays: ['Failed to load branches', 'Unable to load branches at this time.'],
  },
];

describe('a screen whose reads fail', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const screen of SCREENS) {
    it(`when the API answers 500 on ${screen.path}, then one alert with one Retry shows, and Retry brings the screen back once the API answers`, async () => {
      await withPage(browser, async (page) => {
        if (screen.user) await signInAs(page, ...screen.user);
        const api = await failingApi(page);
        await page.goto(screen.path);
        await page.getByRole('alert').first().waitFor();
        await api.settled();

        // One message and one button for the one failure, however many sections read from the API.
        expect(await page.getByRole('alert').count()).toBe(1);
        const retry = page.getByRole('button', { name: RETRY });
        expect(await retry.count()).toBe(1);
        expect(await page.getByRole('alert').getByRole('button', { name: RETRY }).count()).toBe(1);
        // Nothing else speaks for the data that was not read: no empty state, no zeros.
        if (screen.notRead) expect(await screen.notRead(page).count()).toBe(0);
        for (const words of screen.alertSays ?? [])
          expect(await page.getByRole('alert').getByText(words, { exact: true }).count(), words).toBe(1);
        for (const label of screen.tiles ?? []) expect(await tileFigure(page, label), label).toBe('—');

        api.state.down = false;
        await retry.click();
        await expect.poll(() => page.getByRole('alert').count()).toBe(0);
        await screen.loaded(page).waitFor();
        expect(await page.getByRole('button', { name: RETRY }).count()).toBe(0);
        expect(await page.getByText(NOT_LOADED).count()).toBe(0);
        // Each read answers in its own time: a tile may still be on its way when the list is in.
        for (const label of screen.tiles ?? [])
          await expect.poll(() => tileFigure(page, label), { message: label }).toMatch(/\d/);
      });
    });
  }

  it("when a screen's code cannot be fetched, then one alert with one Reload shows, and reloading brings the screen", async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const chunk = /\/assets\/staff-goods-[^/]+\.js$/;
      await page.route(chunk, (route) => route.fulfill({ status: 500, body: '' }));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goods', exact: true }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await page.getByRole('button', { name: RETRY }).count()).toBe(1);

      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Reload page' }).click();
      await page.getByRole('heading', { name: 'Goods Management' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});
