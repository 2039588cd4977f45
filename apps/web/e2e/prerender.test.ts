import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser.js';

/**
 * The public pages are prerendered at build time (apps/web/build/prerender-pages.ts): their words
 * arrive with the HTML, and the app takes the page over when its code has run.
 */
describe('prerendered public pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('when scripts never run, then the landing, login and register pages still show their words', async () => {
    const offline = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const visitor = await offline.newPage();
      for (const [path, heading] of [
        ['/', /Store more\./],
        ['/login', /Welcome back/],
        ['/register', /Create your account/],
      ] as const) {
        await visitor.goto(path);
        expect(await visitor.getByRole('heading', { level: 1, name: heading }).isVisible(), path).toBe(true);
      }
      // The forms themselves, not a loading state in their place.
      expect(await visitor.getByLabel('First Name').isVisible()).toBe(true);
      await visitor.goto('/login');
      expect(await visitor.getByLabel('Username').isVisible()).toBe(true);
      expect(await visitor.getByRole('link', { name: 'Register' }).first().isVisible()).toBe(true);
    } finally {
      await offline.close();
    }
  });

  it('when the login form is sent before the app has taken it over, then the password stays out of the address and the sign-in goes through once it has', async () => {
    const { context, page } = await newPage(browser);
    try {
      // The app's entry script is held back until the form has been sent.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
        await held;
        await route.continue();
      });
      // The app's code runs before DOMContentLoaded, so only the response is waited for.
      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      await page.getByLabel('Username').fill('customer1');
      await page.getByLabel('Password', { exact: true }).fill('cust123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe('/login');

      release();
      await page.waitForURL(/\/customer\/dashboard$/);
      expect(page.url()).not.toContain('cust123');
    } finally {
      await context.close();
    }
  });
});
