import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './support/accounts.js';
import { baseUrl, launchBrowser, signInAs, withPage } from './support/browser.js';

async function login(username: string, password: string) {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as { access_token: string; user: { id: number } };
}

describe('billing: recording a payment for a customer found by name', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when an admin types a customer’s name and records a payment twice, then the combobox finds them, the number shows, the second asks before recording again and the month’s journal holds both', async () => {
    const tag = Date.now().toString(36);
    const customer = await registerCustomer(tag);
    const { access_token: token, user } = await login(customer.username, customer.password);
    const fullName = `${customer.first_name} ${customer.last_name}`;

    await withPage(browser, async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.goto('/admin/users');
      await page.getByLabel('Search users').fill(customer.username);
      await expect
        .poll(() => page.getByTestId('customer-number').first().textContent())
        .toBe(`Customer no. ${user.id}`);

      await page.goto('/admin/billing');
      await page.getByRole('tab', { name: 'Payments' }).click();
      const picker = page.getByRole('combobox', { name: 'Customer', exact: true });
      await picker.fill(customer.last_name);
      const option = page.getByRole('option', { name: new RegExp(`^${fullName} No\\. ${user.id} ·`) });
      await expect.poll(() => option.isVisible()).toBe(true);
      expect(await picker.getAttribute('aria-expanded')).toBe('true');
      await picker.press('ArrowDown');
      await picker.press('Enter');
      expect(await picker.inputValue()).toBe(`${fullName} (no. ${user.id})`);
      await expect.poll(() => page.getByTestId('entry-customer').textContent()).toContain(`Customer no. ${user.id}`);
      await page.getByLabel('Amount').fill('42.50');
      await page.getByLabel('Reference').fill(`PAY-${tag}`);
      await page.getByRole('button', { name: 'Record payment' }).click();
      await expect.poll(() => page.getByText(`PAY-${tag}`).count()).toBe(1);

      // The same payment again within a minute is a double submission until the admin confirms it.
      await page.getByLabel('Amount').fill('42.50');
      await page.getByLabel('Reference').fill(`PAY-${tag}`);
      await page.getByRole('button', { name: 'Record payment' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'less than a minute ago' }).isVisible())
        .toBe(true);
      expect(await page.getByText(`PAY-${tag}`).count()).toBe(1);
      await page.getByRole('button', { name: 'Record it again' }).click();
      await expect.poll(() => page.getByText(`PAY-${tag}`).count()).toBe(2);

      // The month's journal holds both payments, cash against receivables.
      const month = new Date().toISOString().slice(0, 7);
      await page.getByRole('tab', { name: 'Statements' }).click();
      await page.getByLabel('Month').fill(month);
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: `Export journal for ${month} (CSV)` }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(`journal-${month}.csv`);
      const journal = readFileSync((await download.path())!, 'utf8');
      expect(journal.split('\r\n')[0]).toBe('date,account,debit,credit,reference,customer_number,customer');
      const mine = journal.split('\r\n').filter((line) => line.includes(`(PAY-${tag})`));
      expect(mine).toHaveLength(4);
      expect(mine.filter((line) => line.includes(',1000 Cash,42.50,,'))).toHaveLength(2);
    });

    const account = await fetch(`${baseUrl()}/api/billing/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await account.json()) as { balance: number }).balance).toBe(-8_500);
  }, 120_000);
});
