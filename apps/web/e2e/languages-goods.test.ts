import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** English words of the goods screen that must not be left once it reads German. */
const ENGLISH = ['Goods Management', 'Product Details', 'Stock Status', 'Update Stock', 'Clear Filters', 'Qty:'];
const englishLeft = async (page: Page) => {
  const counts = await Promise.all(ENGLISH.map((text) => page.getByText(text, { exact: false }).count()));
  return ENGLISH.filter((_, index) => counts[index]! > 0);
};

describe('languages: goods', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee who reads German opens Goods, then the list, its numbers, the stock dialog and the import preview are German', async () => {
    await withPage(browser, async (page) => {
      const id = tag();
      const { token, username } = await newEmployee(page.request, `lgoods${id.toLowerCase()}`);
      const headers = { Authorization: `Bearer ${token}` };
      const created = await page.request.post('/api/goods', {
        headers,
        data: {
          name: `Lager Test ${id}`,
          category: 'Electronics',
          sku: `LG-${id}`,
          branch_id: 1,
          quantity: 1500,
          // A maximum above the quantity: in stock, not overstock.
          max_quantity: 5000,
          price_per_unit: 1234.5,
        },
      });
      expect(created.status()).toBe(201);

      await signInAs(page, username, E2E_PASSWORD);
      const me = await page.evaluate(() => localStorage.getItem('token'));
      const saved = await page.request.put('/api/users/me/preferences', {
        headers: { Authorization: `Bearer ${me}` },
        data: { display: { language: 'de' } },
      });
      expect(saved.status()).toBe(200);

      await page.goto('/employee/goods');
      await eventually(() => page.getByRole('heading', { name: 'Warenverwaltung', level: 1 }).isVisible()).toBe(true);
      await eventually(() => page.getByText(/^\d+ Artikel gefunden$/).isVisible()).toBe(true);
      for (const name of ['Importieren', 'Exportieren', 'Artikel hinzufügen', 'Filter zurücksetzen'])
        expect(await page.getByRole('button', { name, exact: true }).first().isVisible(), name).toBe(true);
      expect(await page.getByRole('columnheader', { name: 'Produktdetails' }).isVisible()).toBe(true);
      expect(await page.getByLabel('Bestandsstatus').isVisible()).toBe(true);

      // The item's quantity and price in German number and money format; its category in German.
      await page.getByRole('searchbox', { name: 'Suche' }).fill(`LG-${id}`);
      const row = page.getByRole('row').filter({ hasText: `LG-${id}` });
      await eventually(() => row.isVisible()).toBe(true);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('Menge: 1.500');
      expect(text).toMatch(/1\.234,50\s\$/);
      expect(text).toContain('Elektronik');
      expect(text).toContain('Auf Lager');
      expect(await englishLeft(page)).toEqual([]);

      // The stock dialog: German labels, and the domain's refusal of an outward beyond stock in German.
      await row.getByRole('button', { name: 'Bestand aktualisieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bestand aktualisieren' });
      await eventually(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel('Bewegungsart').selectOption('outward');
      await dialog.getByLabel('Menge', { exact: true }).fill('1501');
      await eventually(() =>
        dialog.getByText('1501 Stück können nicht ausgegeben werden. Nur 1500 verfügbar.').first().isVisible(),
      ).toBe(true);
      await dialog.getByRole('button', { name: 'Bestand aktualisieren' }).click();
      await eventually(() => dialog.getByText('Ein Grund ist erforderlich').isVisible()).toBe(true);
      expect(await dialog.getByRole('option', { name: 'Rücksendung an Lieferanten' }).count()).toBe(1);
      expect(await dialog.getByText('Cannot dispatch').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await eventually(() => dialog.isVisible()).toBe(false);

      // The import preview: counts, the row issue of the shared rules, and the button, all German.
      const csv = join(tmpdir(), `goods-de-${id}.csv`);
      writeFileSync(
        csv,
        [
          'name,category,sku,quantity,price_per_unit,branch_id',
          `Import ${id},Books,IM-${id},3,9.5,1`,
          `Broken ${id},Books,IB-${id},-4,9.5,1`,
        ].join('\n'),
      );
      await page.getByRole('button', { name: 'Importieren', exact: true }).click();
      const wizard = page.getByRole('dialog', { name: 'Waren importieren' });
      await eventually(() => wizard.isVisible()).toBe(true);
      await wizard.getByLabel('CSV-Datei').setInputFiles(csv);
      await wizard.getByRole('button', { name: 'Vorschau anzeigen' }).click();
      await eventually(() => wizard.getByText('Neue Artikel', { exact: true }).isVisible()).toBe(true);
      expect(await wizard.getByText('Die Menge muss eine nicht negative Zahl sein').isVisible()).toBe(true);
      expect(await wizard.getByText('Zeile 3:').isVisible()).toBe(true);
      expect(await wizard.getByRole('button', { name: '1 Artikel importieren' }).isVisible()).toBe(true);
      expect(await wizard.getByText('Quantity must be').count()).toBe(0);
    });
  });
});
