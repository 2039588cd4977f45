import { PAGE_FAN_OUT_MAX, PAGE_LOADS_PER_MINUTE, SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE } from '@stockyard/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

// The signed-in rate-limit floor is PAGE_FAN_OUT_MAX times PAGE_LOADS_PER_MINUTE, so it holds only
// while no screen sends more than PAGE_FAN_OUT_MAX requests as it opens.

/** The API requests a reload of the page sends, the whole page scrolled through as a person would. */
async function requestsOfOneLoad(page: Page, ready: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const count = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) sent.push(url.pathname);
  };
  page.on('request', count);
  await page.reload();
  await ready();
  // Parts below the fold load as they come near the viewport.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(2_500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  page.off('request', count);
  return sent;
}

/** Issue 40 item 9: the rate limit counts people; a dashboard's own burst of reads fits it many times. */
describe('the signed-in rate-limit budget against the dashboards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const dashboards = [
    { role: 'admin', path: '/admin/dashboard', account: async () => ({ username: 'admin', password: 'admin123' }) },
    {
      role: 'employee',
      path: '/employee/dashboard',
      account: async () => ({ username: 'employee1', password: 'emp123' }),
    },
    {
      role: 'customer',
      path: '/customer/dashboard',
      account: async () => {
        const customer = await registerCustomer(`rl${Date.now().toString(36)}`);
        return { username: customer.username, password: E2E_PASSWORD };
      },
    },
  ] as const;

  for (const { role, path, account } of dashboards) {
    it(`when the ${role} dashboard is reloaded, then it sends at most ${PAGE_FAN_OUT_MAX} requests, so ${PAGE_LOADS_PER_MINUTE} reloads a minute fit the ${SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE} floor`, async () => {
      await withPage(browser, async (page) => {
        const { username, password } = await account();
        await signInAs(page, username, password);
        await page.goto(path);
        const ready = () => page.getByRole('heading', { level: 1 }).first().waitFor();
        await ready();
        // The first load's own later reads (the bell, the preferences) are not the reload's.
        await page.waitForTimeout(2_500);
        const sent = await requestsOfOneLoad(page, ready);
        expect(sent.length, sent.join('\n')).toBeGreaterThan(0);
        expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(PAGE_FAN_OUT_MAX);
        // The walk: nine reloads within 14 s stay well inside one person's minute.
        expect(9 * sent.length).toBeLessThan(SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE);
        expect(await page.getByText('Unable to load some dashboard data').count()).toBe(0);
      });
    });
  }
});
