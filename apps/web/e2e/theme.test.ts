import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD, registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The switch names the theme in force: "Theme: Dark (press to change)". */
const themeSwitch = (page: Page) => page.getByRole('button', { name: /^Theme: / });

/** Lightness of an oklch()/rgb() colour string, 0..1, enough to tell a dark page from a light one. */
function lightness(colour: string): number {
  const oklch = /oklch\(([\d.]+)(%?)/.exec(colour);
  if (oklch) return Number(oklch[1]) / (oklch[2] ? 100 : 1);
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

describe('theme switch: light, dark and auto for every role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('when a visitor switches to dark, then the page turns dark at once and stays dark from the first paint after a reload', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/');
      await expect.poll(() => themeSwitch(page).getAttribute('aria-label')).toBe('Theme: Light (press to change)');
      expect(await isDark(page)).toBe(false);
      expect(lightness(await pageBackground(page))).toBeGreaterThan(0.9);

      await themeSwitch(page).click();
      await expect.poll(() => isDark(page)).toBe(true);
      expect(await themeSwitch(page).getAttribute('aria-label')).toBe('Theme: Dark (press to change)');
      expect(lightness(await pageBackground(page))).toBeLessThan(0.3);

      // before-app.js sets the class before the first paint: it is there before the app's script runs.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      expect(await isDark(page)).toBe(true);
      await page.unroute('**/assets/*.js');
      await page.reload();
      await page.goto('/login');
      expect(await isDark(page)).toBe(true);
      expect(lightness(await pageBackground(page))).toBeLessThan(0.3);
    });
  });

  it('when a visitor chooses auto, then the page follows the system setting live', async () => {
    await withPage(browser, async (page) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      // light -> dark -> auto
      await themeSwitch(page).click();
      await themeSwitch(page).click();
      await expect
        .poll(() => themeSwitch(page).getAttribute('aria-label'))
        .toBe('Theme: Auto (system) (press to change)');
      expect(await isDark(page)).toBe(false);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => isDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => isDark(page)).toBe(false);
      // And on the next visit, before the app runs.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      expect(await isDark(page)).toBe(true);
    });
  });

  it('when a customer switches to dark in the navigation bar, then it is saved as their preference and their dashboard is dark', async () => {
    const { username } = await registerCustomer(Date.now().toString(36));
    await withPage(browser, async (page) => {
      await signInAs(page, username, E2E_PASSWORD);
      const login = await page.request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } });
      const token = ((await login.json()) as { access_token: string }).access_token;
      expect(await isDark(page)).toBe(false);
      await themeSwitch(page).click();
      await expect.poll(() => isDark(page)).toBe(true);
      const saved = async () => {
        const response = await page.request.get('/api/users/me/preferences', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { display: { theme: string } }).display.theme;
      };
      await expect.poll(saved).toBe('dark');
      await page.reload();
      expect(await isDark(page)).toBe(true);
      await expect.poll(() => page.getByText('Total Goods').isVisible()).toBe(true);
      expect(lightness(await pageBackground(page))).toBeLessThan(0.3);
      // A card is darker than its text: the white surfaces turned dark too.
      const card = page.locator('.bg-white').first();
      expect(lightness(await card.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.3);
    });
  });

  it('when a new admin picks Auto in the Admin Profile settings on a dark system, then the page is dark, the choice is saved and the navigation bar shows it', async () => {
    const tag = Date.now().toString(36);
    await withPage(browser, async (page) => {
      const token = await adminToken(page.request);
      const created = await page.request.post('/api/users', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          username: `theme_${tag}`,
          first_name: 'Tess',
          last_name: 'Theme',
          email: `theme_${tag}@example.com`,
          role: 'admin',
          password: E2E_PASSWORD,
        },
      });
      expect(created.status()).toBe(201);
      await page.emulateMedia({ colorScheme: 'dark' });
      await signInAs(page, `theme_${tag}`, E2E_PASSWORD);
      expect(await isDark(page)).toBe(false);
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Admin Profile' }).click();
      await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption('auto');
      await expect.poll(() => isDark(page)).toBe(true);
      expect(await themeSwitch(page).getAttribute('aria-label')).toBe('Theme: Auto (system) (press to change)');
      const login = await page.request.post('/api/auth/login', {
        data: { username: `theme_${tag}`, password: E2E_PASSWORD },
      });
      const own = ((await login.json()) as { access_token: string }).access_token;
      await expect
        .poll(async () => {
          const response = await page.request.get('/api/users/me/preferences', {
            headers: { Authorization: `Bearer ${own}` },
          });
          return ((await response.json()) as { display: { theme: string } }).display.theme;
        })
        .toBe('auto');
    });
  });
});
