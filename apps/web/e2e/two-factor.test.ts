import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './support/accounts.js';
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
    data: {
      first_name: 'Tia',
      last_name: 'Factor',
      username,
      email: `${username}@example.com`,
      password: E2E_PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return username;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Turns two-factor sign-in on through the API, as the enrolment screen would; returns the session's token. */
async function enrolThroughApi(request: APIRequestContext, username: string, password: string) {
  const token = await apiSignIn(request, username, password);
  const setup = await request.post('/api/users/me/two-factor/setup', { headers: bearer(token), data: { password } });
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/api/users/me/two-factor/enable', {
    headers: bearer(token),
    data: { code: totpCode(secret) },
  });
  expect(enable.status()).toBe(200);
  return token;
}

/**
 * Walks the enrolment of the Two-factor sign-in panel on the open page: password, QR code, the code
 * from the secret, the recovery codes. Returns the secret, as the person's authenticator app holds it.
 */
async function enrol(page: Page, password: string) {
  const panel = page.getByRole('region', { name: /Two-factor sign-in/ });
  await panel.getByRole('button', { name: 'Enable' }).click();

  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
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
  return secret;
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
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/customer/settings');
      await page.getByRole('tab', { name: 'Privacy & Security' }).click();

      const panel = page.getByRole('region', { name: /Two-factor sign-in/ });
      await eventually(() => panel.getByText('Off', { exact: true }).isVisible()).toBe(true);
      const secret = await enrol(page, E2E_PASSWORD);
      await eventually(() => panel.getByText('On', { exact: true }).isVisible()).toBe(true);
      await shot(page, 'two-factor-panel-on');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
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

  it('when admins must use it, then an admin without it gets the set-up screen, enrols there, and the admin area opens', async () => {
    await withPage(browser, async (page) => {
      const demoAdmin = await apiSignIn(page.request, 'admin', 'admin123');
      const username = `gate_${Date.now().toString(36)}`;
      const created = await page.request.post('/api/users', {
        headers: bearer(demoAdmin),
        data: {
          username,
          first_name: 'Gia',
          last_name: 'Gate',
          email: `${username}@example.com`,
          role: 'admin',
          password: E2E_PASSWORD,
        },
      });
      expect(created.status()).toBe(201);
      // Saved from the version just read, as the settings screen does.
      const requireForAdmins = async (token: string, on: boolean) => {
        const read = await page.request.get('/api/settings/system', { headers: bearer(token) });
        const { version } = (await read.json()) as { version: number };
        return page.request.put('/api/settings/system', {
          headers: bearer(token),
          data: { require_admin_two_factor: on, version },
        });
      };
      expect((await requireForAdmins(demoAdmin, true)).status()).toBe(200);

      let enrolledToken: string | null = null;
      try {
        await signInAs(page, username, E2E_PASSWORD);
        await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
        await page
          .getByText('Two-factor sign-in is required for administrators. Set it up in your settings.')
          .waitFor();
        expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
        // The screen only mirrors the rule: the server refuses the admin area's data meanwhile.
        const before = await page.evaluate(() => localStorage.getItem('token'));
        expect((await page.request.get('/api/users', { headers: bearer(before!) })).status()).toBe(403);
        await shot(page, 'two-factor-admin-gate');

        await enrol(page, E2E_PASSWORD);
        await page.getByText('Two-factor sign-in is on. Keep your recovery codes safe').waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
        enrolledToken = await page.evaluate(() => localStorage.getItem('token'));
        expect((await page.request.get('/api/users', { headers: bearer(enrolledToken!) })).status()).toBe(200);
      } finally {
        // Only an admin with two-factor sign-in may lift the rule (the demo admin has none): the one
        // enrolled above, or, when the walk failed before that, one enrolled here through the API.
        const lifter = enrolledToken ?? (await enrolThroughApi(page.request, username, E2E_PASSWORD));
        expect((await requireForAdmins(lifter, false)).status()).toBe(200);
      }
    });
  });
});
