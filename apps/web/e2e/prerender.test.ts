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
      // This server has the demo accounts: its login page comes with their box, so nothing moves in later.
      expect(await visitor.getByRole('heading', { name: 'Demo accounts' }).isVisible()).toBe(true);
      expect(await visitor.getByRole('link', { name: 'Register' }).first().isVisible()).toBe(true);
      // index.html's placeholder (the bar and a spinner) stays out of a prerendered page...
      expect(await visitor.locator('.app-boot').isVisible()).toBe(false);
      // ...and is what a page without one shows until the app has rendered it.
      await visitor.goto('/admin/manage-goods');
      expect(await visitor.locator('.app-boot').getByText('Stockyard').isVisible()).toBe(true);
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
      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/login')) logins.push(request.method());
      });
      // Pressed twice while held: one sign-in follows, not two.
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe('/login');

      release();
      // The app's code arrives on a loaded machine in its own time; the held submit waits for it.
      await page.waitForURL(/\/customer\/dashboard$/, { timeout: 30_000 });
      expect(page.url()).not.toContain('cust123');
      expect(logins).toEqual(['POST']);
    } finally {
      await context.close();
    }
  });

  it('when a signed-in user or a German reader opens the landing page, then the signed-out English page never shows, and their own page follows', async () => {
    for (const reader of ['signed in', 'German'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: reader === 'German' ? 'de-DE' : 'en-US' });
      try {
        const page = await context.newPage();
        if (reader === 'signed in') {
          const login = await page.request.post('/api/auth/login', {
            data: { username: 'customer1', password: 'cust123' },
          });
          const { access_token: token, user } = (await login.json()) as { access_token: string; user: unknown };
          await context.addInitScript(
            ([stored, who]) => {
              localStorage.setItem('token', stored);
              localStorage.setItem('user', JSON.stringify(who));
            },
            [token, user] as const,
          );
        }
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
          await held;
          await route.continue();
        });
        await page.goto('/', { waitUntil: 'commit' });
        await page.locator('#root h1').waitFor({ state: 'attached' });
        // Nothing paints before the head's stylesheets have loaded; the page is read once they have.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
        );
        // The prerendered page is there, but not for this reader: hidden until the app renders theirs.
        const hidden = () =>
          page.evaluate(() => [
            document.documentElement.classList.contains('app-pending'),
            getComputedStyle(document.getElementById('root')!).visibility,
          ]);
        expect(await hidden(), reader).toEqual([true, 'hidden']);
        // Meanwhile the placeholder bar shows, at the top of the page, rather than a blank page.
        const placeholder = page.locator('.app-boot');
        expect(await placeholder.isVisible(), reader).toBe(true);
        expect((await placeholder.boundingBox())?.y, reader).toBe(0);
        release();
        if (reader === 'signed in') {
          await page.getByRole('button', { name: 'Logout' }).waitFor();
          const bar = page.getByRole('navigation', { name: 'Main' });
          expect(await bar.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
        } else {
          await page.getByRole('heading', { level: 1, name: /Mehr lagern\./ }).waitFor();
        }
        expect(await placeholder.isVisible(), reader).toBe(false);
      } finally {
        await context.close();
      }
    }
  });
});
