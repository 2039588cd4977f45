import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, newEmployee } from './support/accounts.js';
import { launchBrowser, signInAs, withPage } from './support/browser.js';

/**
 * The app's own tabs (components/ui/tabs.tsx), after the WAI-ARIA tabs pattern: one tab stop, arrow
 * keys / Home / End move and select, each panel labelled by its tab, hidden panels out of sight.
 */

type Tabs = { names: string[]; selected: string[]; tabStops: string[]; focused: string | null; panels: Panel[] };
type Panel = { labelledBy: string | null; visible: boolean; controlledBySelected: boolean };

/** What the tablist and its panels say to assistive technology, read from the DOM. */
function readTabs(page: Page): Promise<Tabs> {
  return page.evaluate(() => {
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]'));
    const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
    const name = (element: Element) => element.textContent?.trim() ?? '';
    return {
      names: tabs.map(name),
      selected: selected.map(name),
      tabStops: tabs.filter((tab) => tab.tabIndex === 0).map(name),
      focused: tabs.includes(document.activeElement as HTMLElement) ? name(document.activeElement!) : null,
      panels: Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]')).map((panel) => {
        const tab = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
        return {
          labelledBy: tab ? name(tab) : null,
          visible: panel.checkVisibility(),
          controlledBySelected: selected.some((one) => one.getAttribute('aria-controls') === panel.id),
        };
      }),
    };
  });
}

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The one visible panel is the selected tab's, and is labelled by it. */
function expectShown(tabs: Tabs, name: string) {
  expect(tabs.selected).toEqual([name]);
  expect(tabs.tabStops).toEqual([name]);
  expect(tabs.panels.filter((panel) => panel.visible)).toEqual([
    { labelledBy: name, visible: true, controlledBySelected: true },
  ]);
}

describe('tabs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee moves through the inventory tabs with the arrow keys, Home and End, then each key selects and shows its tab, and the address follows', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `tabs${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/inventory');
      await eventually(async () => (await readTabs(page)).names).toEqual(['Warehouse Stock', 'Customer Goods']);
      expectShown(await readTabs(page), 'Warehouse Stock');

      await page.getByRole('tab', { name: 'Warehouse Stock' }).focus();
      await page.keyboard.press('ArrowRight');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Customer Goods']);
      const afterRight = await readTabs(page);
      expectShown(afterRight, 'Customer Goods');
      expect(afterRight.focused).toBe('Customer Goods');
      expect(new URL(page.url()).searchParams.get('view')).toBe('customer-goods');

      // The list wraps: right from the last tab is the first.
      await page.keyboard.press('ArrowRight');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Warehouse Stock']);
      const afterWrap = await readTabs(page);
      expectShown(afterWrap, 'Warehouse Stock');
      expect(afterWrap.focused).toBe('Warehouse Stock');
      expect(new URL(page.url()).searchParams.get('view')).toBeNull();

      await page.keyboard.press('End');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Customer Goods']);
      await page.keyboard.press('Home');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Warehouse Stock']);
      // Up and down belong to the page on a horizontal list: they select nothing.
      await page.keyboard.press('ArrowDown');
      expectShown(await readTabs(page), 'Warehouse Stock');

      // Tab leaves the list for the panel: the other tab is not a stop of its own.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

      // A link to the second view opens on it.
      await page.goto('/employee/inventory?view=customer-goods');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Customer Goods']);
      expectShown(await readTabs(page), 'Customer Goods');
    });
  });

  it('when an employee types in a settings tab and visits another with the arrow keys, then the typing is still there on the way back', async () => {
    await withPage(browser, async (page) => {
      const { username } = await newEmployee(page.request, `tabset${Date.now().toString(36)}`);
      await signInAs(page, username, E2E_PASSWORD);
      await page.goto('/employee/settings');
      await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Sam');
      await page.getByLabel('First Name').fill('Samantha');

      // A vertical list: down moves on, up moves back (and left / right too, for when it lies across a phone).
      await page.getByRole('tab', { name: 'Profile' }).focus();
      await page.keyboard.press('ArrowDown');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Security']);
      expectShown(await readTabs(page), 'Security');
      expect(await page.getByLabel('First Name').isVisible()).toBe(false);

      await page.keyboard.press('ArrowLeft');
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Profile']);
      expectShown(await readTabs(page), 'Profile');
      expect(await page.getByLabel('First Name').inputValue()).toBe('Samantha');

      // A click selects too.
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await eventually(async () => (await readTabs(page)).selected).toEqual(['Preferences']);
      expectShown(await readTabs(page), 'Preferences');
    });
  });
});
