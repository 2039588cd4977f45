import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { MAINTENANCE_INTERVAL_SECONDS, startJobRunner } from '../jobs/job-runner.js';
import { BACKUP_CRASH_RETRY_SECONDS, BACKUP_JOB } from './backup-schedule.js';

/** The schedule as pg-boss keeps it in the database, shared by every process. */
async function storedCron(t: TestApp): Promise<string | undefined> {
  const result = await t.db.execute(sql`select cron from pgboss.schedule where name = ${BACKUP_JOB}`);
  return (result as unknown as { rows: { cron: string }[] }).rows[0]?.cron;
}

describe('scheduled backups on the job runner', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    // A process that works jobs, as a server does.
    t = await createTestApp({}, { jobs: { cronMonitorIntervalSeconds: 45 } });
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const saveSettings = async (update: Record<string, unknown>) => {
    const current = await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers });
    return t.app.inject({
      method: 'PUT',
      url: '/api/settings/system',
      headers: admin.headers,
      payload: { ...update, version: current.json().version },
    });
  };

  it("when a scheduled backup's process dies, then the queue as stored tries it again within 15 minutes", async () => {
    const [queue] = (
      (await t.db.execute(
        sql`select expire_seconds, retry_delay, retry_backoff, retry_limit from pgboss.queue where name = ${BACKUP_JOB}`,
      )) as unknown as {
        rows: { expire_seconds: number; retry_delay: number; retry_backoff: boolean; retry_limit: number }[];
      }
    ).rows;
    expect(queue).toMatchObject({ retry_backoff: false, retry_limit: 1 });
    // The dead run expires, the next maintenance pass fails it back, the retry waits its delay.
    const worstCase = queue!.expire_seconds + MAINTENANCE_INTERVAL_SECONDS + queue!.retry_delay;
    expect(BACKUP_CRASH_RETRY_SECONDS).toBe(15 * 60);
    expect(worstCase).toBeLessThanOrEqual(BACKUP_CRASH_RETRY_SECONDS);
    console.info(`crashed scheduled backup: retried at most ${worstCase} s after it started`);
  });

  it('when the server starts, then the backup runs on the stored frequency (daily at 02:00 UTC)', async () => {
    expect(await storedCron(t)).toBe('0 2 * * *');
  });

  it('when the admin changes the backup frequency, then the schedule changes at once; a reset puts it back', async () => {
    expect((await saveSettings({ backup_frequency: 'hourly' })).statusCode).toBe(200);
    expect(await storedCron(t)).toBe('0 * * * *');
    expect((await saveSettings({ backup_frequency: 'monthly' })).statusCode).toBe(200);
    expect(await storedCron(t)).toBe('0 2 1 * *');
    // A refused save (bad value) leaves the schedule alone.
    expect((await saveSettings({ backup_frequency: 'yearly' })).statusCode).toBe(400);
    expect(await storedCron(t)).toBe('0 2 1 * *');
    const reset = await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin.headers });
    expect(reset.statusCode).toBe(200);
    expect(await storedCron(t)).toBe('0 2 * * *');
  });

  it('when the backup job is queued (as the schedule does), then the server works it into a catalogued backup', async () => {
    // Another process queues the job; the app's runner fetches and runs it.
    const other = await startJobRunner({ connectionString: t.database.pool.options.connectionString! });
    try {
      expect(await other.send(BACKUP_JOB)).toEqual(expect.any(String));
    } finally {
      await other.stop();
    }
    const scheduled = async () =>
      (await t.db.select().from(backups).where(eq(backups.kind, 'scheduled')).orderBy(desc(backups.id)))[0];
    await expect.poll(async () => (await scheduled())?.status, { timeout: 20_000, interval: 250 }).toBe('complete');
    const row = await scheduled();
    expect(existsSync(join(t.config.backupDir, row!.fileName))).toBe(true);
  });
});
