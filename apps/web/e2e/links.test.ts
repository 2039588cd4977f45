import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

/**
 * The app's links (react-router's Link and NavLink): a plain click moves
 * within the running app, a modified click is left to the browser, and the navbar marks where the
 * reader is.
 */

/** Marks the running page: the mark survives a move within the app and not a page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const currentOf = (page: Page, name: string) => navLink(page, name).getAttribute('aria-current');

describe('links', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a visitor clicks Login on the landing page, then the login screen opens without loading a page', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/');
      const login = navLink(page, 'Login');
      await login.waitFor();
      expect(await login.getAttribute('href')).toBe('/login');
      await mark(page);
      await login.click();
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Username').waitFor();
      expect(await stayed(page)).toBe(true);
    });
  });

  it('when an admin clicks a navbar link, then the screen changes in place and the link is marked current', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      // The screen follows the address once its code is in (the router moves in a transition).
      await expect.poll(() => currentOf(page, 'Dashboard')).toBe('page');
      expect(await currentOf(page, 'Goods')).toBeNull();
      await mark(page);
      await navLink(page, 'Goods').click();
      await page.waitForURL(/\/admin\/manage-goods$/);
      await expect.poll(() => currentOf(page, 'Goods')).toBe('page');
      expect(await currentOf(page, 'Dashboard')).toBeNull();
      expect(await stayed(page)).toBe(true);
    });
  });

  it('when an admin clicks a navbar link with Control held, then it opens in a new tab and this one stays', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const opened = page.context().waitForEvent('page');
      await navLink(page, 'Branches').click({ modifiers: ['Control'] });
      const tab = await opened;
      await tab.waitForURL(/\/admin\/manage-branches$/);
      expect(page.url()).toMatch(/\/admin\/dashboard$/);
      await expect.poll(() => currentOf(page, 'Dashboard')).toBe('page');
    });
  });
});
