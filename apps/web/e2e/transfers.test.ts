import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

/** The demo branch a demo employee works at (their home branch), by name. */
async function branchIdNamed(page: Page, token: string, name: string): Promise<number> {
  const response = await page.request.get('/api/branches?limit=100', { headers: { authorization: `Bearer ${token}` } });
  const branches = (await response.json()) as { id: number; name: string }[];
  return branches.find((branch) => branch.name === name)!.id;
}

/** Opens the item's Stock History from the goods list and answers the ledger's text. */
async function ledgerOf(page: Page, name: string): Promise<string> {
  await page.goto(`/employee/goods?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stock History' });
  await dialog.getByRole('list', { name: 'Stock movements, newest first' }).waitFor();
  return dialog.innerText();
}

describe('transfers between branches', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('when employee1 transfers stock from their branch, then employee2 receives it at theirs with a shortfall and both ledgers show it', async () => {
    const tag = Date.now().toString(36);
    const name = `Pallet Wrap ${tag}`;
    const sender = await newPage(browser);
    const receiver = await newPage(browser);
    try {
      const token = await adminToken(sender.page.request);
      const downtown = await branchIdNamed(sender.page, token, 'Downtown Central');
      const created = await sender.page.request.post('/api/goods', {
        headers: { authorization: `Bearer ${token}` },
        data: { name, category: 'Other', sku: `PW-${tag}`, branch_id: downtown, quantity: 30 },
      });
      expect(created.status()).toBe(201);

      // employee1 (Downtown Central) sends 10 from the goods list's Transfer action.
      const { page } = sender;
      await signInAs(page, 'employee1', 'emp123');
      await page.goto(`/employee/goods?search=${encodeURIComponent(name)}`);
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('button', { name: 'Transfer' })
        .click();
      const send = page.getByRole('dialog', { name: 'New Transfer' });
      await send.getByText(`SKU PW-${tag} · Downtown Central · 30 in stock`).waitFor();
      await send.getByRole('button', { name: 'Send' }).click();
      await send.getByText('Choose the branch to send to').waitFor();
      await send.getByLabel('Send to branch').selectOption({ label: 'Harbor Logistics Hub' });
      await send.getByLabel('Quantity').fill('40');
      await send.getByRole('button', { name: 'Send' }).click();
      await send.getByText('Only 30 in stock to transfer').waitFor();
      await send.getByLabel('Quantity').fill('10');
      await send.getByLabel('Note').fill('Weekly top-up');
      await send.getByRole('button', { name: 'Send' }).click();
      await toast(page, /^TRF-\d{6} sent: the stock is in transit$/);

      // On their Transfers screen it is outgoing and in transit; they may cancel it, not receive it.
      await page.getByRole('navigation').getByRole('link', { name: 'Transfers' }).first().click();
      await page.getByRole('heading', { name: 'Transfers', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Outgoing' }).click();
      const outgoing = page.getByRole('listitem').filter({ hasText: name });
      await expect.poll(() => outgoing.innerText()).toContain('In transit');
      expect(await outgoing.getByRole('button', { name: 'Cancel Transfer' }).isVisible()).toBe(true);
      expect(await outgoing.getByRole('button', { name: 'Receive' }).count()).toBe(0);
      const reference = /TRF-\d{6}/.exec(await outgoing.innerText())![0];

      // employee2 (Harbor Logistics Hub) receives 8 of the 10: the shortfall needs a reason.
      await signInAs(receiver.page, 'employee2', 'emp456');
      await receiver.page.goto('/employee/transfers?direction=incoming');
      const incoming = receiver.page.getByRole('listitem').filter({ hasText: reference });
      await incoming.getByRole('button', { name: 'Receive' }).click();
      const receive = receiver.page.getByRole('dialog', { name: `Receive ${reference}` });
      await receive.getByLabel('Quantity received').fill('8');
      await receive.getByText('2 units short: they are written off with your reason.').waitFor();
      await receive.getByRole('button', { name: 'Receive' }).click();
      await receive.getByText('Say why the shortfall is missing').waitFor();
      await receive.getByLabel('Reason for the shortfall').fill('Two cartons crushed');
      await receive.getByRole('button', { name: 'Receive' }).click();
      await toast(receiver.page, 'Transfer received');
      await expect.poll(() => incoming.innerText()).toContain('Received');
      expect(await incoming.innerText()).toContain('Shortfall: 2 written off (Two cartons crushed)');

      // Both ledgers show the transfer: out at Downtown Central, in and the shortfall at Harbor.
      const harbor = await ledgerOf(receiver.page, name);
      expect(harbor).toContain('Transfer in');
      expect(harbor).toContain('+10');
      expect(harbor).toContain('Transfer shortfall');
      expect(harbor).toContain('Two cartons crushed');
      expect(harbor).toContain('10 → 8');
      const downtownLedger = await ledgerOf(page, name);
      expect(downtownLedger).toContain('Transfer out');
      expect(downtownLedger).toContain('30 → 20');
      // The ledger's reference leads to the transfer, now received.
      await page.getByRole('dialog', { name: 'Stock History' }).getByRole('link', { name: reference }).first().click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?q=${reference}`);
      await expect
        .poll(() => page.getByRole('listitem').filter({ hasText: reference }).innerText())
        .toContain('Received');
    } finally {
      await sender.context.close();
      await receiver.context.close();
    }
  });

  it('when the sender cancels a transfer in transit after confirming, then the stock is back at the source', async () => {
    const tag = Date.now().toString(36);
    const name = `Corner Boards ${tag}`;
    const { context, page } = await newPage(browser, { width: 360, height: 780 });
    try {
      const token = await adminToken(page.request);
      const downtown = await branchIdNamed(page, token, 'Downtown Central');
      const created = await page.request.post('/api/goods', {
        headers: { authorization: `Bearer ${token}` },
        data: { name, category: 'Other', sku: `CB-${tag}`, branch_id: downtown, quantity: 12 },
      });
      expect(created.status()).toBe(201);
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/transfers');
      await page.getByRole('button', { name: 'New Transfer' }).click();
      const send = page.getByRole('dialog', { name: 'New Transfer' });
      await send.getByLabel('Find the item').fill(`CB-${tag}`);
      const item = send.getByLabel('Item', { exact: true });
      await expect
        .poll(() => item.locator('option').allInnerTexts())
        .toContain(`${name} · CB-${tag} · Downtown Central · 12 in stock`);
      await item.selectOption({ label: `${name} · CB-${tag} · Downtown Central · 12 in stock` });
      await send.getByLabel('Send to branch').selectOption({ label: 'Harbor Logistics Hub' });
      await send.getByLabel('Quantity').fill('12');
      await send.getByRole('button', { name: 'Send' }).click();
      await toast(page, /sent: the stock is in transit$/);

      const card = page.getByRole('listitem').filter({ hasText: name });
      await card.getByRole('button', { name: 'Cancel Transfer' }).click();
      const confirm = page.getByRole('dialog', { name: /^Cancel TRF-\d{6}\?$/ });
      await confirm.getByText(`The 12 units of ${name} go back into stock at Downtown Central.`).waitFor();
      await confirm.getByRole('button', { name: 'Cancel Transfer' }).click();
      await toast(page, 'Transfer cancelled: the stock is back at the source');
      await expect.poll(() => card.innerText()).toContain('Cancelled');
      expect(await card.getByRole('button', { name: 'Cancel Transfer' }).count()).toBe(0);
      const ledger = await ledgerOf(page, name);
      expect(ledger).toContain('Transfer cancelled');
      expect(ledger).toContain('0 → 12');
    } finally {
      await context.close();
    }
  });
});
