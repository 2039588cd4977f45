import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone, PHONE_MESSAGES } from '@stockyard/domain';
import { newBranchWithStaff, registerCustomer } from './support/accounts.js';
import { launchBrowser, newPage, signInAs, withPage as withPageIn } from './support/browser.js';

const files = mkdtempSync(join(tmpdir(), 'stockyard-e2e-files-'));

/** A small but real PDF: the server checks the magic bytes, not only the extension. */
function writePdf(name: string): string {
  const path = join(files, name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return path;
}

/** A file whose content is not what its name says: the browser lets it through, the server does not. */
function writeFake(name: string): string {
  const path = join(files, name);
  writeFileSync(path, 'plain words, not the document the name promises');
  return path;
}

/** An executable: the browser refuses its type before anything is sent. */
function writeExe(name: string): string {
  const path = join(files, name);
  writeFileSync(path, 'MZ not a document');
  return path;
}

const ID_TYPE_MESSAGE = 'Identification document must be a .pdf, .jpg, .jpeg or .png file';
const INVENTORY_TYPE_MESSAGE = 'Inventory list must be a .pdf, .doc, .docx, .txt or .xlsx file';

/** The file inputs by their exact label (a chosen file adds a "Remove ..." button whose name contains it). */
const idInput = (page: Page) => page.getByLabel('Identification Document', { exact: true });
const inventoryInput = (page: Page) => page.getByLabel('Inventory List', { exact: true });

/** The wizard's error summary: the first alert above the step. */
const summaryOf = (page: Page) => page.getByRole('alert').first();

/**
 * Steps 2 and 3 answered (a registered customer's profile fills step 1), ending on the documents.
 */
async function answerUpToDocuments(page: Page) {
  await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Item Type').selectOption('Electronics');
  await page.locator('label', { hasText: 'Climate Controlled' }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
}

/**
 * Whether an element holds the keyboard focus and can be seen: wholly inside the viewport, and
 * not under the sticky navigation bar (the element itself is what shows at its top edge).
 */
const focusedAndInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const atTop = document.elementFromPoint(box.left + box.width / 2, box.top + 4);
    return {
      focused: element.contains(document.activeElement),
      inViewport: box.top >= 0 && box.bottom <= window.innerHeight,
      uncovered: atTop !== null && element.contains(atTop),
    };
  });
const FOCUSED_AND_IN_VIEW = { focused: true, inViewport: true, uncovered: true };
/** The page scrolls smoothly (html scroll-behavior), which takes a while on a busy machine. */
const SCROLLED = { timeout: 5_000 };

describe('storage applications: apply, review, notify', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a customer applies with an ID document and employee1 approves it with a note, then the customer sees Approved and a notification', async () => {
    const tag = Date.now().toString(36);
    const customer = await registerCustomer(tag);
    const fullName = `${customer.first_name} ${customer.last_name}`;
    // A branch of this test's own: approving into a demo branch would move figures other tests read.
    const depot = await newBranchWithStaff(tag, 500, ['employee1']);
    const note = `Space reserved at ${depot.name} (${tag})`;

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.getByRole('link', { name: 'Apply to Store' }).first().click();
      await page.waitForURL(/\/customer\/apply-to-store$/);

      // Step 1: personal information comes from the signed-in customer.
      await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(await page.getByLabel('Full Name').inputValue()).toBe(fullName);
      expect(await page.getByLabel('Email Address').inputValue()).toBe(customer.email);
      // The site is American: an American number shows in its national form.
      expect(await page.getByLabel('Phone Number').inputValue()).toBe(formatPhone(customer.phone, 'US'));
      await page.getByLabel('This is a business account').check();
      await page.getByLabel('Business Name').fill(`Avery Goods ${tag}`);
      await page.getByLabel('Business Type').selectOption('ecommerce');
      await page.getByRole('button', { name: 'Next Step' }).click();

      // Step 2: storage requirements, with the storage type as radio cards.
      await expect.poll(() => page.getByText('Step 2 of 4').isVisible()).toBe(true);
      await page.getByLabel('Item Type').selectOption('Electronics');
      await page.getByLabel('Estimated Volume').selectOption('medium');
      // The card is what a reader clicks; the radio inside it is what gets checked.
      await page.locator('label', { hasText: 'Climate Controlled' }).click();
      expect(await page.getByRole('radio', { name: 'Climate Controlled' }).isChecked()).toBe(true);
      await page.getByLabel('Access Frequency').selectOption('weekly');
      await page.getByLabel('Storage Duration').selectOption('6-12-months');
      await page.getByRole('button', { name: 'Next Step' }).click();

      // Step 3: the estimate is the quotes' own figures: 100 units at the default 1.50 a unit, then
      // insurance adds 0.05 % of the 50,000 coverage (25.00).
      await expect.poll(() => page.getByText('Step 3 of 4').isVisible()).toBe(true);
      const estimate = page.getByTestId('estimated-cost');
      await expect.poll(() => estimate.textContent()).toContain('Estimated total$150.00/month');
      await page.getByLabel('Insurance Coverage').check();
      await expect.poll(() => estimate.textContent()).toContain('Estimated total$175.00/month');
      await page.getByRole('button', { name: 'Next Step' }).click();

      // Step 4: without the ID document the spec message shows and nothing is sent.
      await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect
        .poll(() => page.getByRole('alert').getByText('Identification document is required').isVisible())
        .toBe(true);

      // A wrong type is refused in the browser with the domain message (on the field and in the summary).
      await idInput(page).setInputFiles(writeExe(`notes-${tag}.exe`));
      await expect.poll(() => page.getByText(ID_TYPE_MESSAGE).count()).toBe(2);

      await page.getByLabel('Identification Document').setInputFiles(writePdf(`id-${tag}.pdf`));
      await expect.poll(() => page.getByText(`id-${tag}.pdf`).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/within 24-48 hours/).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Return to Dashboard' }).click();
      await page.waitForURL(/\/customer\/dashboard$/);
      const mine = page.getByRole('region', { name: 'My Applications' });
      await expect.poll(() => mine.getByText('Pending').isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/employee/applications');
      await page.getByLabel('Search applications').fill(customer.last_name);
      const view = page.getByRole('button', { name: `View application from ${fullName}` });
      await expect.poll(() => view.isVisible()).toBe(true);
      await view.click();

      const dialog = page.getByRole('dialog', { name: `Application from ${fullName}` });
      await expect.poll(() => dialog.getByText(`Avery Goods ${tag}`).isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText(`id-${tag}.pdf`).isVisible()).toBe(true);
      // The document opens in a new tab from a blob fetched with the session: no token in any URL.
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByRole('button', { name: 'Open identification document in a new tab' }).click(),
      ]);
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      await tab.close();
      await dialog.getByLabel('Employee Notes').fill(note);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      // Approving asks where and when: a branch with room, a start date, and who receives the goods.
      const approval = page.getByRole('dialog', { name: 'Approve and reserve space' });
      const branchSelect = approval.getByLabel('Branch');
      await expect.poll(() => branchSelect.locator('option', { hasText: depot.name }).count()).toBe(1);
      await branchSelect.selectOption(String(depot.id));
      await approval.getByLabel('Start date').fill('2031-03-10');
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => page.getByText('Application status updated to Approved').isVisible()).toBe(true);
      // A decided application offers no further transition.
      await expect.poll(() => dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Mark Under Review' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      const row = page.getByRole('row', { name: new RegExp(customer.last_name) });
      await expect.poll(() => row.getByText('Approved').isVisible()).toBe(true);
    });

    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      const mine = page.getByRole('region', { name: 'My Applications' });
      await expect.poll(() => mine.getByText('Approved').isVisible()).toBe(true);
      await expect.poll(() => mine.getByText(note).isVisible()).toBe(true);

      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await expect.poll(() => bell.isVisible()).toBe(true);
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notifications list' });
      await expect.poll(() => panel.getByText('Application approved').isVisible()).toBe(true);
      await panel.getByRole('button', { name: /Application approved/ }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Notifications', exact: true }).isVisible()).toBe(true);
    });
  });

  it("when step 1's phone is missing or no valid number, then Next Step refuses it there as Submit would; a national number passes and is sent in E.164", async () => {
    const customer = await registerCustomer(`step${Date.now().toString(36)}`);
    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
      const phone = page.getByLabel('Phone Number');
      const next = page.getByRole('button', { name: 'Next Step' });

      await phone.fill('');
      await next.click();
      const summary = summaryOf(page);
      await expect.poll(() => summary.getByText('Please fill in all required fields').isVisible()).toBe(true);
      expect(await page.getByText('Step 1 of 4').isVisible()).toBe(true);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');

      // 555 is no area code: the server's schema refuses it, so step 1 does too.
      await phone.fill('+1 555 123 4567');
      await next.click();
      await expect.poll(() => summary.getByText(PHONE_MESSAGES.invalid).isVisible()).toBe(true);
      expect(await page.getByText('Step 1 of 4').isVisible()).toBe(true);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');

      // A number as people in the site's country write it, without its country code.
      await phone.fill('202 555 0143');
      await next.click();
      await expect.poll(() => page.getByText('Step 2 of 4').isVisible()).toBe(true);
      expect(await summary.isVisible()).toBe(false);

      // Step 2's required answers hold it the same way.
      await next.click();
      await expect.poll(() => page.getByLabel('Item Type').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Step 2 of 4').isVisible()).toBe(true);
      await page.getByLabel('Item Type').selectOption('Electronics');
      await page.locator('label', { hasText: 'Climate Controlled' }).click();
      await next.click();
      await next.click();
      await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
      expect(await page.getByText('(202) 555-0143').isVisible()).toBe(true);
      await idInput(page).setInputFiles(writePdf(`step-id-${Date.now().toString(36)}.pdf`));
      const sent = page.waitForResponse('**/api/applications/submit');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const response = await sent;
      expect(response.status()).toBe(201);
      expect(((await response.json()) as { phone: string }).phone).toBe('+12025550143');
    });
  });

  it('when a submit on a short screen is refused, by the form or by the server, then focus and the view move to the message', async () => {
    const customer = await registerCustomer(`focus${Date.now().toString(36)}`);
    const { context, page } = await newPage(browser, { width: 390, height: 600 });
    try {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await answerUpToDocuments(page);
      const submit = page.getByRole('button', { name: 'Submit Application' });
      await submit.click();

      // The summary is above the step, far up the page from the button on a phone.
      const summary = summaryOf(page);
      await expect.poll(() => summary.getByText('Identification document is required').isVisible()).toBe(true);
      await expect.poll(() => focusedAndInView(summary), SCROLLED).toEqual(FOCUSED_AND_IN_VIEW);

      // Every refused submit brings the reader back to it, also with the same problems as before.
      await submit.click();
      await expect.poll(() => focusedAndInView(summary), SCROLLED).toEqual(FOCUSED_AND_IN_VIEW);

      // A refusal no field explains (the server is away) shows on its own and gets the same treatment.
      await idInput(page).setInputFiles(writePdf(`focus-id-${Date.now().toString(36)}.pdf`));
      await page.route('**/api/applications/submit', (route) => route.fulfill({ status: 503, body: '' }));
      await submit.click();
      const failure = page.getByRole('alert').filter({ hasText: 'Failed to submit application. Please try again.' });
      await expect.poll(() => failure.isVisible()).toBe(true);
      await expect.poll(() => focusedAndInView(failure), SCROLLED).toEqual(FOCUSED_AND_IN_VIEW);
    } finally {
      await context.close();
    }
  });

  it('when a wrong-type document is replaced by a valid one, then no message about that document remains on its field or in the summary', async () => {
    const tag = `docs${Date.now().toString(36)}`;
    const customer = await registerCustomer(tag);
    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await answerUpToDocuments(page);
      const summary = summaryOf(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => summary.getByText('Identification document is required').isVisible()).toBe(true);

      // The summary keeps naming what is wrong with the document: now its type, no longer its absence.
      await idInput(page).setInputFiles(writeExe(`id-${tag}.exe`));
      await expect.poll(() => page.getByText(ID_TYPE_MESSAGE).count()).toBe(2);
      expect(await summary.getByText(ID_TYPE_MESSAGE).isVisible()).toBe(true);
      expect(await page.getByText('Identification document is required').count()).toBe(0);

      await idInput(page).setInputFiles(writePdf(`id-${tag}.pdf`));
      await expect.poll(() => page.getByText(`id-${tag}.pdf`).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^Identification document/).count()).toBe(0);
      expect(await idInput(page).getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByRole('alert').count()).toBe(0);

      // The optional Inventory List: a wrong type is refused on the field, then by a submit.
      await inventoryInput(page).setInputFiles(writeExe(`inventory-${tag}.exe`));
      await expect.poll(() => page.getByText(INVENTORY_TYPE_MESSAGE).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => summary.getByText(INVENTORY_TYPE_MESSAGE).isVisible()).toBe(true);
      await inventoryInput(page).setInputFiles(writePdf(`inventory-${tag}.pdf`));
      await expect.poll(() => page.getByText(`inventory-${tag}.pdf`).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^Inventory list/).count()).toBe(0);
      expect(await inventoryInput(page).getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByRole('alert').count()).toBe(0);

      // The valid file straight after the wrong one, with no submit between, for each document.
      for (const [input, message, name] of [
        [inventoryInput(page), /^Inventory list/, `list-${tag}`],
        [idInput(page), /^Identification document/, `card-${tag}`],
      ] as const) {
        await input.setInputFiles(writeExe(`${name}.exe`));
        await expect.poll(() => page.getByText(message).count()).toBe(1);
        await input.setInputFiles(writePdf(`${name}.pdf`));
        await expect.poll(() => page.getByText(`${name}.pdf`).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(message).count()).toBe(0);
        expect(await input.getAttribute('aria-invalid')).toBeNull();
      }
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('when the server refuses a document whose content is not its type, then the message is on that document and goes once a valid file is chosen', async () => {
    const tag = `content${Date.now().toString(36)}`;
    const customer = await registerCustomer(tag);
    await withPage(async (page) => {
      await signInAs(page, customer.username, customer.password);
      await page.goto('/customer/apply-to-store');
      await answerUpToDocuments(page);
      const summary = summaryOf(page);
      await inventoryInput(page).setInputFiles(writeFake(`inventory-${tag}.pdf`));
      await idInput(page).setInputFiles(writeFake(`id-${tag}.pdf`));

      // The server checks the documents in turn: the inventory list first, then the ID.
      for (const [input, message, name] of [
        [inventoryInput(page), 'Inventory list content does not match its .pdf extension', `list-${tag}`],
        [idInput(page), 'Identification document content does not match its .pdf extension', `card-${tag}`],
      ] as const) {
        await page.getByRole('button', { name: 'Submit Application' }).click();
        await expect.poll(() => summary.getByText(message).isVisible()).toBe(true);
        // On the field too, where the next file is chosen.
        expect(await page.getByText(message).count()).toBe(2);
        expect(await input.getAttribute('aria-invalid')).toBe('true');

        await input.setInputFiles(writePdf(`${name}.pdf`));
        await expect.poll(() => page.getByText(`${name}.pdf`).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(message).count()).toBe(0);
        expect(await input.getAttribute('aria-invalid')).toBeNull();
        expect(await page.getByRole('alert').count()).toBe(0);
      }

      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Application Submitted!' }).isVisible()).toBe(true);
    });
  });

  it('when an admin opens Applications from the nav and searches for nothing that exists, then the filtered empty state shows', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'admin', 'admin123');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
      await page.waitForURL(/\/admin\/applications$/);
      const summary = page.getByRole('region', { name: 'Application summary' });
      for (const label of ['Total Applications', 'Pending', 'Under Review', 'Approved', 'Rejected']) {
        await expect.poll(() => summary.getByText(label, { exact: true }).isVisible()).toBe(true);
      }
      await expect.poll(() => page.getByRole('button', { name: /^View application from/ }).count()).toBeGreaterThan(0);
      await page.getByLabel('Search applications').fill(`nobody-${Date.now().toString(36)}`);
      await expect.poll(() => page.getByText('No applications found').isVisible()).toBe(true);
      expect(await page.getByText('Try adjusting your search or filter criteria.').isVisible()).toBe(true);
    });
  });
});
