import { gunzipSync } from 'node:zlib';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, settings } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

describe('database tab', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method, url, headers });

  it('when an admin opens the tab, then the engine, size, table counts and migration are live', async () => {
    const response = await call('GET', '/api/settings/database');
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.engine).toBe(t.database.engine);
    expect(info.server_version).toMatch(/^\d+/);
    expect(info.size_bytes).toBeGreaterThan(0);
    const users = info.tables.find((table: { name: string }) => table.name === 'users');
    const {
      rows: [{ count }],
    } = (await t.db.execute(sql`select count(*)::int as count from users`)) as unknown as {
      rows: [{ count: number }];
    };
    expect(users).toEqual({ name: 'users', rows: count });
    expect(info.migration.applied).toBeGreaterThan(0);
    expect(info.migration.latest).toMatch(/^\d{4}_/);
    expect(info.last_backup_at).toBeNull();
  });

  it('when the connection is tested, then it answers ok with a latency', async () => {
    const response = await call('POST', '/api/settings/database/test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, latency_ms: expect.any(Number) });
  });

  it('when a backup is downloaded, then a gzipped, signed data file streams and the time is recorded', async () => {
    const response = await call('GET', '/api/settings/database/backup');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="stockyard-backup-\d{4}-\d{2}-\d{2}\.sql\.gz"$/,
    );
    const text = gunzipSync(response.rawPayload).toString('utf8');
    expect(text).toMatch(/^STOCKYARD-BACKUP 2\nHEADER \{"format":2,"migration":"\d{4}_/);
    expect(text).toMatch(/\nTABLE \{"name":"users","columns":\["id",/);
    expect(text).toMatch(/\nSIGNATURE hmac-sha256 [0-9a-f]{64}\n$/);
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'last_backup_at'));
    expect(Date.now() - Date.parse(row!.value as string)).toBeLessThan(60_000);
    const info = (await call('GET', '/api/settings/database')).json();
    expect(info.last_backup_at).toBe(row!.value);
    const [entry] = await t.db.select().from(activities).orderBy(desc(activities.id)).limit(1);
    expect(entry).toMatchObject({ action: 'database_backup', userId: admin.user.id });
  });

  it('when a non-admin asks, then 403 and no backup is taken', async () => {
    const employee = await signIn(t.app, DEMO.employee);
    expect((await call('GET', '/api/settings/database', employee.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/settings/database/backup', employee.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/settings/database/test', {})).statusCode).toBe(401);
  });
});
