import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const ADMIN = ['admin', 'admin123'] as const;

describe('kept backups on the Database tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  const openBackups = async (page: Page) => {
    await signInAs(page, ...ADMIN);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Admin Settings' }).waitFor();
    await page.getByRole('tab', { name: 'Database' }).click();
    const section = page.getByRole('region', { name: 'Backups' });
    await section.getByRole('button', { name: 'Back Up Now' }).waitFor();
    return section;
  };

  it('when the admin backs up now, then the backup is listed, downloads, and Delete asks before removing it', async () => {
    await withPage(async (admin) => {
      const section = await openBackups(admin);
      const rows = section.getByRole('row');
      // Either the empty state or a table is shown once the list has loaded.
      await section
        .getByRole('table')
        .or(section.getByText('No backups yet.', { exact: false }))
        .waitFor();
      const before = await rows.count();

      await section.getByRole('button', { name: 'Back Up Now' }).click();
      await admin.getByText('Backup created').waitFor();
      await expect.poll(() => rows.count()).toBe(before === 0 ? 2 : before + 1);
      const newest = rows.nth(1);
      await newest.getByText('Manual').waitFor();
      await newest.getByText('Complete').waitFor();
      const fileName = (await newest.locator('.font-mono').textContent())!;
      expect(fileName).toMatch(/^stockyard-backup-\d{4}-\d{2}-\d{2}-\d{6}-[0-9a-f]{8}\.sql\.gz$/);
      // From here on the row is found by its file: a scheduled backup may land on top meanwhile.
      const made = rows.filter({ hasText: fileName });

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        made.getByRole('button', { name: `Download ${fileName}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);

      // Delete asks first; Cancel keeps it.
      await made.getByRole('button', { name: `Delete ${fileName}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Delete Backup' });
      await dialog.getByText(`Delete the backup ${fileName}?`).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await section.getByText(fileName).waitFor();

      await made.getByRole('button', { name: `Delete ${fileName}` }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await admin.getByText('Backup deleted').waitFor();
      await section.getByText(fileName).waitFor({ state: 'detached' });
    });
  });
});
