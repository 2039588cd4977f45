import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { cloneTemplate } from './template-db.js';
import { DEMO } from './test-app.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/**
 * An external PostgreSQL (DATABASE_URL) that goes away: the app reaches it through a TCP relay the
 * test stops (the server down, the network cut) and starts again. Meanwhile every request answers
 * 503 with Retry-After, never 500; once it is back the same process answers again.
 */
describe('an external PostgreSQL that goes away and comes back', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let directUrl: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const clone = await cloneTemplate(randomUUID().slice(0, 8), inject('testDatabase'));
    directUrl = clone.databaseUrl;
    dispose = clone.dispose;
    const direct = new URL(directUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(directUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: clone.dataDir, poolSize: 5 });
    const config = {
      ...loadConfig({}),
      dataDir: clone.dataDir,
      backupDir: join(clone.dataDir, 'backups'),
      databaseUrl: viaProxy.toString(),
      jwtSecret: 'outage-secret-outage-secret-outage-secret-01',
      logLevel: 'silent' as const,
      logLevelPinned: true,
      apiRateLimit: false,
      loginRateLimitPerMinute: 10_000,
      webDistDir: '/nonexistent',
    };
    app = await buildApp(config, database, { jobs: false });
    await app.ready();
  });

  afterAll(async () => {
    await proxy.start().catch(() => undefined);
    await app.close();
    await database.close();
    await proxy.stop();
    await dispose();
  });

  const signIn = () => app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO.admin });

  it('when the database cannot be reached, then requests answer 503 with Retry-After, and 200 again once it is back', async () => {
    const token = (await signIn()).json().access_token as string;
    const listGoods = () =>
      app.inject({ method: 'GET', url: '/api/goods?limit=1', headers: { authorization: `Bearer ${token}` } });
    const { total } = (await listGoods()).json();

    await proxy.stop();
    for (const response of [await listGoods(), await signIn()]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        detail: 'The database is not available at the moment. Try again in a few seconds.',
        code: 'DATABASE_UNAVAILABLE',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'error', migrations: 'unknown', failing: ['database'] });

    await proxy.start();
    const again = await listGoods();
    expect(again.statusCode).toBe(200);
    expect(again.json().total).toBe(total);
    expect((await signIn()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it("when the server ends the app's connections (pg_terminate_backend), then the next requests get new ones and answer 200", async () => {
    const token = (await signIn()).json().access_token as string;
    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(rows[0].ended).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/goods?limit=1', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      );
    // A request on a connection ended under it may get one 503; never a 500, and then 200.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
  });
});
