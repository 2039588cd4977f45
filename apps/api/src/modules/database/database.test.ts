import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

  it('when a backup is downloaded, then the embedded engine sends a gzipped tar and records the time', async () => {
    const response = await call('GET', '/api/settings/database/backup');
    if (t.database.engine === 'postgresql') {
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toMatch(/pg_dump/);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="stockyard-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    const tar = gunzipSync(response.rawPayload);
    // A tar of the data dir: PostgreSQL's version file is in it.
    expect(tar.includes(Buffer.from('PG_VERSION'))).toBe(true);
    // And it opens: PGlite restores the archive into a working database with the same users.
    const restored = await PGlite.create({ loadDataDir: new Blob([response.rawPayload]), extensions: { pg_trgm } });
    try {
      const { rows } = await restored.query<{ username: string }>('select username from users order by id limit 1');
      expect(rows[0]?.username).toBe('admin');
    } finally {
      await restored.close();
    }
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
