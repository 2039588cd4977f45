import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from './settings.fixtures.js';

/**
 * The admin's Query Timeout is PostgreSQL's statement_timeout for request queries: a request that
 * waits on a lock another connection holds is stopped after it and answers 503, changing nothing.
 */
describe('the Query Timeout setting', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  /** Holds an exclusive lock on `table` in another connection while `work` runs, then lets go. */
  const whileLocked = async <T>(table: string, work: () => Promise<T>): Promise<T> => {
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`lock table ${table} in access exclusive mode`);
      return await work();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  };

  it('when a request waits on a held lock longer than the Query Timeout, then it answers 503 within it and changes nothing', async () => {
    const saved = await putSystemSettings(t.app, admin.headers, { db_query_timeout_seconds: 1 });
    expect(saved.statusCode).toBe(200);
    const name = 'Timeout Yard';
    const started = Date.now();
    const response = await whileLocked('branches', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/branches',
        headers: admin.headers,
        payload: { name, location: '1 Lock Road', capacity: 100 },
      }),
    );
    const tookMs = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail:
        'The database did not finish this request within the query timeout (1 s), so it was stopped and nothing was changed. Try again later.',
      code: 'QUERY_TIMEOUT',
    });
    // The timeout plus the request's own work, far below the 30 s the test allows (and 192 s before).
    expect(tookMs).toBeGreaterThanOrEqual(1000);
    expect(tookMs).toBeLessThan(5000);
    expect(await t.db.select().from(branches).where(eq(branches.name, name))).toEqual([]);

    // Without the lock the same request goes through under the same timeout.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: admin.headers,
      payload: { name, location: '1 Lock Road', capacity: 100 },
    });
    expect(again.statusCode).toBe(201);
  });

  it('when the timeout is raised, then a request waits on the lock past the old value (the new one is in force)', async () => {
    await putSystemSettings(t.app, admin.headers, { db_query_timeout_seconds: 3 });
    const started = Date.now();
    const response = await whileLocked('branches', () =>
      t.app.inject({ method: 'GET', url: '/api/branches?limit=5', headers: admin.headers }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toContain('(3 s)');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });
});
