import { OUTBOX_CONFIG_RETRY_MAX_SECONDS, OUTBOX_MAX_ATTEMPTS } from '@stockyard/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { mailSettings, SINK_PASSWORD, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { settingsSealerFor } from '../settings/settings-secrets.js';
import { deliverPending } from './delivery.fixtures.js';
import { emailSender } from './email.sender.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Issue 39: a send refused because of the SMTP settings waits for the fix and is shown to the admin. */
describe('mail configuration errors', () => {
  let t: TestApp;
  let admin: Session;
  const sink = new SmtpSink();
  const good = () => mailSettings(sink.port);
  beforeAll(async () => {
    await sink.start();
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const log = { warn: (fields: object, message: string) => warnings.push({ fields: { ...fields }, message }) };
  const deliver = () =>
    deliverPending(t.db, [emailSender(t.config.publicUrl)], settingsSealerFor(t.config.jwtSecret!), log);
  const configure = async (changes: Record<string, unknown>) => {
    const saved = await putSystemSettings(t.app, admin.headers, { ...good(), ...changes });
    expect(saved.statusCode).toBe(200);
  };
  let sender = 0;
  /** One mail in the outbox: a contact message tells the admins (each from its own address: 5 a minute each). */
  const queueMail = async () => {
    sender += 1;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: `192.0.2.${sender}`,
      payload: { name: 'Ann', email: 'ann@example.com', subject: 'Config', message: 'Is the mail working today?' },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.channel, 'email')).orderBy(desc(outbox.id)).limit(1);
    return row!.id;
  };
  const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const emailLog = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/email-log', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { mail_config_error: { error: string; at: string } | null };
  };

  const cases: [string, () => Promise<void>, RegExp][] = [
    ['the sign-in is refused (535)', () => configure({ smtp_password: 'Wrong-Pass-0000' }), /535/],
    [
      'the From Address is refused',
      async () => {
        sink.refuseFrom.add('refused-sender@example.com');
        await configure({ smtp_from_email: 'refused-sender@example.com' });
      },
      /553/,
    ],
    ['STARTTLS is not offered', () => configure({ smtp_use_tls: true }), /command not recognized/],
    ['nothing answers on the port', () => configure({ smtp_port: 1 }), /Connection refused/],
    ['the host is unknown', () => configure({ smtp_host: 'no-such-host.invalid' }), /could not be resolved|ENOTFOUND/],
  ];

  it.each(cases)(
    'when %s, then the mail waits to be retried and the Email log shows the error',
    async (_, setUp, line) => {
      await setUp();
      const id = await queueMail();
      const before = sink.mails.length;
      await deliver();
      const row = await rowOf(id);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(line);
      expect(sink.mails).toHaveLength(before);
      const { mail_config_error: shown } = await emailLog();
      expect(shown?.error).toMatch(line);
      expect(Date.now() - Date.parse(shown!.at)).toBeLessThan(60_000);

      // Fixed settings: the same mail goes through and the error is cleared.
      sink.refuseFrom.clear();
      await configure({});
      await deliver();
      expect((await rowOf(id)).status).toBe('sent');
      expect((await emailLog()).mail_config_error).toBeNull();
    },
  );

  it('when the server refuses one recipient, then that mail fails for good and no configuration error is shown', async () => {
    await configure({});
    sink.refuse.add('refused@example.com');
    const emailDelivery = await queueMail();
    await t.db.update(outbox).set({ toAddress: 'refused@example.com' }).where(eq(outbox.id, emailDelivery));
    await deliver();
    expect((await rowOf(emailDelivery)).status).toBe('failed');
    expect((await emailLog()).mail_config_error).toBeNull();
  });

  it("when the settings stay wrong past the queue's last attempt, then the mail stays pending, its next try is queued an hour on, and each failure is one warning line without the password", async () => {
    await configure({ smtp_password: 'Wrong-Pass-0000' });
    const id = await queueMail();
    // As if every try the queue gives a message had already failed on these settings.
    await t.db
      .update(outbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS + 3 })
      .where(eq(outbox.id, id));
    warnings.length = 0;
    const report = await deliver();
    expect(report.waiting).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBe(0);
    const row = await rowOf(id);
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(/535/);
    const waitSeconds = (row.nextAttemptAt!.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(OUTBOX_CONFIG_RETRY_MAX_SECONDS - 60);
    expect(waitSeconds).toBeLessThanOrEqual(OUTBOX_CONFIG_RETRY_MAX_SECONDS);
    // Its next delivery job is in the queue, written by the same transaction, starting then.
    const jobs = (
      (await t.db.execute(sql`select extract(epoch from start_after - now())::int as wait from pgboss.job
        where name = 'outbox-message' and state = 'created' and (data->>'id')::int = ${id}`)) as unknown as {
        rows: { wait: number }[];
      }
    ).rows;
    // (Beside the job the message was written with, which this test's app does not work.)
    expect(jobs.filter((job) => Math.abs(job.wait - OUTBOX_CONFIG_RETRY_MAX_SECONDS) < 60)).toHaveLength(1);
    const line = warnings.find((warning) => warning.fields.outbox === id);
    expect(line).toMatchObject({
      message: 'message delivery failed',
      fields: { channel: 'email', outcome: 'waiting' },
    });
    expect(JSON.stringify(warnings)).not.toContain('Wrong-Pass-0000');
    expect(JSON.stringify(warnings)).not.toContain(SINK_PASSWORD);
    expect((await emailLog()).mail_config_error?.error).toMatch(/535/);
  });

  it('when a recipient is refused, then its warning line says the message failed, with the reason', async () => {
    await configure({});
    sink.refuse.add('refused-too@example.com');
    const id = await queueMail();
    await t.db.update(outbox).set({ toAddress: 'refused-too@example.com' }).where(eq(outbox.id, id));
    warnings.length = 0;
    await deliver();
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/55\d/);
    expect(warnings.filter((warning) => warning.fields.outbox === id)).toEqual([
      {
        message: 'message delivery failed',
        fields: expect.objectContaining({ outcome: 'failed', error: row.lastError }),
      },
    ]);
  });
});
