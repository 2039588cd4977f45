import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const ADMIN = ['admin', 'admin123'] as const;
const SAVED = 'Settings saved successfully!';

describe('admin settings and the contact inbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  const openSettings = async (page: Page) => {
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Admin Settings' }).waitFor();
  };
  const save = async (page: Page) => {
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(SAVED).waitFor();
  };

  it('when the admin turns registration off, then the register page explains it, and on again shows the form', async () => {
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await openSettings(admin);
      const toggle = admin.getByRole('switch', { name: 'Allow Registrations' });
      expect(await toggle.isChecked()).toBe(true);
      await toggle.uncheck();
      await save(admin);
      try {
        await withPage(async (visitor) => {
          await visitor.goto('/register');
          await visitor.getByText('Registration is currently closed').waitFor();
          expect(await visitor.getByRole('button', { name: 'Create Account' }).count()).toBe(0);
        });
      } finally {
        await admin.getByRole('switch', { name: 'Allow Registrations' }).check();
        await save(admin);
      }
      await withPage(async (visitor) => {
        await visitor.goto('/register');
        await visitor.getByRole('button', { name: 'Create Account' }).waitFor();
      });
    });
  });

  it('when a visitor sends the contact form, then the message is in the inbox and the admin marks it handled', async () => {
    const subject = `Storage question ${Date.now().toString(36)}`;
    await withPage(async (visitor) => {
      await visitor.goto('/contact');
      const form = visitor.getByRole('form', { name: 'Contact form' });
      // This test is about the inbox: the form's own code is let in before typing (typing and sending
      // while it is still on its way is delivery.test.ts's subject).
      await form.getByLabel('Name').focus();
      await visitor.waitForLoadState('networkidle');
      await form.getByLabel('Name').fill('Morgan Visitor');
      await form.getByLabel('Email').fill('morgan@example.com');
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Message').fill('Do you have climate-controlled space for a piano?');
      const alerts: string[] = [];
      visitor.once('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => alerts).toEqual(['Thank you for your message! We will get back to you soon.']);
    });
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await admin.getByRole('link', { name: 'Messages' }).click();
      await admin.waitForURL(/\/admin\/messages$/);
      const row = admin.getByRole('button', { name: new RegExp(subject) });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Open');
      await row.click();
      const dialog = admin.getByRole('dialog', { name: subject });
      await dialog.getByText('Do you have climate-controlled space for a piano?').waitFor();
      await dialog.getByRole('button', { name: 'Mark as Handled' }).click();
      await dialog.getByRole('button', { name: 'Mark as Open' }).waitFor();
      await admin.keyboard.press('Escape');
      await admin.getByRole('button', { name: 'Handled', exact: true }).click();
      await expect
        .poll(() => admin.getByRole('button', { name: new RegExp(subject) }).textContent())
        .toContain('Handled');
      await admin.getByRole('button', { name: 'Open', exact: true }).click();
      await expect.poll(() => admin.getByRole('button', { name: new RegExp(subject) }).count()).toBe(0);
      // Delete asks first.
      await admin.getByRole('button', { name: 'All', exact: true }).click();
      await admin.getByRole('button', { name: new RegExp(subject) }).click();
      await admin.getByRole('dialog', { name: subject }).getByRole('button', { name: 'Delete' }).click();
      await admin.getByText('Are you sure you want to delete this message? This action cannot be undone.').waitFor();
      await admin.getByRole('button', { name: 'Delete Message' }).click();
      await expect.poll(() => admin.getByRole('button', { name: new RegExp(subject) }).count()).toBe(0);
    });
  });

  it('when the admin renames the site, then the navbar and the page title show the new name', async () => {
    const name = `Depot ${Date.now().toString(36)}`;
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await openSettings(admin);
      await admin.getByLabel('Site Name').fill(name);
      await save(admin);
      try {
        const nav = admin.getByRole('navigation', { name: 'Main' });
        await expect.poll(() => nav.getByText(name).isVisible()).toBe(true);
        expect(await admin.title()).toBe(name);
        await admin.reload();
        await expect.poll(() => nav.getByText(name).isVisible()).toBe(true);
      } finally {
        await openSettings(admin);
        await admin.getByLabel('Site Name').fill('Stockyard');
        await save(admin);
      }
    });
  });

  it('when the default user role is customer, then Add User starts with customer', async () => {
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await openSettings(admin);
      await admin.getByLabel('Default User Role').selectOption('customer');
      await save(admin);
      try {
        const settingsRead = admin.waitForResponse((response) => response.url().endsWith('/api/settings/system'));
        await admin.goto('/admin/users');
        await settingsRead;
        await admin.getByRole('button', { name: 'Add User' }).click();
        const dialog = admin.getByRole('dialog', { name: 'Add New User' });
        await expect.poll(() => dialog.getByLabel('Role').inputValue()).toBe('customer');
      } finally {
        await openSettings(admin);
        await admin.getByLabel('Default User Role').selectOption('employee');
        await save(admin);
      }
    });
  });

  it('when a setting is out of range, then the shared message shows on its tab and nothing is saved', async () => {
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await openSettings(admin);
      await admin.getByRole('tab', { name: 'Security' }).click();
      await admin.getByLabel('Minimum Password Length').fill('40');
      await admin.getByLabel('Max Login Attempts').fill('2');
      await admin.getByRole('tab', { name: 'System Settings' }).click();
      await admin.getByRole('button', { name: 'Save Changes' }).click();
      // The form turns to the tab with the problem.
      await admin.getByText('Minimum password length must be between 6 and 32').waitFor();
      await admin.getByText('Max login attempts must be between 3 and 10').waitFor();
      expect(await admin.getByText(SAVED).count()).toBe(0);
    });
  });

  it('when the Database tab opens, then live facts show and Test Connection answers', async () => {
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await openSettings(admin);
      await admin.getByRole('tab', { name: 'Database' }).click();
      await admin.getByText('Embedded PostgreSQL').waitFor();
      await admin.getByRole('cell', { name: 'contact_messages' }).waitFor();
      await admin.getByRole('button', { name: 'Test Connection' }).click();
      await admin.getByText(/Connection successful \(/).waitFor();
      await admin.getByRole('button', { name: 'Clear Cache' }).click();
      await admin.getByRole('dialog', { name: 'Clear Cache' }).getByRole('button', { name: 'Clear Cache' }).click();
      await admin.getByText('Cache cleared').waitFor();
    });
  });

  it('when the admin opens Settings, then the About section names the release the server runs', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    await withPage(async (admin) => {
      await signInAs(admin, ...ADMIN);
      await openSettings(admin);
      const about = admin.getByRole('region', { name: 'About' });
      await expect.poll(() => about.getByTestId('about-version').textContent()).toBe(`Stockyard ${version}`);
    });
  });
});
