import { OUTBOX_MAX_ATTEMPTS } from '@stockyard/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema/index.js';
import { mailSettings, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { demoPlacement } from '../agreements/agreements.fixtures.js';
import { idDoc, registerCustomer, submit, validApplication } from '../applications/applications.fixtures.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { settingsSealerFor } from '../settings/settings-secrets.js';
import { deliverPending } from './delivery.fixtures.js';
import { emailSender } from './email.sender.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** Issue 20: mail goes through the outbox to a real SMTP server, in the reader's language, and survives outages. */
describe('e-mail delivery through the outbox', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    employee = await signIn(t.app, DEMO.employee);
    const saved = await putSystemSettings(t.app, admin.headers, mailSettings(sink.port));
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const deliver = () => deliverPending(t.db, [emailSender(t.config.publicUrl)], settingsSealerFor(t.config.jwtSecret!));
  const rowsFor = (userId: number) =>
    t.db.select().from(outbox).where(eq(outbox.userId, userId)).orderBy(desc(outbox.id));
  const customerIn = async (language: string, email: Record<string, boolean> = {}) => {
    const customer = await registerCustomer(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: customer.headers,
      payload: { display: { language, timezone: 'America/Chicago' }, notifications: { email } },
    });
    expect(saved.statusCode).toBe(200);
    return customer;
  };
  const applyAndDecide = async (customer: Session, status: string) => {
    const submitted = await submit(t.app, customer.headers, { data: validApplication(), id: idDoc() });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().id as number;
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: employee.headers,
      payload: { status, version: 1, ...(status === 'approved' ? await demoPlacement(t.db) : {}) },
    });
    expect(decided.statusCode).toBe(200);
    return id;
  };

  it('when an application is approved for a customer who reads German, then the SMTP server receives a German mail with text and HTML parts', async () => {
    const customer = await customerIn('de');
    const id = await applyAndDecide(customer, 'approved');
    const queued = await rowsFor(customer.user.id);
    // The confirmation of the submission and the decision, both still waiting for the delivery job.
    expect(queued.map((row) => [row.channel, row.status])).toEqual([
      ['email', 'pending'],
      ['email', 'pending'],
    ]);
    expect(sink.mails).toHaveLength(0);

    const report = await deliver();
    expect(report.sent).toBeGreaterThanOrEqual(2);
    const mail = sink.mails.find((m) => m.subject === `Ihr Einlagerungsantrag Nr. ${id} wurde genehmigt`);
    expect(mail, sink.mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(mail!.to).toEqual([queued[0]!.toAddress]);
    expect(queued[0]!.toAddress).toMatch(/^cust_.*@example\.com$/);
    expect(mail!.from).toBe('depot@example.com');
    expect(mail!.text).toContain('Hallo Test,');
    // Where and when the goods go, in the reader's words and date format.
    expect(mail!.text).toContain(
      'Wir haben für Ihre Waren Platz in Harbor Logistics Hub (8 Dock Road, Port Jefferson)',
    );
    expect(mail!.text).toContain('10. März 2031');
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain('Harbor Logistics Hub');
    expect(sink.mails.some((m) => m.subject === `Wir haben Ihren Einlagerungsantrag Nr. ${id} erhalten`)).toBe(true);

    const sent = await rowsFor(customer.user.id);
    expect(sent.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(true);
    // The bell speaks German too.
    const [bell] = await t.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(bell).toMatchObject({ title: 'Antrag genehmigt' });
  });

  it('when the SMTP server is down, then the message stays pending with its error and a later attempt, past the last attempt of the queue too, and goes out once the server is back', async () => {
    const customer = await customerIn('en');
    await sink.stop();
    const id = await applyAndDecide(customer, 'rejected');
    const [decision] = await rowsFor(customer.user.id);
    expect(decision).toMatchObject({ subject: `Your storage application #${id} was rejected`, status: 'pending' });

    const ids = (await rowsFor(customer.user.id)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const stored = () => t.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
    const before = Date.now();
    await deliver();
    // Each message's job made one attempt and recorded why it failed and when the queue tries again.
    for (const row of await stored()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/Connection refused/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    }
    // A server that refuses connections is a configuration error (docs/operations.md): past the
    // queue's last attempt the messages still wait, on the slow backoff, for the server to be back.
    for (let round = 1; round <= OUTBOX_MAX_ATTEMPTS; round += 1) await deliver();
    const waitingRows = await stored();
    expect(waitingRows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', OUTBOX_MAX_ATTEMPTS + 1],
      ['pending', OUTBOX_MAX_ATTEMPTS + 1],
    ]);

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/email-log?status=pending',
      headers: admin.headers,
    });
    expect(log.statusCode).toBe(200);
    const listed = log.json().messages.find((m: { id: number }) => m.id === decision!.id);
    expect(listed).toMatchObject({
      status: 'pending',
      attempts: OUTBOX_MAX_ATTEMPTS + 1,
      channel: 'email',
      subject: `Your storage application #${id} was rejected`,
      sent_at: null,
    });
    expect(listed.next_attempt_at).not.toBeNull();
    expect(listed.last_error).toMatch(/Connection refused/);

    await sink.start();
    await deliver();
    const [delivered] = await t.db.select().from(outbox).where(eq(outbox.id, decision!.id));
    expect(delivered).toMatchObject({ status: 'sent', attempts: OUTBOX_MAX_ATTEMPTS + 2 });
    expect(sink.mails.some((m) => m.subject === `Your storage application #${id} was rejected`)).toBe(true);
  });

  it('when the server refuses the recipient, then the message fails at once without retries', async () => {
    const customer = await customerIn('en');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: customer.headers });
    sink.refuse.add(me.json().email);
    await applyAndDecide(customer, 'approved');
    await deliver();
    const rows = await rowsFor(customer.user.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/^550 /);
  });

  it('when a customer switched off email order updates, then their decision makes a bell notification and no email row', async () => {
    const customer = await customerIn('en', { orderUpdates: false });
    const id = await applyAndDecide(customer, 'approved');
    expect(await rowsFor(customer.user.id)).toEqual([]);
    const bells = await t.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(bells.map((b) => b.message)).toEqual([
      `Your storage application #${id} was approved: Harbor Logistics Hub expects your goods on March 10, 2031`,
    ]);
  });

  it('when the admin turns Email Notifications off, then no email rows are written for anyone', async () => {
    expect((await putSystemSettings(t.app, admin.headers, { email_notifications: false })).statusCode).toBe(200);
    try {
      const customer = await customerIn('fr');
      await applyAndDecide(customer, 'approved');
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Visitor', email: 'visitor@example.com', subject: 'Hours', message: 'When are you open?' },
      });
      expect(contact.statusCode).toBe(201);
      expect(await rowsFor(customer.user.id)).toEqual([]);
      const adminRows = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, admin.user.id), eq(outbox.subject, 'New contact message: Hours')));
      expect(adminRows).toEqual([]);
    } finally {
      await putSystemSettings(t.app, admin.headers, { email_notifications: true });
    }
  });

  it('when the contact form is used, then every admin gets the message by mail with the text escaped in the HTML part', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ann <b>Bold</b>',
        email: 'ann@example.com',
        subject: 'Rates & terms',
        message: 'Do you store "fragile" items?\nThanks',
      },
    });
    expect(contact.statusCode).toBe(201);
    await deliver();
    const mail = sink.mails.find((m) => m.subject === 'New contact message: Rates & terms');
    expect(mail).toBeDefined();
    expect(mail!.html).toContain('Ann &lt;b&gt;Bold&lt;/b&gt; &lt;ann@example.com&gt;');
    expect(mail!.html).toContain('Do you store &quot;fragile&quot; items?');
    expect(mail!.html).not.toContain('<b>Bold</b>');
    expect(mail!.text).toContain('From: Ann <b>Bold</b> <ann@example.com>');
  });
});
