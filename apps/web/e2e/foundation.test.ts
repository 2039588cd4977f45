import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD } from './support/accounts.js';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

describe('foundation: sign-in, guards, landing and 404', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);

  it('when a visitor registers, then they are signed in on their dashboard with a welcome, and no alert or second sign-in', async () => {
    await withPage(async (page) => {
      const tag = Date.now().toString(36);
      await page.goto('/register');
      await page.getByLabel('First Name').fill('Riley');
      await page.getByLabel('Last Name').fill('Browser');
      await page.getByLabel('Username').fill(`riley_${tag}`);
      await page.getByLabel('Email').fill(`riley_${tag}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirm Password', { exact: true }).fill(E2E_PASSWORD);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL(/\/customer\/dashboard$/);
      await expect
        .poll(() => page.getByText('Welcome to Stockyard, Riley! Your account is ready.').isVisible())
        .toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
      expect(dialogs).toEqual([]);
      // A real session: a reload keeps them signed in.
      await page.reload();
      await page.waitForURL(/\/customer\/dashboard$/);
    });
  });

  it('when the register form is submitted empty or mismatched, then the spec messages show and nothing is sent', async () => {
    await withPage(async (page) => {
      await page.goto('/register');
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirm Password', { exact: true }).fill('different');
      await page.getByRole('button', { name: 'Create Account' }).click();
      for (const message of [
        'First name is required',
        'Username is required',
        'Email is required',
        'Passwords do not match',
      ]) {
        await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
      }
      expect(new URL(page.url()).pathname).toBe('/register');
    });
  });

  it.each([
    ['admin', 'admin123', '/admin/dashboard'],
    ['employee1', 'emp123', '/employee/dashboard'],
    ['employee2', 'emp456', '/employee/dashboard'],
    ['customer1', 'cust123', '/customer/dashboard'],
  ])('when %s signs in with %s, then they land on %s', async (username, password, path) => {
    await withPage(async (page) => {
      await signInAs(page, username, password);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    });
  });

  it('when the password is wrong, then the server message shows and the user stays on /login', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => page.getByText('Incorrect username or password').isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });

  it('when a customer opens /admin/dashboard, then they land on /customer/dashboard', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'customer1', 'cust123');
      await page.goto('/admin/dashboard');
      await page.waitForURL(/\/customer\/dashboard$/);
    });
  });

  it('when a signed-in user opens /login, then they are sent to their dashboard', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'employee1', 'emp123');
      await page.goto('/login');
      await page.waitForURL(/\/employee\/dashboard$/);
    });
  });

  it('when a signed-out visitor opens /employee/inventory, then they land on /login, set to return there', async () => {
    await withPage(async (page) => {
      await page.goto('/employee/inventory');
      await page.waitForURL(/\/login\?next=%2Femployee%2Finventory$/);
    });
  });

  it('when a user logs out, then the session ends and protected pages ask for sign-in again', async () => {
    await withPage(async (page) => {
      await signInAs(page, 'customer1', 'cust123');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.goto('/customer/dashboard');
      await page.waitForURL(/\/login\?next=/);
    });
  });

  it('when the landing page loads, then the seeded branches show with their load labels', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      const section = page.locator('#branches');
      // The list loads when the visitor comes near it (a first visit downloads only what it shows).
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.getByText('Downtown Central').isVisible()).toBe(true);
      // Demo loads: 30% Available, 62% Active, 78% Busy, 92% and 97% Nearly Full.
      const expected: [string, string][] = [
        ['Downtown Central', 'Available'],
        ['Harbor Logistics Hub', 'Active'],
        ['Northside Depot', 'Busy'],
        ['Airport Freight Center', 'Nearly Full'],
      ];
      for (const [name, label] of expected) {
        const card = section.locator('article', { hasText: name });
        await expect.poll(() => card.getByText(label, { exact: true }).isVisible()).toBe(true);
      }
    });
  });

  it('when a visitor sends the contact form, then the spec alert shows, the form clears and the message is stored', async () => {
    await withPage(async (page) => {
      const subject = `Pallets ${Date.now().toString(36)}`;
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').fill('Sam Visitor');
      await form.getByLabel('Email').fill('sam@example.com');
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Message').fill('Do you have room for 20 pallets?');
      // Accept the alert as it opens, so the click never waits on a blocking dialog.
      const messages: string[] = [];
      page.once('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await form.getByRole('button', { name: /send/i }).click();
      await expect.poll(() => messages).toEqual(['Thank you for your message! We will get back to you soon.']);
      await expect.poll(() => form.getByLabel('Subject').inputValue()).toBe('');
      const stored = await page.evaluate(async (wanted) => {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'admin123' }),
        });
        const { access_token } = await login.json();
        const inbox = await fetch('/api/contact', { headers: { authorization: `Bearer ${access_token}` } });
        const body = await inbox.json();
        return body.messages.some((m: { subject: string }) => m.subject === wanted);
      }, subject);
      expect(stored).toBe(true);
    });
  });

  it('when an unknown page is opened, then the 404 page offers Go Back to the previous page', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(/\/login$/);
    });
  });
});
