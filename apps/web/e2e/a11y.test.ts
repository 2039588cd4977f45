import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signInAs } from './support/browser.js';

/** WCAG 2.0 and 2.1, levels A and AA: the rules issue 10 holds every screen to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Role = 'visitor' | 'customer' | 'employee' | 'admin';
const CREDENTIALS: Record<Exclude<Role, 'visitor'>, [string, string]> = {
  customer: ['customer1', 'cust123'],
  employee: ['employee1', 'emp123'],
  admin: ['admin', 'admin123'],
};

/** Every route of apps/web/src/app/router.tsx (aliases such as /admin/users render the same screen). */
const SCREENS: [Role, string][] = [
  ['visitor', '/'],
  ['visitor', '/login'],
  ['visitor', '/register'],
  ['visitor', '/no-such-page'],
  ['customer', '/customer/dashboard'],
  ['customer', '/customer/store-goods'],
  ['customer', '/customer/branch-capacity'],
  ['customer', '/customer/apply-to-store'],
  ['customer', '/customer/settings'],
  ['employee', '/employee/dashboard'],
  ['employee', '/employee/goods'],
  ['employee', '/employee/assignments'],
  ['employee', '/employee/inventory'],
  ['employee', '/employee/inventory?view=customer-goods'],
  ['employee', '/employee/applications'],
  ['employee', '/employee/transfers'],
  ['employee', '/employee/settings'],
  ['employee', '/employee/counts'],
  ['admin', '/admin/dashboard'],
  ['admin', '/admin/manage-users'],
  ['admin', '/admin/manage-goods'],
  ['admin', '/admin/manage-branches'],
  ['admin', '/admin/assignments'],
  ['admin', '/admin/applications'],
  ['admin', '/admin/messages'],
  ['admin', '/admin/transfers'],
  ['admin', '/admin/settings'],
  ['admin', '/admin/counts'],
];

/** One line per failing rule, naming the elements, so a failure says what to fix. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} -> ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
}

/** Waits until the screen has its data: requests settled and no loading indicator left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Only visible indicators count: an inactive tab panel may hold a spinner nobody sees.
  await page
    .locator('[aria-busy="true"]:visible, [role="status"]:visible .animate-spin:visible')
    .first()
    .waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('accessibility: axe finds no serious or critical WCAG 2.1 AA violation', () => {
  let browser: Browser;
  const sessions = new Map<Role, { context: BrowserContext; page: Page }>();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** One signed-in page per role, reused by every test of that role (sign-in is not what is measured). */
  async function pageFor(role: Role): Promise<Page> {
    const open = sessions.get(role);
    if (open) return open.page;
    // Reduced motion: axe measures colours after transitions, not halfway through a fade.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    if (role !== 'visitor') await signInAs(page, ...CREDENTIALS[role]);
    sessions.set(role, { context, page });
    return page;
  }

  async function open(role: Role, path: string): Promise<Page> {
    const page = await pageFor(role);
    await page.goto(path);
    await settled(page);
    return page;
  }

  it.each(SCREENS)('%s screen %s', async (role, path) => {
    const page = await open(role, path);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('admin screen /admin/dashboard with more branches than its utilisation card shows at once', async () => {
    // Past about eight branches the card's list scrolls, and a scrolling region must take keyboard focus.
    const page = await pageFor('admin');
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
      expect(await blockingViolations(page)).toEqual([]);
    } finally {
      for (const id of ids) await page.request.delete(`/api/branches/${id}?version=1`, { headers });
    }
  });

  describe('dialogs', () => {
    const dialogCheck = async (page: Page, name: string | RegExp) => {
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await blockingViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(violations).toEqual([]);
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
