import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/accounts.js';
import { launchBrowser, signInAs, withPage as withPageIn } from './support/browser.js';

const ADMIN = ['admin', 'admin123'] as const;
/**
 * How long a test waits for the delivery queue: mails of earlier test files (no SMTP server was set
 * then, so they wait to be retried) may be ahead of this test's own.
 */
const MAIL_QUEUE_WAIT_MS = 30_000;

/** A real SMTP server on 127.0.0.1 that keeps each mail's subject and recipients, or refuses recipients with 550. */
class Sink {
  readonly mails: { to: string[]; subject: string }[] = [];
  refuseAll = false;
  port = 0;
  private server: SMTPServer | undefined;
  async start() {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) =>
        this.refuseAll
          ? callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }))
          : callback(),
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          this.mails.push({ subject, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function saveSettings(request: APIRequestContext, changes: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = (await (await request.get('/api/settings/system', { headers })).json()) as { version: number };
  const saved = await request.put('/api/settings/system', { headers, data: { ...changes, version: before.version } });
  expect(saved.status()).toBe(200);
}

describe('e-mail: Test Connection and the Email Log', () => {
  let browser: Browser;
  const sink = new Sink();
  beforeAll(async () => {
    browser = await launchBrowser();
    await sink.start();
  });
  afterAll(async () => {
    await browser?.close();
    await sink.stop();
  });
  const withPage = (run: (page: Page) => Promise<void>) => withPageIn(browser, run);
  const useSink = (page: Page) =>
    saveSettings(page.request, {
      email_notifications: true,
      smtp_host: '127.0.0.1',
      smtp_port: sink.port,
      smtp_use_tls: false,
      smtp_username: '',
      smtp_from_email: 'depot@example.com',
    });
  const forgetSink = (page: Page) => saveSettings(page.request, { smtp_host: '', smtp_port: 587, smtp_use_tls: true });

  it("when the admin tests the connection, then the SMTP server's answer is shown, and the error when it is down", async () => {
    await withPage(async (page) => {
      await signInAs(page, ...ADMIN);
      await useSink(page);
      try {
        await page.goto('/admin/settings');
        await page.getByRole('tab', { name: 'Notifications' }).click();
        await page.getByLabel('Send Test To').fill('ops@example.com');
        await page.getByRole('button', { name: 'Test Connection' }).click();
        await page.getByText('The SMTP server accepted the test mail for ops@example.com').waitFor();
        // The server's own reply line, e.g. "250 OK: message queued".
        await page.getByText(/^250 /).waitFor();
        expect(sink.mails.some((mail) => mail.to.includes('ops@example.com'))).toBe(true);

        await sink.stop();
        try {
          await page.getByRole('button', { name: 'Test Connection' }).click();
          await page.getByText('The test mail to ops@example.com was not accepted').waitFor();
          await page.getByText(/^Connection refused: nothing answers on that host and port/).waitFor();
        } finally {
          await sink.start();
        }
      } finally {
        await forgetSink(page);
      }
    });
  });

  it('when the SMTP server cannot be reached, then the Email Log shows the configuration error until a mail goes through', async () => {
    const subject = `Config check ${Date.now().toString(36)}`;
    await withPage(async (page) => {
      await signInAs(page, ...ADMIN);
      await useSink(page);
      await sink.stop();
      let restarted = false;
      try {
        const sent = await page.request.post('/api/contact', {
          data: { name: 'Robin Sender', email: 'robin@example.com', subject, message: 'Please call me back.' },
        });
        expect(sent.status()).toBe(201);
        await page.goto('/admin/email-log');
        const alert = page.getByTestId('mail-config-error');
        // Earlier tests on this server may have left an older configuration error: wait for this one.
        await expect
          .poll(
            async () => {
              await page.reload();
              await page.getByTestId('email-queue-health').waitFor();
              return (await alert.count()) === 1 ? await alert.textContent() : '';
            },
            { timeout: MAIL_QUEUE_WAIT_MS },
          )
          .toContain('Connection refused');
        expect(await alert.textContent()).toContain('The mail settings refused the last attempt');

        await sink.start();
        restarted = true;
        await page.getByTestId('email-queue-health').getByRole('button', { name: 'Send all pending' }).click();
        await expect
          .poll(() => sink.mails.some((mail) => mail.subject === `New contact message: ${subject}`), {
            timeout: MAIL_QUEUE_WAIT_MS,
          })
          .toBe(true);
        await expect
          .poll(
            async () => {
              await page.reload();
              await page.getByTestId('email-queue-health').waitFor();
              return alert.count();
            },
            { timeout: MAIL_QUEUE_WAIT_MS },
          )
          .toBe(0);
      } finally {
        if (!restarted) await sink.start();
        await forgetSink(page);
      }
    });
  });

  it('when a mail was refused, then the Email Log lists it as failed with the error, and Resend delivers it', async () => {
    const subject = `Resend check ${Date.now().toString(36)}`;
    await withPage(async (page) => {
      await signInAs(page, ...ADMIN);
      await useSink(page);
      try {
        sink.refuseAll = true;
        const sent = await page.request.post('/api/contact', {
          data: { name: 'Robin Sender', email: 'robin@example.com', subject, message: 'Please call me back.' },
        });
        expect(sent.status()).toBe(201);

        await page.goto('/admin/email-log');
        await page.getByRole('heading', { name: 'Email Log' }).waitFor();
        await page.getByRole('button', { name: 'Failed', exact: true }).click();
        // Every admin gets the message; one row per recipient. The filter may still be switching
        // when a row first shows, so wait for a row that carries the refusal itself.
        const row = page
          .getByRole('row')
          .filter({ hasText: `New contact message: ${subject}` })
          .filter({ hasText: 'Last error: 550' })
          .first();
        // The delivery job tries at once (woken at commit); reload until the refusal shows.
        await expect
          .poll(
            async () => {
              await page.reload();
              await page.getByRole('button', { name: 'Failed', exact: true }).click();
              return row.count();
            },
            { timeout: MAIL_QUEUE_WAIT_MS },
          )
          .toBeGreaterThan(0);
        expect(await row.textContent()).toContain('Failed');

        sink.refuseAll = false;
        await row.getByRole('button', { name: 'Resend' }).click();
        await page.getByText('The message is queued to be sent again').waitFor();
        await expect
          .poll(() => sink.mails.some((mail) => mail.subject === `New contact message: ${subject}`), {
            timeout: MAIL_QUEUE_WAIT_MS,
          })
          .toBe(true);
        await page.getByRole('button', { name: 'Sent', exact: true }).click();
        await expect
          .poll(
            async () => {
              await page.reload();
              await page.getByRole('button', { name: 'Sent', exact: true }).click();
              return page
                .getByRole('row')
                .filter({ hasText: `New contact message: ${subject}` })
                .count();
            },
            { timeout: MAIL_QUEUE_WAIT_MS },
          )
          .toBeGreaterThan(0);
      } finally {
        sink.refuseAll = false;
        await forgetSink(page);
      }
    });
  });

  it('when mails were refused, then the queue panel shows the count waiting and Resend all failed delivers them', async () => {
    const subject = `Bulk check ${Date.now().toString(36)}`;
    await withPage(async (page) => {
      await signInAs(page, ...ADMIN);
      await useSink(page);
      try {
        sink.refuseAll = true;
        const sent = await page.request.post('/api/contact', {
          data: { name: 'Robin Sender', email: 'robin@example.com', subject, message: 'Please call me back.' },
        });
        expect(sent.status()).toBe(201);
        await page.goto('/admin/email-log');
        const panel = page.getByTestId('email-queue-health');
        await panel.getByText(/^Waiting to be sent: \d+/).waitFor();
        const failedRows = page
          .getByRole('row')
          .filter({ hasText: `New contact message: ${subject}` })
          .filter({ hasText: 'Last error: 550' });
        // Under Failed, as the previous test: on a server that has sent much, All pages it out of view.
        await expect
          .poll(
            async () => {
              await page.reload();
              await page.getByRole('button', { name: 'Failed', exact: true }).click();
              return failedRows.count();
            },
            { timeout: MAIL_QUEUE_WAIT_MS },
          )
          .toBeGreaterThan(0);

        sink.refuseAll = false;
        await panel.getByRole('button', { name: 'Resend all failed' }).click();
        await page.getByText(/^Messages queued: \d+/).waitFor();
        await expect
          .poll(() => sink.mails.some((mail) => mail.subject === `New contact message: ${subject}`), {
            timeout: MAIL_QUEUE_WAIT_MS,
          })
          .toBe(true);
      } finally {
        sink.refuseAll = false;
        await forgetSink(page);
      }
    });
  });
});
