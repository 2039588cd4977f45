import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranchNamed, E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** Money and numbers the way Intl writes them for German ('3.085,00 $', '1.234'). */
const germanMoney = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(value);
const germanNumber = (value: number) => new Intl.NumberFormat('de-DE').format(value);

/** Signs in a fresh employee whose saved language is German, on the inventory screen. */
async function germanEmployeeOnInventory(page: Page, tag: string) {
  const { username, token } = await newEmployee(page.request, tag);
  // The demo customer's lots are at Northside Depot: the employee works there too.
  await addBranchNamed(token, username, 'Northside Depot');
  await signInAs(page, username, E2E_PASSWORD);
  const own = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.put('/api/users/me/preferences', {
    headers: { Authorization: `Bearer ${own}` },
    data: { display: { language: 'de' } },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await eventually(() => page.getByRole('link', { name: 'Bestand' }).first().isVisible()).toBe(true);
  await page.goto('/employee/inventory');
  await eventually(() => page.getByRole('heading', { name: 'Bestandsverwaltung', level: 1 }).isVisible()).toBe(true);
  return { adminToken: token };
}

/** Issue 19: the employee inventory in German. */
describe('inventory languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee reads German, then the stock tab, its table, numbers, money, toasts and panels are German', async () => {
    await withPage(browser, async (page) => {
      const tag = `inv${Date.now().toString(36)}`;
      const { adminToken } = await germanEmployeeOnInventory(page, tag);
      const name = `Kiste ${tag}`;
      const created = await page.request.post('/api/goods', {
        headers: { Authorization: `Bearer ${adminToken}` },
        // A maximum above the quantity: in stock, not overstock.
        data: {
          name,
          category: 'Tools',
          branch_id: 1,
          quantity: 1234,
          price_per_unit: 2.5,
          low_stock_threshold: 5,
          max_quantity: 5000,
        },
      });
      expect(created.status()).toBe(201);

      expect(await page.getByRole('tab', { name: 'Lagerbestand' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tab', { name: 'Kundenwaren' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Artikel scannen' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Exportieren' }).isVisible()).toBe(true);
      expect(await page.getByText('Artikel gesamt', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Schnelle Bestandsänderung' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Warnungen bei niedrigem Bestand' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Bestandsbericht' }).isVisible()).toBe(true);

      await page.getByLabel('Suche').fill(name);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await eventually(() => row.isVisible()).toBe(true);
      // The category through the messages catalog, quantity and value written the German way.
      const text = await row.innerText();
      expect(text).toContain('Werkzeuge');
      expect(text).toContain(germanMoney(1234 * 2.5));
      expect(text).toContain(`${germanMoney(2.5)} pro Einheit`);
      expect(text).toContain('Auf Lager');
      expect(await page.getByLabel(`Menge von ${name}`, { exact: true }).innerText()).toBe(germanNumber(1234));
      expect(await page.getByRole('columnheader', { name: 'Lagerort' }).isVisible()).toBe(true);

      // The plus button's toast and its Undo.
      await page.getByRole('button', { name: `Menge von ${name} erhöhen` }).click();
      const toast = page.getByText(`1 zu ${name} hinzugefügt: ${germanNumber(1234)} → ${germanNumber(1235)}`);
      await eventually(() => toast.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Rückgängig' }).isVisible()).toBe(true);

      // The stock history names the movement and its reason in German.
      await page.getByRole('button', { name: `Bestandsverlauf von ${name}` }).click();
      const history = page.getByRole('dialog', { name: `Bestandsverlauf: ${name}` });
      await eventually(() => history.getByText('Schnellkorrektur', { exact: false }).first().isVisible()).toBe(true);
      expect(await history.getByText(`Zugang 1: ${germanNumber(1234)} → ${germanNumber(1235)}`).isVisible()).toBe(true);
      await history.getByRole('button', { name: 'Schließen' }).first().click();

      const scan = page.getByRole('dialog', { name: 'Artikel scannen' });
      await page.getByRole('button', { name: 'Artikel scannen' }).click();
      await eventually(() => scan.getByRole('button', { name: 'Kamera verwenden' }).isVisible()).toBe(true);
      expect(await scan.getByLabel('SKU oder Produkt-ID').isVisible()).toBe(true);
      await page.keyboard.press('Escape');

      for (const english of ['Inventory Management', 'Warehouse Stock', 'Quick Stock Update', 'Low Stock Alerts']) {
        expect(await page.getByText(english).count(), english).toBe(0);
      }
    });
  });

  it('when an employee reads German, then the customer goods tab and its status dialog are German', async () => {
    await withPage(browser, async (page) => {
      await germanEmployeeOnInventory(page, `invcg${Date.now().toString(36)}`);
      await page.getByRole('tab', { name: 'Kundenwaren' }).click();
      await page.waitForURL(/view=customer-goods/);
      await eventually(() => page.getByLabel('Kundenwaren suchen').isVisible()).toBe(true);
      const piano = page.getByRole('row', { name: /Family Heirloom Piano/ });
      await eventually(() => piano.isVisible()).toBe(true);
      expect(await page.getByRole('columnheader', { name: 'Eigentümer' }).isVisible()).toBe(true);
      expect(await page.getByRole('columnheader', { name: 'Einlagerungsdatum' }).isVisible()).toBe(true);
      expect(await piano.innerText()).toContain('Eingelagert');
      await piano.getByRole('button', { name: 'Status von Family Heirloom Piano ändern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Status ändern: Family Heirloom Piano' });
      await eventually(() => dialog.getByLabel('Neuer Status').isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Status speichern' }).isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Abbrechen' }).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();

      for (const english of ['Customer Goods', 'Change status', 'Storage Date', 'Not assigned']) {
        expect(await page.getByText(english, { exact: true }).count(), english).toBe(0);
      }
    });
  });
});
