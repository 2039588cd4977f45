import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD, newEmployee, registerCustomer } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

/**
 * Issue 48: in German, French and Spanish the bell and the name covered the last links of the bar
 * (Billing, Settings) at 1280-1600 px. In every language and at 1024, 1280 and 1440 px, every link
 * of every role's bar must be where a click reaches it, in the bar or under More, and land on its page.
 * Fresh accounts of each role, so no demo account's language changes under other tests.
 */
const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
const WIDTHS = [1024, 1280, 1440] as const;

/** Where each role's links go: the dashboard first, then spec 01's links in order (ROLE_NAV_LINKS). */
const PATHS = {
  admin: [
    '/admin/dashboard',
    '/admin/manage-users',
    '/admin/manage-goods',
    '/admin/manage-branches',
    '/admin/assignments',
    '/admin/applications',
    '/admin/billing',
    '/admin/settings',
  ],
  employee: [
    '/employee/dashboard',
    '/employee/assignments',
    '/employee/applications',
    '/employee/inventory',
    '/employee/transfers',
    '/employee/billing',
    '/employee/settings',
  ],
  customer: [
    '/customer/dashboard',
    '/customer/store-goods',
    '/customer/storage',
    '/customer/branch-capacity',
    '/customer/apply-to-store',
    '/customer/billing',
    '/customer/settings',
  ],
} as const;
type Role = keyof typeof PATHS;

const bar = (page: Page) => page.locator('header nav').first();
const moreButton = (page: Page) => bar(page).locator('button[aria-haspopup="menu"]');
const barLink = (page: Page, path: string) => bar(page).locator(`ul:not([role="menu"]) > li > a[href="${path}"]`);
const menuLink = (page: Page, path: string) => bar(page).locator(`[role="menu"] a[href="${path}"]`);

/** Two frames: the ResizeObserver has answered a new width and React has drawn the bar again. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** What a click at the middle of `target` reaches is `target` itself (nothing lies over it). */
const hitTestable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/**
 * In one look at the bar: the links it shows, those of them (and More) that a click at their middle
 * does not reach (something lies over them), whether they all end before the icons begin (no link
 * runs under the bell or the name), and whether More is there.
 */
const barState = (page: Page) =>
  bar(page)
    .locator('ul:not([role="menu"])')
    .first()
    .evaluate((list) => {
      const reached = (element: Element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      };
      const links = Array.from(list.querySelectorAll(':scope > li > a'));
      const more = list.querySelector(':scope > li > button[aria-haspopup="menu"]');
      const right = list.getBoundingClientRect().right;
      return {
        inBar: links.map((link) => link.getAttribute('href') ?? ''),
        obstructed: [...links, ...(more ? [more] : [])]
          .filter((element) => !reached(element))
          .map((element) => element.getAttribute('href') ?? 'More'),
        inside: Array.from(list.children).every((item) => item.getBoundingClientRect().right <= right + 0.5),
        more: more !== null,
      };
    });

async function signInFresh(browser: Browser, role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  const { page } = opened;
  const tag = `${role}${Date.now().toString(36)}`;
  if (role === 'employee') {
    const { username } = await newEmployee(page.request, tag);
    await signInAs(page, username, E2E_PASSWORD);
  } else if (role === 'customer') {
    const { username } = await registerCustomer(tag);
    await signInAs(page, username, E2E_PASSWORD);
  } else {
    const token = await adminToken(page.request);
    const created = await page.request.post('/api/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        username: `boss_${tag}`,
        first_name: 'Adelheid',
        last_name: 'Administratorin',
        email: `boss_${tag}@example.com`,
        role: 'admin',
        branch_id: null,
        password: E2E_PASSWORD,
      },
    });
    expect(created.status()).toBe(201);
    await signInAs(page, `boss_${tag}`, E2E_PASSWORD);
  }
  return opened;
}

/** The reader's own language setting (Settings > Preferences saves the same), then a reload to read it. */
async function useLanguage(page: Page, language: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.put('/api/users/me/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { display: { language } },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  await bar(page).locator('ul > li > a').first().waitFor();
}

/**
 * Follows the link to `path`, from the bar or under More, and checks that it lands there. Where it
 * is can change between two looks (a page that grows a scrollbar leaves the links less room), so a
 * look that no longer holds is taken again.
 */
async function follow(page: Page, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const direct = barLink(page, path);
      if (await direct.isVisible()) {
        expect(await hitTestable(direct), `${path} in the bar`).toBe(true);
        await direct.click({ timeout: 2_000 });
      } else {
        await moreButton(page).click({ timeout: 2_000 });
        const item = menuLink(page, path);
        await item.waitFor({ timeout: 2_000 });
        expect(await hitTestable(item), `${path} under More`).toBe(true);
        await item.click({ timeout: 2_000 });
      }
      await page.waitForURL((url) => url.pathname === path, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** The bar once it has stopped changing: two looks a moment apart agree. */
async function steadyBar(page: Page) {
  let last = '';
  let state = await barState(page);
  while (JSON.stringify(state) !== last) {
    last = JSON.stringify(state);
    await settled(page);
    state = await barState(page);
  }
  return state;
}

describe('the signed-in bar fits every language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const role of ['admin', 'employee', 'customer'] as const) {
    describe(`the ${role}'s bar`, () => {
      // One page per role, signed in once; each language is the reader's setting, then a reload.
      let opened: { context: BrowserContext; page: Page };
      beforeAll(async () => {
        opened = await signInFresh(browser, role);
      });
      afterAll(async () => opened?.context.close());

      for (const language of LANGUAGES) {
        it(`when the ${role} reads it in ${language} at 1024, 1280 and 1440 px, then every link is in the bar or under More, unobstructed, and lands on its page`, async () => {
          const { page } = opened;
          await useLanguage(page, language);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await settled(page);
            const where = `${role}, ${language}, ${width} px`;
            const shown = await steadyBar(page);
            expect(shown.inside, where).toBe(true);
            expect(shown.obstructed, where).toEqual([]);
            const rest = PATHS[role].filter((path) => !shown.inBar.includes(path));
            // The role's order: what fits first, the rest under More; none is lost.
            expect([...shown.inBar, ...rest], where).toEqual([...PATHS[role]]);
            if (rest.length > 0) {
              expect(shown.more, where).toBe(true);
              await moreButton(page).click();
              await bar(page).getByRole('menu').waitFor();
              // The bar's links and More's, in one look: together the role's links in order.
              const [inBar, listed] = await bar(page).evaluate((nav) =>
                [':scope ul:not([role="menu"]) > li > a', ':scope [role="menu"] a'].map((selector) =>
                  Array.from(nav.querySelectorAll(selector)).map((link) => link.getAttribute('href')),
                ),
              );
              expect([...inBar!, ...listed!], where).toEqual([...PATHS[role]]);
              expect(listed!.length, where).toBeGreaterThan(0);
              await page.keyboard.press('Escape');
            } else expect(await moreButton(page).count(), where).toBe(0);

            for (const path of PATHS[role]) await follow(page, path);
          }
        }, 180_000);
      }
    });
  }

  it('when the links do not fit, then More is a menu button the keyboard works: arrows move, Escape closes and gives focus back', async () => {
    const { context, page } = await signInFresh(browser, 'admin');
    try {
      await useLanguage(page, 'de');
      await page.setViewportSize({ width: 1024, height: 800 });
      await settled(page);
      const more = moreButton(page);
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.focus();
      await page.keyboard.press('ArrowDown');
      const menu = bar(page).getByRole('menu');
      await menu.waitFor();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      const items = menu.getByRole('menuitem');
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(await focusedHref()).toBe(await items.first().getAttribute('href'));
      await page.keyboard.press('ArrowDown');
      expect(await focusedHref()).toBe(await items.nth(1).getAttribute('href'));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await focusedHref()).toBe(await items.last().getAttribute('href'));
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

      // Opened by the mouse, the focus stays on the button, and Escape still closes it.
      await more.click();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);

      // Enter opens it on its first item; Enter there follows the link and closes it.
      await page.keyboard.press('Enter');
      await menu.waitFor();
      const target = await items.first().getAttribute('href');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === target);
      await expect.poll(() => menu.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
