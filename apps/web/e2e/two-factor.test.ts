import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage } from './support/browser.js';
import { totpCode } from './support/totp.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function registerCustomer(page: Page) {
  const username = `tfa_${Date.now().toString(36)}`;
  const response = await page.request.post('/api/auth/register', {
    data: { first_name: 'Tia', last_name: 'Factor', username, email: `${username}@example.com`, password: 'secret123' },
  });
  expect(response.status()).toBe(201);
  return username;
}

describe('two-factor sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when a customer turns it on, then signing in asks for the code, refuses a wrong one and accepts the right one', async () => {
    await withPage(browser, async (page) => {
      const username = await registerCustomer(page);
      await signInAs(page, username, 'secret123');
      await page.goto('/customer/settings');
      await page.getByRole('tab', { name: 'Privacy & Security' }).click();

      const panel = page.getByRole('region', { name: /Two-factor sign-in/ });
      await eventually(() => panel.getByText('Off', { exact: true }).isVisible()).toBe(true);
      await panel.getByRole('button', { name: 'Enable' }).click();

      const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
      await dialog.getByLabel('Password', { exact: true }).fill('secret123');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
      await eventually(() => qr.isVisible()).toBe(true);
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      // The image really rendered (a broken data URL has no natural size).
      await eventually(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const secret = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shot(page, 'two-factor-enrol');

      await dialog.getByLabel('Authentication code').fill(totpCode(secret));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      const codes = page
        .getByRole('dialog', { name: 'Save your recovery codes' })
        .getByRole('list', { name: 'Recovery codes' });
      await eventually(() => codes.getByRole('listitem').count()).toBe(10);
      await shot(page, 'two-factor-recovery-codes');
      await page.getByRole('button', { name: 'Done' }).click();
      await eventually(() => panel.getByText('On', { exact: true }).isVisible()).toBe(true);
      await shot(page, 'two-factor-panel-on');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      const code = page.getByLabel('Authentication code');
      await eventually(() => code.isVisible()).toBe(true);
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      await eventually(() => page.getByRole('button', { name: 'Use a recovery code' }).isVisible()).toBe(true);
      await shot(page, 'two-factor-login-step');

      // The code of the step that enabled it is used up; a wrong one is refused with a clear error.
      const now = totpCode(secret);
      await code.fill(now === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await eventually(() => page.getByText('Invalid authentication code').isVisible()).toBe(true);
      expect(page.url()).toMatch(/\/login$/);
      await shot(page, 'two-factor-login-wrong-code');

      // The next step's code: accepted (within the one-step window) and not used before.
      await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/customer\/dashboard$/);
    });
  });
});
