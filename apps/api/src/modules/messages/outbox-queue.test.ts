import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { mailSettings, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { OUTBOX_JOB, insertOutbox } from './outbox.repository.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type JobRow = { state: string; retry_count: number };

/** Issue 35/39: each message is a pg-boss job written by the transaction that wrote the message. */
describe('outbox delivery jobs (job runner started)', () => {
  let t: TestApp;
  let admin: Session;
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    t = await createTestApp(
      {},
      { jobs: { cronMonitorIntervalSeconds: 5, maintenanceIntervalSeconds: 1, stopTimeoutMs: 1000 } },
    );
    admin = await signIn(t.app, DEMO.admin);
    const saved = await putSystemSettings(t.app, admin.headers, mailSettings(sink.port));
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const message = (to: string, subject: string) => ({
    channel: 'email' as const,
    userId: null,
    toAddress: to,
    subject,
    text: 'Hello',
    html: null,
    data: {},
  });
  // The test reads pg-boss's job table only to see what the queue holds; the app never does.
  const jobsFor = async (id: number) =>
    (
      (await t.db.execute(
        sql`select state, retry_count from pgboss.job where name = ${OUTBOX_JOB} and data->>'id' = ${String(id)}`,
      )) as unknown as { rows: JobRow[] }
    ).rows;
  const rowBySubject = async (subject: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.subject, subject)))[0];
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await check()) && Date.now() < end) await sleep(100);
  };

  it('when the transaction that wrote a message rolls back, then neither the message nor its job exists', async () => {
    const { rows: before } = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${OUTBOX_JOB}`,
    )) as unknown as { rows: { n: number }[] };
    await expect(
      t.db.transaction(async (tx) => {
        await insertOutbox(tx, [message('rollback@example.com', 'Never sent')]);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await rowBySubject('Never sent')).toBeUndefined();
    const { rows: after } = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${OUTBOX_JOB}`,
    )) as unknown as { rows: { n: number }[] };
    expect(after[0]!.n).toBe(before[0]!.n);
    await sleep(1500);
    expect(sink.mails.some((mail) => mail.subject === 'Never sent')).toBe(false);
  });

  it('when the SMTP server answers 451, then pg-boss retries the job, the log records the attempt, and the retry delivers it', async () => {
    sink.defer.add('later@example.com');
    await t.db.transaction((tx) => insertOutbox(tx, [message('later@example.com', 'Deferred once')]));
    const queued = (await rowBySubject('Deferred once'))!;
    // The commit wrote exactly one job for it.
    expect(await jobsFor(queued.id)).toHaveLength(1);
    await until(async () => (await rowBySubject('Deferred once'))!.attempts === 1);
    const failedOnce = (await rowBySubject('Deferred once'))!;
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failedOnce.lastError).toMatch(/451/);
    await until(async () => (await jobsFor(queued.id)).some((job) => job.state === 'retry'));
    // Failed back to the queue with pg-boss's backoff (its count goes up when the retry starts).
    expect(await jobsFor(queued.id)).toEqual([{ state: 'retry', retry_count: 0 }]);

    // A moved clock: the retry's backoff is over now.
    sink.defer.delete('later@example.com');
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${OUTBOX_JOB} and data->>'id' = ${String(queued.id)}`,
    );
    await until(async () => (await rowBySubject('Deferred once'))!.status === 'sent');
    expect(await rowBySubject('Deferred once')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sink.mails.filter((mail) => mail.subject === 'Deferred once')).toHaveLength(1);
    await until(async () => (await jobsFor(queued.id))[0]?.state === 'completed');
    expect(await jobsFor(queued.id)).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 60_000);

  it('when Send now is asked for a pending message, then a job delivers it at once; for a sent one 409, unknown 404', async () => {
    sink.defer.add('stuck@example.com');
    await t.db.transaction((tx) => insertOutbox(tx, [message('stuck@example.com', 'Settings fixed')]));
    const row = (await rowBySubject('Settings fixed'))!;
    await until(async () => (await rowBySubject('Settings fixed'))!.attempts === 1);
    sink.defer.delete('stuck@example.com');

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/email-log?status=pending',
      headers: admin.headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().queue).toMatchObject({ stuck_jobs: 0 });
    expect(log.json().queue.pending).toBeGreaterThanOrEqual(1);
    expect(log.json().queue.oldest_pending_seconds).toBeGreaterThanOrEqual(0);

    const now = await t.app.inject({
      method: 'POST',
      url: `/api/admin/email-log/${row.id}/send-now`,
      headers: admin.headers,
    });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ id: row.id, status: 'pending' });
    await until(async () => (await rowBySubject('Settings fixed'))!.status === 'sent');
    expect(await rowBySubject('Settings fixed')).toMatchObject({ status: 'sent', attempts: 2 });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/email-log/${row.id}/send-now`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Only a pending message can be sent now');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-log/999999/send-now',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  }, 60_000);

  it('when the admin resends every failed message, then each is queued once more and delivered; bad input is refused', async () => {
    sink.refuse.add('bounce@example.com');
    await t.db.transaction((tx) =>
      insertOutbox(tx, [message('bounce@example.com', 'Bounced A'), message('bounce@example.com', 'Bounced B')]),
    );
    // Each message is its own job, so they finish in either order.
    await until(async () =>
      [await rowBySubject('Bounced A'), await rowBySubject('Bounced B')].every((row) => row!.status === 'failed'),
    );
    sink.refuse.delete('bounce@example.com');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-log/resend-failed',
      headers: admin.headers,
      payload: { ids: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await rowBySubject('Bounced A'))!.status).toBe('failed');

    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-log/resend-failed',
      headers: admin.headers,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().queued).toBeGreaterThanOrEqual(2);
    await until(async () =>
      [await rowBySubject('Bounced A'), await rowBySubject('Bounced B')].every((row) => row!.status === 'sent'),
    );
    expect(await rowBySubject('Bounced A')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowBySubject('Bounced B')).toMatchObject({ status: 'sent', attempts: 1 });

    const employee = await signIn(t.app, DEMO.employee);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/email-log/resend-failed',
      headers: employee.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  }, 60_000);
});
