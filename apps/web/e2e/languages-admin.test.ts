import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, E2E_PASSWORD } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** English words of these screens that must not be left over once the admin reads German. */
const ENGLISH = ['Branch Management', 'Add Branch', 'Save Changes', 'System Settings', 'Database Status', 'Email Log'];

async function englishLeftovers(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const found: string[] = [];
  for (const words of ENGLISH) if ((await main.getByText(words, { exact: true }).count()) > 0) found.push(words);
  return found;
}

/**
 * A fresh admin of this test only (so no other test's admin changes language), set to German through
 * the API the way the Preferences tab saves it.
 */
async function germanAdmin(page: Page) {
  const tag = Date.now().toString(36);
  const token = await adminToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/users', {
    headers,
    data: {
      username: `admin_de_${tag}`,
      first_name: 'Dana',
      last_name: 'Deutsch',
      email: `admin_de_${tag}@example.com`,
      role: 'admin',
      password: E2E_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  await signInAs(page, `admin_de_${tag}`, E2E_PASSWORD);
  const own = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.put('/api/users/me/preferences', {
    headers: { Authorization: `Bearer ${own}` },
    data: { display: { language: 'de' } },
  });
  expect(saved.status()).toBe(200);
  return { headers: { Authorization: `Bearer ${own}` } };
}

describe('languages: the admin screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an admin reads German, then Branch Management, Admin Settings and the Email Log are German with German numbers', async () => {
    await withPage(browser, async (page) => {
      const { headers } = await germanAdmin(page);
      const branches = (await (await page.request.get('/api/branches', { headers })).json()) as { capacity: number }[];
      const totalCapacity = branches.reduce((sum, branch) => sum + branch.capacity, 0);
      // The demo branches hold thousands of units, so German writes a thousands dot ('12.500').
      expect(totalCapacity).toBeGreaterThanOrEqual(1000);
      const germanTotal = new Intl.NumberFormat('de-DE').format(totalCapacity);

      await page.goto('/admin/manage-branches');
      await eventually(() => page.getByRole('heading', { name: 'Standortverwaltung', level: 1 }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Standort hinzufügen', exact: true }).isVisible()).toBe(true);
      const summary = page.getByRole('region', { name: 'Standortübersicht' });
      await eventually(() => summary.getByText(germanTotal, { exact: true }).isVisible()).toBe(true);
      // German puts a space before the percent sign ('42 %').
      expect(await summary.getByText(/^\d+\s%$/).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Kapazität verwalten' }).count()).toBeGreaterThan(0);
      expect(await englishLeftovers(page)).toEqual([]);

      await page.goto('/admin/settings');
      await eventually(() => page.getByRole('heading', { name: 'Admin-Einstellungen', level: 1 }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('tab', { name: 'Systemeinstellungen' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Änderungen speichern' }).isVisible()).toBe(true);
      expect(await page.getByLabel('Name der Website').isVisible()).toBe(true);
      await page.getByRole('tab', { name: 'Datenbank' }).click();
      await eventually(() => page.getByRole('heading', { name: 'Datenbankstatus' }).isVisible()).toBe(true);
      // The database size with a decimal comma ('9,8 MB').
      await eventually(() =>
        page
          .getByText(/^\d+,\d (KB|MB|GB)$/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Jetzt sichern' }).isVisible()).toBe(true);
      expect(await englishLeftovers(page)).toEqual([]);

      await page.goto('/admin/email-log');
      await eventually(() => page.getByRole('heading', { name: 'E-Mail-Protokoll', level: 1 }).isVisible()).toBe(true);
      const filter = page.getByRole('group', { name: 'Nachrichten anzeigen' });
      await filter.getByRole('button', { name: 'Fehlgeschlagen' }).click();
      await eventually(() => filter.getByRole('button', { name: 'Fehlgeschlagen' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await filter.getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByRole('link', { name: 'Zurück zu den Einstellungen' }).isVisible()).toBe(true);
      expect(await englishLeftovers(page)).toEqual([]);
    });
  });
});
