import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signInAs } from './support/browser.js';

/** WCAG 2.0 and 2.1, levels A and AA: the rules every screen is held to, at any impact. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Role = 'visitor' | 'customer' | 'employee' | 'admin';
const CREDENTIALS: Record<Exclude<Role, 'visitor'>, [string, string]> = {
  customer: ['customer1', 'cust123'],
  employee: ['employee1', 'emp123'],
  admin: ['admin', 'admin123'],
};

/**
 * Every route of apps/web/src/app/router.tsx (aliases such as /admin/users render the same screen;
 * a count's own page, /…/counts/:id, is checked in stock-counts.test.ts, where a count exists).
 */
const SCREENS: [Role, string][] = [
  ['visitor', '/'],
  ['visitor', '/about'],
  ['visitor', '/branches'],
  ['visitor', '/contact'],
  ['visitor', '/login'],
  ['visitor', '/register'],
  ['visitor', '/no-such-page'],
  ['customer', '/customer/dashboard'],
  ['customer', '/customer/store-goods'],
  ['customer', '/customer/branch-capacity'],
  ['customer', '/customer/storage'],
  ['customer', '/customer/apply-to-store'],
  ['customer', '/customer/billing'],
  ['customer', '/customer/settings'],
  ['employee', '/employee/dashboard'],
  ['employee', '/employee/goods'],
  ['employee', '/employee/assignments'],
  ['employee', '/employee/inventory'],
  ['employee', '/employee/inventory?view=customer-goods'],
  ['employee', '/employee/applications'],
  ['employee', '/employee/storage-queue'],
  ['employee', '/employee/billing'],
  ['employee', '/employee/transfers'],
  ['employee', '/employee/settings'],
  ['employee', '/employee/counts'],
  ['admin', '/admin/dashboard'],
  ['admin', '/admin/manage-users'],
  ['admin', '/admin/manage-goods'],
  ['admin', '/admin/manage-branches'],
  ['admin', '/admin/assignments'],
  ['admin', '/admin/applications'],
  ['admin', '/admin/storage-queue'],
  ['admin', '/admin/messages'],
  ['admin', '/admin/billing'],
  ['admin', '/admin/transfers'],
  ['admin', '/admin/settings'],
  ['admin', '/admin/counts'],
  ['admin', '/admin/email-log'],
];

/** Issue 48 item 6: every screen at a desktop and a phone width, in the light and the dark palette. */
type Look = { width: number; height: number; dark: boolean };
const DESKTOP: Look = { width: 1280, height: 800, dark: false };
const LOOKS: Record<string, Look> = {
  '1280 px light': DESKTOP,
  '1280 px dark': { width: 1280, height: 800, dark: true },
  '360 px light': { width: 360, height: 740, dark: false },
  '360 px dark': { width: 360, height: 740, dark: true },
};

/** One line per failing rule, naming the elements, so a failure says what to fix. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} -> ` +
      violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | '),
  );
}

/** Waits until the screen has its data: requests settled, no loading indicator left, no fade running. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Only visible indicators count: an inactive tab panel may hold a spinner nobody sees.
  await page
    .locator('[aria-busy="true"]:visible, [role="status"]:visible .animate-spin:visible')
    .first()
    .waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await stillFrame(page);
}

/**
 * Two frames for layout measured in script (the top bar's More menu) to follow a change of width,
 * then every finite animation ended: axe reads colours as they are now, and a toast or dialog
 * halfway through its fade has low contrast.
 */
async function stillFrame(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Puts a loaded page in a look: its width, and the dark palette (html.dark, lib/theme.ts) or not. */
async function wear(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: look.height });
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), look.dark);
  await stillFrame(page);
}

/**
 * Signed-in pages, one per role, reused by every test of that role (sign-in is not what is
 * measured). Each screen loads at 1280 px light; `open` answers it in that look.
 */
function screens(browser: () => Browser) {
  const sessions = new Map<Role, { context: BrowserContext; page: Page }>();
  afterAll(async () => {
    for (const { context } of sessions.values()) await context.close();
  });

  async function pageFor(role: Role): Promise<Page> {
    const open = sessions.get(role);
    if (open) return open.page;
    // Reduced motion: axe measures colours after transitions, not halfway through a fade.
    const context = await browser().newContext({ baseURL: baseUrl(), reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    if (role !== 'visitor') await signInAs(page, ...CREDENTIALS[role]);
    sessions.set(role, { context, page });
    return page;
  }

  return async function open(role: Role, path: string): Promise<Page> {
    const page = await pageFor(role);
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await page.goto(path);
    await settled(page);
    return page;
  };
}

describe('accessibility: axe finds no WCAG 2.1 AA violation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const open = screens(() => browser);

  // One load per screen, then each look in turn on the same page: a width and a palette change what
  // axe reads, not what the screen loads.
  it.each(SCREENS)('%s screen %s, at 1280 and 360 px, light and dark', async (role, path) => {
    const page = await open(role, path);
    const found: string[] = [];
    for (const [name, look] of Object.entries(LOOKS)) {
      await wear(page, look);
      found.push(...(await violations(page)).map((violation) => `${name}: ${violation}`));
    }
    expect(found).toEqual([]);
  });

  describe('at 1280 px light', () => {
    it('admin screen /admin/dashboard with more branches than its utilisation card shows at once', async () => {
      // Past about eight branches the card's list scrolls, and a scrolling region must take keyboard focus.
      const page = await open('admin', '/admin/dashboard');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const headers = { authorization: `Bearer ${token}` };
      const tag = Date.now().toString(36);
      const ids: number[] = [];
      try {
        for (let index = 0; index < 14; index += 1) {
          const response = await page.request.post('/api/branches', {
            headers,
            data: { name: `A11y ${tag} ${index}`, location: 'Dock Road 1', capacity: 100, available_space: 40 },
          });
          expect(response.status()).toBe(201);
          ids.push(((await response.json()) as { id: number }).id);
        }
        await open('admin', '/admin/dashboard');
        await page.getByRole('list', { name: 'Branch Utilisation' }).waitFor();
        expect(await violations(page)).toEqual([]);
      } finally {
        for (const id of ids) await page.request.delete(`/api/branches/${id}?version=1`, { headers });
      }
    });

    describe('dialogs', () => {
      const dialogCheck = async (page: Page, name: string | RegExp) => {
        const dialog = page.getByRole('dialog', { name });
        await dialog.waitFor();
        await page.waitForLoadState('networkidle');
        const found = await violations(page);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(found).toEqual([]);
      };

      it('goods: Add New Item', async () => {
        const page = await open('admin', '/admin/manage-goods');
        await page.getByRole('button', { name: 'Add Item' }).click();
        await dialogCheck(page, 'Add New Item');
      });

      it('goods: Edit Item', async () => {
        const page = await open('admin', '/admin/manage-goods');
        await page.getByRole('button', { name: 'Edit Item' }).first().click();
        await dialogCheck(page, 'Edit Item');
      });

      it('goods: Update Stock', async () => {
        const page = await open('admin', '/admin/manage-goods');
        await page.getByRole('button', { name: 'Update Stock' }).first().click();
        await dialogCheck(page, 'Update Stock');
      });

      it('goods: Import Goods wizard', async () => {
        const page = await open('admin', '/admin/manage-goods');
        await page.getByRole('button', { name: 'Import', exact: true }).click();
        await dialogCheck(page, 'Import Goods');
      });

      it('branches: Add Branch', async () => {
        const page = await open('admin', '/admin/manage-branches');
        await page.getByRole('button', { name: 'Add Branch', exact: true }).first().click();
        await dialogCheck(page, 'Add Branch');
      });

      it('users: Add New User', async () => {
        const page = await open('admin', '/admin/manage-users');
        await page.getByRole('button', { name: 'Add User' }).click();
        await dialogCheck(page, 'Add New User');
      });

      it('applications: review', async () => {
        const page = await open('employee', '/employee/applications');
        await page
          .getByRole('button', { name: /^View application from / })
          .first()
          .click();
        await dialogCheck(page, /^Application from /);
      });
    });
  });
});
