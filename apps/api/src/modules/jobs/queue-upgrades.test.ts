import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailSettings, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestDatabase, DEMO, signIn } from '../../../test/test-app.js';
import { OUTBOX_JOB, insertOutbox } from '../messages/outbox.repository.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { PG_BOSS_SCHEMA } from './job-runner.js';
import { RETIRED_QUEUES, upgradeQueues } from './queue-upgrades.js';

const OLD_QUEUE = RETIRED_QUEUES[0];
type Rows<T> = { rows: T[] };

/**
 * Issue 47 item 2: a database last run by the release before 1.0.0 (e955797) holds that release's
 * delivery round queue, 'outbox-deliver', with its cron and jobs, and pending messages that have no
 * job of their own (the round found them by their due time). The current build must start on it,
 * drop the old queue, and deliver every pending message once.
 */
describe('queue upgrades at start', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let config: Config;
  let app: FastifyInstance | undefined;
  const sink = new SmtpSink();

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as Rows<T>).rows;
  const jobsOf = (id: number) =>
    query<{ state: string; start_after: Date }>(
      sql`select state, start_after from pgboss.job where name = ${OUTBOX_JOB} and data->>'id' = ${String(id)}`,
    );
  const mailsTo = (to: string) => sink.mails.filter((mail) => mail.to.includes(to)).length;

  /** What e955797 leaves: its round queue (stately, on a cron) with a finished and a waiting job. */
  const leaveOldQueue = async () => {
    const boss = new PgBoss({
      connectionString: config.databaseUrl!,
      schema: PG_BOSS_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.createQueue(OLD_QUEUE, { name: OLD_QUEUE, policy: 'stately', retryLimit: 0 });
    await boss.schedule(OLD_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    await boss.send(OLD_QUEUE, {});
    const [done] = await boss.fetch(OLD_QUEUE);
    await boss.complete(OLD_QUEUE, done!.id);
    await boss.send(OLD_QUEUE, {});
    await boss.stop({ graceful: false, close: true });
  };
  /** A message as e955797 wrote it: a pending row and no job; `dueInMinutes` its next attempt. */
  const oldPendingMessage = async (to: string, dueInMinutes = 0, attempts = 0) => {
    const [row] = await query<{ id: number }>(sql`
      insert into outbox (channel, to_address, subject, text, attempts, next_attempt_at)
      values ('email', ${to}, ${`Upgrade ${to}`}, 'Kept across the upgrade', ${attempts},
              now() + make_interval(mins => ${dueInMinutes}))
      returning id`);
    return row!.id;
  };

  beforeAll(async () => {
    await sink.start();
    ({ database, config, dispose } = await createTestDatabase());
    // SMTP settings saved through the API of a first app that works no jobs, as an admin would.
    const first = await buildApp(config, database, { jobs: false });
    const admin = await signIn(first, DEMO.admin);
    const saved = await putSystemSettings(first, admin.headers, mailSettings(sink.port));
    expect(saved.statusCode).toBe(200);
    await first.close();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await sink.stop();
  });

  it('when the app starts on a database the release before 1.0.0 left, then the old queue is gone and every pending message is delivered once', async () => {
    await leaveOldQueue();
    const due = await oldPendingMessage('due@example.com');
    const retried = await oldPendingMessage('retried@example.com', 0, 2);
    const later = await oldPendingMessage('later@example.com', 60);
    const [sent] = await query<{ id: number }>(sql`
      insert into outbox (channel, to_address, subject, text, status, attempts, sent_at)
      values ('email', 'sent@example.com', 'Sent before', 'x', 'sent', 1, now()) returning id`);
    // One written by this release (with its own job): it must not get a second one.
    await database.db.transaction((tx) =>
      insertOutbox(tx, [
        {
          channel: 'email',
          userId: null,
          toAddress: 'current@example.com',
          subject: 'Current',
          text: 'x',
          html: null,
          data: {},
        },
      ]),
    );
    const [current] = await query<{ id: number }>(sql`select id from outbox where to_address = 'current@example.com'`);

    app = await buildApp(config, database, {
      jobs: { cronMonitorIntervalSeconds: 5, maintenanceIntervalSeconds: 1, stopTimeoutMs: 1000 },
    });
    await app.ready();

    expect(await query(sql`select name from pgboss.queue where name = ${OLD_QUEUE}`)).toEqual([]);
    expect(await query(sql`select name from pgboss.schedule where name = ${OLD_QUEUE}`)).toEqual([]);
    expect(await query(sql`select id from pgboss.job where name = ${OLD_QUEUE}`)).toEqual([]);
    const deadline = Date.now() + 20_000;
    const delivered = ['due@example.com', 'retried@example.com', 'current@example.com'];
    while (delivered.some((to) => mailsTo(to) === 0) && Date.now() < deadline) await sleep(100);
    for (const to of delivered) expect(mailsTo(to), to).toBe(1);
    const statuses = await query<{ id: number; status: string }>(
      sql`select id, status from outbox where id in (${due}, ${retried}, ${later}, ${sent!.id}, ${current!.id}) order by id`,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [due]: 'sent',
      [retried]: 'sent',
      [later]: 'pending',
      [sent!.id]: 'sent',
      [current!.id]: 'sent',
    });
    // Each message has exactly one delivery job; the later one waits for its own next attempt.
    for (const id of [due, retried, current!.id])
      expect((await jobsOf(id)).map((job) => job.state)).toEqual(['completed']);
    const [waiting, ...extra] = await jobsOf(later);
    expect(extra).toEqual([]);
    expect(waiting!.state).toBe('created');
    expect(new Date(waiting!.start_after).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(await jobsOf(sent!.id)).toEqual([]);
    expect(mailsTo('later@example.com')).toBe(0);
  }, 60_000);

  it('when two processes run the upgrades at once, then one drops the old queue and each orphan gets one job', async () => {
    await leaveOldQueue();
    const orphan = await oldPendingMessage('orphan@example.com', 30);
    const reports = await Promise.all([upgradeQueues(database.db), upgradeQueues(database.db)]);
    expect(reports.flatMap((report) => report.dropped)).toEqual([{ queue: OLD_QUEUE, jobs: 2 }]);
    expect(reports.map((report) => report.requeuedMessages).sort()).toEqual([0, 1]);
    expect(await jobsOf(orphan)).toHaveLength(1);
    // Run again (the next start): nothing left to do.
    expect(await upgradeQueues(database.db)).toEqual({ dropped: [], requeuedMessages: 0 });
  });
});
