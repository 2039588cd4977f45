import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startJobRunner } from '../jobs/job-runner.js';
import { readiness } from './readiness.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('readiness (/api/ready)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the database answers and its migrations are current, then it is ready (jobs disabled in this process)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'connected',
      migrations: 'current',
      jobs: 'disabled',
      failing: [],
    });
  });

  it("when the journal's last migration is not applied, then it answers 503 naming the migrations", async () => {
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`),
    );
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', migrations: 'pending', failing: ['migrations'] });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('when the job runner works jobs, then it is running; once stopped, readiness names the jobs', async () => {
    const runner = await startJobRunner({ connectionString: t.config.databaseUrl!, max: 1, stopTimeoutMs: 1000 });
    expect(await readiness(t.db, runner)).toMatchObject({ status: 'ready', jobs: 'running', failing: [] });
    await runner.stop();
    expect(await readiness(t.db, runner)).toMatchObject({ status: 'not_ready', jobs: 'stopped', failing: ['jobs'] });
  });

  it('when asked often, then it is never rate limited and needs no sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
