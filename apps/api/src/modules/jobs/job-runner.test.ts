import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { cloneTemplate } from '../../../test/template-db.js';
import { startJobRunner, type JobRunner } from './job-runner.js';

/** Two job runners on one database, as two server processes would be. */
describe('job runner: two processes, one database', () => {
  let clone: Awaited<ReturnType<typeof cloneTemplate>>;
  let runners: JobRunner[] = [];
  beforeAll(async () => {
    clone = await cloneTemplate(randomUUID().slice(0, 8), inject('testDatabase'));
    const options = {
      connectionString: clone.databaseUrl,
      max: 2,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      stopTimeoutMs: 1000,
    };
    // One after the other: the second finds the pgboss schema the first created.
    runners = [await startJobRunner(options), await startJobRunner(options)];
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await clone?.dispose();
  });

  const until = async (check: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await sleep(100);
  };

  it('when 20 jobs are sent, then each runs exactly once and both runners take part', async () => {
    const runs: { runner: number; n: number }[] = [];
    for (const [index, runner] of runners.entries()) {
      await runner.register<{ n: number }>(
        'test-each',
        async ({ n }) => {
          runs.push({ runner: index, n });
          // Long enough that one runner cannot take every job alone.
          await sleep(150);
        },
        { pollingIntervalSeconds: 0.5 },
      );
    }
    for (let n = 0; n < 20; n += 1) expect(await runners[n % 2]!.send('test-each', { n })).not.toBeNull();
    await until(() => runs.length >= 20, 20_000);
    await sleep(1500);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect(new Set(runs.map((run) => run.runner))).toEqual(new Set([0, 1]));
  });

  it('when a batch of jobs runs and one fails, then the others run once side by side and only the failed one is retried', async () => {
    const starts: { n: number; retry: number; at: number }[] = [];
    const handler = async ({ n }: { n: number }, attempt: { retryCount: number }) => {
      starts.push({ n, retry: attempt.retryCount, at: Date.now() });
      await sleep(300);
      if (n === 2 && attempt.retryCount === 0) throw new Error('refused once');
    };
    // A process that works no jobs creates the queue and sends; runner 0 works it once all five wait.
    const sender = await startJobRunner({ connectionString: clone.databaseUrl, max: 1, work: false });
    await sender.register('test-batch', handler, { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false });
    for (let n = 0; n < 5; n += 1) await sender.send('test-batch', { n });
    await sender.stop();
    await runners[0]!.register('test-batch', handler, {
      retryLimit: 1,
      retryDelaySeconds: 1,
      retryBackoff: false,
      batchSize: 5,
      pollingIntervalSeconds: 1,
    });
    await until(() => starts.length >= 6, 20_000);
    await sleep(1500);
    const first = starts.filter((start) => start.retry === 0);
    expect(first.map((start) => start.n).sort()).toEqual([0, 1, 2, 3, 4]);
    // One fetch, run together: every first attempt began before any could have finished.
    expect(Math.max(...first.map((start) => start.at)) - Math.min(...first.map((start) => start.at))).toBeLessThan(300);
    expect(starts.filter((start) => start.retry > 0)).toEqual([expect.objectContaining({ n: 2, retry: 1 })]);
  }, 30_000);

  it('when both runners keep an every-minute schedule, then its tick runs once, not once per runner', async () => {
    // Start just after a minute boundary so the watched seconds hold one tick only.
    const second = new Date().getSeconds();
    if (second >= 45) await sleep((61 - second) * 1000);
    const ticks: number[] = [];
    for (const [index, runner] of runners.entries()) {
      await runner.register('test-tick', async () => void ticks.push(index), { pollingIntervalSeconds: 0.5 });
    }
    await runners[0]!.schedule('test-tick', '* * * * *');
    await runners[1]!.schedule('test-tick', '* * * * *');
    await until(() => ticks.length > 0, 12_000);
    // Both timekeepers check the schedule every second; a duplicate would show within these seconds.
    await sleep(4000);
    expect(ticks).toHaveLength(1);
    await runners[0]!.unschedule('test-tick');
  }, 90_000);

  it('when a handler is run here, then it runs once in this process; an unknown name is an error', async () => {
    const seen: unknown[] = [];
    await runners[0]!.register('test-here', async (data) => void seen.push(data));
    await runners[0]!.run('test-here', { a: 1 });
    expect(seen).toEqual([{ a: 1 }]);
    await expect(runners[0]!.run('nobody-registered')).rejects.toThrow('No job handler registered');
  });
});
