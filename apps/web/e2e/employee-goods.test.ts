import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

describe('employee goods', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an employee opens /employee/goods, then the goods list with its actions shows and Back leads to their dashboard', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/goods');
      await page.getByRole('heading', { name: 'Goods Management' }).waitFor();
      await page.getByText(/^\d+ items? found$/).waitFor();
      expect(await page.getByText(/As staff you can add and edit items/).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add Item' }).isVisible()).toBe(true);
      expect(await page.getByText('This screen is coming in this release.').count()).toBe(0);
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/employee/dashboard');
    } finally {
      await context.close();
    }
  });
});
