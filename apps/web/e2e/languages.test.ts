import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee, registerCustomer } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await eventually(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee picks Deutsch in settings, then navigation, validation messages and tabs are German, also after a reload', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `lang${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      const main = page.getByRole('navigation', { name: 'Main' });
      await eventually(() => main.getByRole('link', { name: 'Assignments' }).isVisible()).toBe(true);

      await page.goto('/employee/settings');
      await openTab(page, 'Preferences');
      await page.getByRole('main').getByLabel('Language').selectOption('de');
      await page.getByRole('button', { name: 'Save Changes' }).click();

      await eventually(() => page.getByText('Einstellungen erfolgreich gespeichert!').isVisible()).toBe(true);
      const german = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await eventually(() => german.getByRole('link', { name: 'Aufgaben' }).isVisible()).toBe(true);
      expect(await german.getByRole('link', { name: 'Bestand' }).isVisible()).toBe(true);
      expect(await documentLanguage(page)).toBe('de');
      expect(await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).isVisible()).toBe(true);

      // The shared zod schema's message ('First name is required') shows in German.
      await openTab(page, 'Profil');
      await page.getByLabel('Vorname').fill('');
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await eventually(() => page.getByText('Vorname ist erforderlich').isVisible()).toBe(true);
      expect(await page.getByText('First name is required').count()).toBe(0);

      // The saved preference, not only this page: a reload comes back in German.
      await page.reload();
      await eventually(() => page.getByRole('tab', { name: 'Einstellungen' }).isVisible()).toBe(true);
      await eventually(() => page.getByRole('link', { name: 'Aufgaben' }).first().isVisible()).toBe(true);
    });
  });

  it('when a customer’s language is set to German through the API, then after a reload dates are written the German way', async () => {
    await withPage(browser, async (page) => {
      const tag = Date.now().toString(36);
      const { username } = await registerCustomer(`lang${tag}`);
      await signInAs(page, username, E2E_PASSWORD);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const saved = await page.request.put('/api/users/me/preferences', {
        headers: { Authorization: `Bearer ${token}` },
        data: { display: { language: 'de' } },
      });
      expect(saved.status()).toBe(200);

      const branches = await page.request.get('/api/branches', { headers: { Authorization: `Bearer ${token}` } });
      const list = (await branches.json()) as { name: string; created_at: string }[];
      const first = list[0]!;
      // What Intl writes for de-DE in the customer's zone (the preference default), e.g. '24. Nov. 2026'.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(first.created_at));
      const expected = new Intl.DateTimeFormat('de-DE', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`));
      expect(expected).toMatch(/^\d{1,2}\. \S+ \d{4}$/);

      await page.reload();
      await eventually(() => page.getByRole('link', { name: 'Standortkapazität' }).first().isVisible()).toBe(true);
      await page.goto('/customer/branch-capacity');
      const card = page.getByRole('article', { name: first.name });
      await eventually(() => card.getByText(`Eröffnet am ${expected}`).isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: 'Hier einlagern' }).count()).toBeLessThanOrEqual(1);
      expect(await page.getByRole('heading', { name: 'Standortkapazität', level: 1 }).isVisible()).toBe(true);
    });
  });

  it('when a screen’s catalog cannot be fetched, then one alert offers a reload instead of showing keys, and reloading brings the screen', async () => {
    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      const catalog = /\/assets\/goods-[\w-]+\.js$/;
      await page.route(catalog, (route) => route.fulfill({ status: 500, body: '' }));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goods', exact: true }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await page.getByText(/goods:/).count()).toBe(0);

      await page.unroute(catalog);
      await page.getByRole('button', { name: 'Reload page' }).click();
      await page.getByRole('heading', { name: 'Goods Management' }).waitFor();
      await eventually(() => page.getByText(/^[\d,]+ items? found$/).isVisible()).toBe(true);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('when a visitor picks Español in the footer, then the landing page turns Spanish and stays so after a reload', async () => {
    await withPage(browser, async (page) => {
      await page.goto('/');
      await eventually(() => page.getByRole('heading', { name: /Store more\./ }).isVisible()).toBe(true);
      expect(await documentLanguage(page)).toBe('en');

      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Language').scrollIntoViewIfNeeded();
      await footer.getByLabel('Language').selectOption('es');

      await eventually(() => page.getByRole('heading', { name: /Guarda más\./ }).isVisible()).toBe(true);
      // The bar and the footer re-render on the switch each in their own time.
      const main = page.getByRole('navigation', { name: 'Principal' });
      await eventually(() => main.getByRole('link', { name: 'Inicio' }).isVisible()).toBe(true);
      await eventually(() => footer.getByText('Enlaces rápidos').isVisible()).toBe(true);
      expect(await documentLanguage(page)).toBe('es');

      await page.reload();
      await eventually(() => page.getByRole('heading', { name: /Guarda más\./ }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').getByLabel('Idioma').inputValue()).toBe('es');
    });
  });
});
