import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../../../test/db-snapshot.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { restoreBackup } from './restore.service.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Row counts of every public table: what a restore must bring back. */
async function counts(t: TestApp): Promise<Record<string, number>> {
  const names = rowsOf<{ name: string }>(
    await t.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((row) => row.name);
  const result: Record<string, number> = {};
  for (const name of names) {
    const [row] = rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`)));
    result[name] = row!.n;
  }
  return result;
}

describe('data-only backups and their restore', () => {
  let source: TestApp;
  let target: TestApp;
  let backup: Buffer;
  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp();
    const admin = await signIn(source.app, DEMO.admin);
    const response = await source.app.inject({
      method: 'GET',
      url: '/api/settings/database/backup',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    backup = gunzipSync(response.rawPayload);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  const open = (bytes: Buffer) => () => Readable.from([bytes]);

  it('when a backup is taken, then it holds no session, no sign-in throttle and no server secret', async () => {
    const text = backup.toString('utf8');
    expect(text).not.toMatch(/copy public\."sessions"/);
    expect(text).not.toMatch(/copy public\."sign_in_throttles"/);
    expect(text).not.toContain(source.config.jwtSecret!);
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await source.db.execute(sql`select count(*)::int as n from sessions`),
    );
    expect(n).toBeGreaterThan(0);
  });

  it('when a backup is restored into another database, then every table has its rows and everyone is signed out', async () => {
    const before = await counts(source);
    const stale = await signIn(target.app, DEMO.customer);
    // Rows the target had that the backup does not: the restore replaces, it does not merge.
    await target.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Gone',
        email: 'gone@example.com',
        subject: 'Gone soon',
        message: 'This message is replaced by the restore.',
      },
    });

    const result = await restoreBackup(target.db, target.database.pool, open(backup));

    const after = await counts(target);
    // Sessions and sign-in throttles do not travel: the restore empties them.
    const left = ['sessions', 'sign_in_throttles'];
    expect(after).toEqual({ ...before, sessions: 0, sign_in_throttles: 0 });
    expect(result.rows).toBe(
      Object.entries(before).reduce((sum, [name, n]) => (left.includes(name) ? sum : sum + n), 0),
    );
    // A token issued before the restore is refused: its session is gone.
    const me = await target.app.inject({ method: 'GET', url: '/api/users/me', headers: stale.headers });
    expect(me.statusCode).toBe(401);
    // The restored accounts sign in, and new rows get fresh ids (sequences were moved past the data).
    const admin = await signIn(target.app, DEMO.admin);
    const created = await target.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: admin.headers,
      payload: { name: `After restore ${Date.now()}`, location: 'Dock 9', capacity: 10 },
    });
    expect(created.statusCode).toBe(201);
  });

  it('when a backup is cut off or not a backup, then the restore fails and changes nothing', async () => {
    const snapshot = await snapshotDatabase(target.db);
    const cut = backup.subarray(0, Math.floor(backup.length * 0.6));
    await expect(restoreBackup(target.db, target.database.pool, open(cut))).rejects.toThrow();
    await expect(restoreBackup(target.db, target.database.pool, open(Buffer.from('select 1;\n')))).rejects.toThrow(
      /not a Stockyard backup/,
    );
    const otherMigration = Buffer.from(
      backup.toString('utf8').replace(/-- migration: \S+/, '-- migration: 0000_initial'),
    );
    await expect(restoreBackup(target.db, target.database.pool, open(otherMigration))).rejects.toThrow(
      /taken at migration 0000_initial/,
    );
    expect(await snapshotDatabase(target.db)).toEqual(snapshot);
  });
});
