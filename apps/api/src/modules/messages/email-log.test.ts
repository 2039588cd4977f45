import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, outbox } from '../../db/schema/index.js';
import { mailSettings, SINK_PASSWORD, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/** The admin's Email log and Test Connection, and delivery by the real job runner. */
describe('email log and test connection (job runner started)', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await createTestApp(
      {},
      { jobs: { cronMonitorIntervalSeconds: 5, cronWorkerIntervalSeconds: 1, stopTimeoutMs: 1000 } },
    );
    admin = await signIn(t.app, DEMO.admin);
    employee = await signIn(t.app, DEMO.employee);
    expect((await putSystemSettings(t.app, admin.headers, mailSettings(sink.port))).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const contact = (subject: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Visitor', email: 'visitor@example.com', subject, message: 'Hello there' },
    });
  const until = async (check: () => Promise<boolean> | boolean, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!(await check()) && Date.now() < end) await sleep(100);
  };

  it('when a change queues a mail, then the running job delivers it without anyone asking', async () => {
    expect((await contact('Opening hours')).statusCode).toBe(201);
    await until(() => sink.mails.some((mail) => mail.subject === 'New contact message: Opening hours'));
    const mail = sink.mails.find((m) => m.subject === 'New contact message: Opening hours');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });
    expect(mail?.to).toEqual([me.json().email]);
    await until(async () => {
      const rows = await t.db.select().from(outbox).where(eq(outbox.subject, 'New contact message: Opening hours'));
      return rows.length > 0 && rows.every((row) => row.status === 'sent');
    });
    const rows = await t.db.select().from(outbox).where(eq(outbox.subject, 'New contact message: Opening hours'));
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
  });

  it('when the admin reads the log, then messages come newest first, filtered and paged; others are refused', async () => {
    for (const subject of ['Log A', 'Log B', 'Log C']) expect((await contact(subject)).statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/email-log?limit=2', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ page: 1, limit: 2 });
    expect(body.messages).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.total_pages).toBe(Math.ceil(body.total / 2));
    expect(body.messages[0].subject).toBe('New contact message: Log C');
    expect(body.messages[0]).toMatchObject({ channel: 'email', username: 'admin' });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/admin/email-log?limit=2&page=2',
      headers: admin.headers,
    });
    expect(second.json().messages[0].id).toBeLessThan(body.messages[1].id);

    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/email-log?status=failed',
      headers: admin.headers,
    });
    expect(failed.json()).toMatchObject({ messages: [], total: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/email-log?status=lost', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/email-log?limit=1000', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/email-log', headers: employee.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/email-log' })).statusCode).toBe(401);
  });

  it('when Resend is asked for a message that is not failed, or does not exist, then 409 and 404 and nothing changes', async () => {
    await until(async () => (await t.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length === 0);
    const [row] = await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row?.status).toBe('sent');
    const notFailed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/email-log/${row!.id}/resend`,
      headers: admin.headers,
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().detail).toBe('Only a failed message can be sent again');
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toEqual(row);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-log/99999999/resend',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Message not found');
    const byEmployee = await t.app.inject({
      method: 'POST',
      url: `/api/admin/email-log/${row!.id}/resend`,
      headers: employee.headers,
    });
    expect(byEmployee.statusCode).toBe(403);
  });

  it('when the admin tests the connection, then a real mail goes out and the server answer is reported', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test-email',
      headers: admin.headers,
      payload: { to: 'ops@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ ok: true, to: 'ops@example.com', accepted: ['ops@example.com'], rejected: [] });
    expect(result.response).toMatch(/^250 /);
    const mail = sink.mails.find((m) => m.to.includes('ops@example.com'));
    expect(mail?.subject).toBe('Test message from Stockyard');
    expect(mail?.text).toContain('If you are reading it, e-mail delivery works.');
    const [entry] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'smtp_test'))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(entry?.description).toBe('SMTP test mail to ops@example.com: accepted');
  });

  it("when no address is given, then the test mail goes to the admin's own address", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test-email',
      headers: admin.headers,
      payload: {},
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });
    expect(response.json()).toMatchObject({ ok: true, to: me.json().email });
  });

  it('when the SMTP server refuses the sign-in or is down, then the test reports its answer or the connection error', async () => {
    expect((await putSystemSettings(t.app, admin.headers, { smtp_password: 'wrong-password' })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test-email',
      headers: admin.headers,
      payload: { to: 'ops@example.com' },
    });
    expect(refused.json()).toMatchObject({ ok: false, accepted: [] });
    expect(refused.json().response).toMatch(/^535 /);
    expect((await putSystemSettings(t.app, admin.headers, { smtp_password: SINK_PASSWORD })).statusCode).toBe(200);

    await sink.stop();
    try {
      const down = await t.app.inject({
        method: 'POST',
        url: '/api/settings/notifications/test-email',
        headers: admin.headers,
        payload: { to: 'ops@example.com' },
      });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({ ok: false });
      expect(down.json().response).toMatch(/^Connection refused/);
    } finally {
      await sink.start();
    }
  });

  it('when the address is not an address or an employee asks, then 400 and 403', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test-email',
      headers: admin.headers,
      payload: { to: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'to', message: 'Enter a valid email address' });
    const employeeTry = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test-email',
      headers: employee.headers,
      payload: {},
    });
    expect(employeeTry.statusCode).toBe(403);
  });
});
