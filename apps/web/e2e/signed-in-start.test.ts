import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

/**
 * A signed-in page's start: the root route's loader checks the session while the screen's code
 * loads (app/router.tsx), so the first render draws the screen signed in, once.
 */
describe('signed-in start', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a signed-in page loads, then its screen comes with the first render, never the session spinner', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      // Records the app's first render (the layout's skip link appears) and any "Checking your session".
      await page.addInitScript(() => {
        const seen = { firstRender: null as null | { heading: boolean }, checking: false };
        Object.assign(window, { startSeen: seen });
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (!root) return;
          if (root.textContent?.includes('Checking your session')) seen.checking = true;
          if (seen.firstRender === null && root.querySelector('a[href="#main-content"]')) {
            seen.firstRender = { heading: root.querySelector('main h1') !== null };
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto('/admin/manage-goods');
      await page.getByRole('heading', { level: 1, name: 'Goods Management' }).waitFor();
      await page.getByText(/^\d+ items? found$/).waitFor();
      const seen = await page.evaluate(() => (window as unknown as { startSeen: unknown }).startSeen);
      expect(seen).toEqual({ firstRender: { heading: true }, checking: false });
      // The bar's live parts: the bell opens and lists.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('region', { name: 'Notifications list' }).waitFor();
    });
  });

  it('when a page of goods arrives, then the placeholders give way to its rows, never to "No items found" in between', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      // The rows render at a deferred priority (components/ui/data-table.tsx): the placeholders must
      // stay until they are in. Records whether the empty list was ever on screen during the load.
      await page.addInitScript(() => {
        const seen = { placeholders: false, emptyList: false };
        Object.assign(window, { listSeen: seen });
        new MutationObserver(() => {
          const main = document.querySelector('main');
          if (!main) return;
          if (main.querySelector('tr[aria-hidden="true"] .animate-pulse')) seen.placeholders = true;
          if (main.textContent?.includes('No items found')) seen.emptyList = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      // The route's loader asks for the page of goods with the screen's code, so on this quiet machine
      // it can be in before the screen renders: held back a moment, the placeholders show first.
      await page.route(/\/api\/goods\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto('/admin/manage-goods');
      const found = page.getByText(/^\d+ items? found$/);
      await found.waitFor();
      expect(Number((await found.textContent())!.split(' ')[0])).toBeGreaterThan(0);
      await expect.poll(() => page.locator('main tbody tr:not([aria-hidden])').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { listSeen: unknown }).listSeen)).toEqual({
        placeholders: true,
        emptyList: false,
      });
      // A search that matches nothing still ends on the empty list, its rows gone.
      await page.getByRole('searchbox', { name: 'Search' }).fill(`nothing-matches-${Date.now()}`);
      await expect.poll(() => page.getByText('No items found').first().isVisible()).toBe(true);
      expect(await page.locator('main tbody tr').count()).toBe(0);
    });
  });

  /**
   * Records, the moment the first element with `selector` is added, what its animations are doing:
   * their delay and whether any is past it, and the element's opacity.
   */
  const recordIndicator = (page: Page, selector: string) =>
    page.addInitScript((wanted) => {
      new MutationObserver((_, observer) => {
        const element = document.querySelector(wanted);
        if (!element) return;
        observer.disconnect();
        const animations = element.getAnimations();
        Object.assign(window, {
          indicatorSeen: {
            delays: animations.map((animation) => animation.effect?.getTiming().delay),
            started: animations.some(
              (animation) => Number(animation.currentTime) >= Number(animation.effect?.getTiming().delay),
            ),
            opacity: getComputedStyle(element).opacity,
          },
        });
      }).observe(document, { subtree: true, childList: true });
    }, selector);
  const indicatorSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { indicatorSeen: unknown }).indicatorSeen);
  /** Whether an animation of the element is past its delay (running). */
  const running = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) =>
        element
          .getAnimations()
          .some((animation) => Number(animation.currentTime) >= Number(animation.effect?.getTiming().delay)),
      );

  it('when the goods take a while, then their placeholders hold still for a second and only then pulse', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      // The page of goods answers after 3 s, so the placeholders stay long enough to watch.
      await page.route(/\/api\/goods\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      const placeholder = 'main tr[aria-hidden="true"] .animate-pulse';
      await recordIndicator(page, placeholder);
      await page.goto('/admin/manage-goods');
      await page.locator(placeholder).first().waitFor();
      expect(await indicatorSeen(page)).toEqual({ delays: [1000], started: false, opacity: '1' });
      await expect.poll(() => running(page, placeholder), { timeout: 2500 }).toBe(true);
    });
  });

  it('when signing in takes a while, then the Sign In button shows its spinner only after a second', async () => {
    await withPage(async (page) => {
      await page.route('**/api/auth/login', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      const spinner = 'button[aria-busy="true"] .animate-spin';
      await recordIndicator(page, spinner);
      await page.goto('/login');
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.locator(spinner).first().waitFor();
      // Spinning and fading in, both after the second; hidden until then.
      expect(await indicatorSeen(page)).toEqual({ delays: [1000, 1000], started: false, opacity: '0' });
      await expect.poll(() => running(page, spinner), { timeout: 2500 }).toBe(true);
      await expect
        .poll(
          () =>
            page
              .locator(spinner)
              .first()
              .evaluate((element) => getComputedStyle(element).opacity),
          {
            timeout: 2500,
          },
        )
        .toBe('1');
      await page.waitForURL(/\/admin\/dashboard$/);
    });
  });

  it('when the stored session was ended elsewhere, then opening a signed-in page goes to /login (to return there) and forgets it', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'customer1', 'cust123');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const logout = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
      expect(logout.ok()).toBe(true);
      await page.goto('/customer/dashboard');
      // Signing in again returns to the page that was opened.
      await page.waitForURL(/\/login\?next=%2Fcustomer%2Fdashboard$/);
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
        null,
        null,
      ]);
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    });
  });

  it('when a signed-in page is opened directly and loads more code, then one stylesheet applies and its breakpoints hold', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      // Once two sheets of the same rules were applied in turn and the later one's `sm:grid-cols-2`
      // beat the other's `lg:grid-cols-1`: the Quick Actions went two across once the charts loaded.
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
      await page.waitForLoadState('networkidle');
      const quickActionColumns = await page.evaluate(
        () =>
          getComputedStyle(document.querySelector('#quick-actions-title + div')!).gridTemplateColumns.split(' ').length,
      );
      expect(quickActionColumns).toBe(1);

      // A dialog's code (react-hook-form's chunk among it) loads on first open.
      await page.goto('/admin/manage-goods');
      await page.getByRole('button', { name: 'Add Item' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      const appliedSheets = await page.evaluate(() =>
        Array.from(document.styleSheets)
          .filter((sheet) => sheet.href !== null && !sheet.disabled)
          .map((sheet) => new URL(sheet.href!).pathname),
      );
      expect(appliedSheets).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)]);
    });
  });
});
