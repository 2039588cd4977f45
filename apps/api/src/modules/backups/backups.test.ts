import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { defaultSystemSettings, storedBackupFileName } from '@stockyard/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, backups, settings } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { resolveBackupKey } from '../../lib/secret.js';
import { restoreBackup } from '../database/restore.service.js';
import { saveSystemSettings } from '../settings/settings.repository.js';
import { applyRetention, takeBackup, type BackupDeps } from './backups.service.js';

const DAY = 24 * 60 * 60 * 1000;

describe('kept backups: catalogue, Back Up Now, download, delete, retention', () => {
  let t: TestApp;
  let deps: BackupDeps;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    deps = {
      db: t.db,
      pool: t.database.pool,
      backupDir: t.config.backupDir,
      backupKeys: { signing: resolveBackupKey(t.config.backupKey, t.config.dataDir), encryption: null },
    };
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method, url, headers });
  const rowOf = async (id: number) => (await t.db.select().from(backups).where(eq(backups.id, id)))[0];
  const fileOf = (name: string) => join(t.config.backupDir, name);

  /** A finished backup made at `createdAt`, with a small file, as an earlier run would leave it. */
  async function oldBackup(createdAt: Date, status: 'complete' | 'failed' = 'complete', tag = 'aaaa0000') {
    const fileName = storedBackupFileName(createdAt, tag);
    mkdirSync(t.config.backupDir, { recursive: true });
    if (status === 'complete') writeFileSync(fileOf(fileName), 'old backup');
    const [row] = await t.db
      .insert(backups)
      .values({ fileName, kind: 'scheduled', status, sizeBytes: 10, createdAt, completedAt: createdAt })
      .returning();
    return row!;
  }

  it('when an admin backs up now, then a complete manual entry lists with its file, the time and the log', async () => {
    const response = await call('POST', '/api/settings/database/backups');
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({ kind: 'manual', status: 'complete', error: null });
    expect(entry.file_name).toMatch(/^stockyard-backup-\d{4}-\d{2}-\d{2}-\d{6}-[0-9a-f]{8}\.sql\.gz$/);
    expect(entry.migration).toMatch(/^\d{4}_/);
    const file = fileOf(entry.file_name);
    expect(statSync(file).size).toBe(entry.size_bytes);
    // Only the server's user may read it: it holds password hashes.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(gunzipSync(readFileSync(file)).toString('utf8')).toMatch(/^STOCKYARD-BACKUP 2\n/);

    const list = (await call('GET', '/api/settings/database/backups')).json();
    expect(list.backups[0]).toEqual(entry);
    expect(list).toMatchObject({ page: 1, limit: 20, total: expect.any(Number) });
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, 'last_backup_at'));
    expect(stored!.value).toBe(entry.created_at);
    const [log] = await t.db.select().from(activities).orderBy(desc(activities.id)).limit(1);
    expect(log).toMatchObject({ action: 'database_backup', userId: admin.user.id });
    expect(log!.description).toContain(entry.file_name);
  });

  it('when a kept backup is downloaded, then the file streams as an attachment with its size', async () => {
    const entry = (await call('POST', '/api/settings/database/backups')).json();
    const response = await call('GET', `/api/settings/database/backups/${entry.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${entry.file_name}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(entry.size_bytes);
    expect(response.rawPayload.equals(readFileSync(fileOf(entry.file_name)))).toBe(true);
  });

  it('when a scheduled backup runs, then its entry and file are written and the file restores elsewhere', async () => {
    const row = await takeBackup(deps, 'scheduled', null);
    expect(row).toMatchObject({ kind: 'scheduled', status: 'complete' });
    const [log] = await t.db.select().from(activities).orderBy(desc(activities.id)).limit(1);
    expect(log).toMatchObject({ action: 'database_backup', userId: null });
    const text = gunzipSync(readFileSync(fileOf(row.fileName))).toString('utf8');
    // The catalogue describes files outside the database: no backup carries it.
    expect(text).toMatch(/^TABLE \{"name":"users"/m);
    expect(text).not.toMatch(/^TABLE \{"name":"backups"/m);

    const target = await createTestApp();
    try {
      const users = async (app: TestApp) =>
        (await app.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
      const before = await users(t);
      const result = await restoreBackup(
        target.db,
        target.database.pool,
        () => Readable.from([gunzipSync(readFileSync(fileOf(row.fileName)))]),
        { key: deps.backupKeys.signing },
      );
      expect(result.tables).toBeGreaterThan(5);
      expect((await users(target)).rows).toEqual(before.rows);
      // The restore left the target's own catalogue as it was.
      expect(await target.db.select().from(backups)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('when backups are older than the retention, then a run deletes them, rows and files, and keeps the rest', async () => {
    await saveSystemSettings(t.db, { ...defaultSystemSettings(), backup_retention_days: 30 }, null);
    const expired = await oldBackup(new Date(Date.now() - 40 * DAY), 'complete', 'aaaa0001');
    const expiredFailed = await oldBackup(new Date(Date.now() - 35 * DAY), 'failed', 'aaaa0002');
    const kept = await oldBackup(new Date(Date.now() - 29 * DAY), 'complete', 'aaaa0003');
    // Abandoned: "running" for hours, its process gone; it leaves a partial file.
    const abandonedAt = new Date(Date.now() - 7 * 60 * 60 * 1000);
    const abandonedName = storedBackupFileName(abandonedAt, 'aaaa0004');
    const [abandoned] = await t.db
      .insert(backups)
      .values({ fileName: abandonedName, kind: 'scheduled', status: 'running', createdAt: abandonedAt })
      .returning();
    writeFileSync(join(t.config.backupDir, `.${abandonedName}.partial`), 'half');

    const row = await takeBackup(deps, 'scheduled', null);

    expect(await rowOf(expired.id)).toBeUndefined();
    expect(existsSync(fileOf(expired.fileName))).toBe(false);
    expect(await rowOf(expiredFailed.id)).toBeUndefined();
    expect(await rowOf(kept.id)).toMatchObject({ status: 'complete' });
    expect(existsSync(fileOf(kept.fileName))).toBe(true);
    expect(await rowOf(abandoned!.id)).toMatchObject({
      status: 'failed',
      error: 'The backup was interrupted before it finished',
    });
    expect(existsSync(join(t.config.backupDir, `.${abandonedName}.partial`))).toBe(false);
    expect(await rowOf(row.id)).toMatchObject({ status: 'complete' });
  });

  it('when every backup is past the retention, then the newest complete one is kept', async () => {
    await t.db.delete(backups);
    const older = await oldBackup(new Date(Date.now() - 60 * DAY), 'complete', 'bbbb0001');
    const newest = await oldBackup(new Date(Date.now() - 50 * DAY), 'complete', 'bbbb0002');
    const newerFailed = await oldBackup(new Date(Date.now() - 45 * DAY), 'failed', 'bbbb0003');

    expect(await applyRetention(deps)).toBe(2);

    expect((await t.db.select().from(backups)).map((row) => row.id)).toEqual([newest.id]);
    expect(existsSync(fileOf(newest.fileName))).toBe(true);
    expect(existsSync(fileOf(older.fileName))).toBe(false);
    expect(await rowOf(newerFailed.id)).toBeUndefined();
  });

  it('when an admin deletes a backup, then its row and file go, the deletion is logged and a repeat is 404', async () => {
    const entry = (await call('POST', '/api/settings/database/backups')).json();
    const response = await call('DELETE', `/api/settings/database/backups/${entry.id}`);
    expect(response.statusCode).toBe(204);
    expect(await rowOf(entry.id)).toBeUndefined();
    expect(existsSync(fileOf(entry.file_name))).toBe(false);
    const [log] = await t.db.select().from(activities).orderBy(desc(activities.id)).limit(1);
    expect(log).toMatchObject({ action: 'database_backup_delete', userId: admin.user.id });
    const again = await call('DELETE', `/api/settings/database/backups/${entry.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Backup not found', code: 'NOT_FOUND' });
  });

  it('when a backup is unknown, running, failed or its file is gone, then download and delete refuse it', async () => {
    expect((await call('GET', '/api/settings/database/backups/999999/download')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/settings/database/backups/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/settings/database/backups/abc/download')).statusCode).toBe(400);
    expect((await call('GET', '/api/settings/database/backups?limit=1000')).statusCode).toBe(400);

    const [running] = await t.db
      .insert(backups)
      .values({ fileName: storedBackupFileName(new Date(), 'cccc0001'), kind: 'manual', status: 'running' })
      .returning();
    const busy = await call('GET', `/api/settings/database/backups/${running!.id}/download`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe('This backup is still being written');
    expect((await call('DELETE', `/api/settings/database/backups/${running!.id}`)).statusCode).toBe(409);
    expect(await rowOf(running!.id)).toBeDefined();

    const failed = await oldBackup(new Date(), 'failed', 'cccc0002');
    expect((await call('GET', `/api/settings/database/backups/${failed.id}/download`)).statusCode).toBe(409);

    const gone = (await call('POST', '/api/settings/database/backups')).json();
    unlinkSync(fileOf(gone.file_name));
    const missing = await call('GET', `/api/settings/database/backups/${gone.id}/download`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("The backup file is missing from this server's backup folder");
  });

  it('when a catalogue row names a path outside the folder, then nothing outside is read or deleted', async () => {
    const outside = join(dirname(t.config.backupDir), 'outside-secret.sql.gz');
    writeFileSync(outside, 'not yours');
    const [row] = await t.db
      .insert(backups)
      .values({ fileName: '../outside-secret.sql.gz', kind: 'manual', status: 'complete', sizeBytes: 9 })
      .returning();
    const download = await call('GET', `/api/settings/database/backups/${row!.id}/download`);
    expect(download.statusCode).toBe(404);
    expect(download.body).not.toContain('not yours');
    expect((await call('DELETE', `/api/settings/database/backups/${row!.id}`)).statusCode).toBe(204);
    expect(readFileSync(outside, 'utf8')).toBe('not yours');
    // Encoded separators in the id never reach the file system: the id must be a number.
    const traversal = await call('GET', '/api/settings/database/backups/..%2F..%2Fetc%2Fpasswd/download');
    expect(traversal.statusCode).toBe(400);
  });

  it('when a non-admin or nobody calls the backup routes, then 403 or 401 and nothing is taken', async () => {
    const before = (await t.db.select().from(backups)).length;
    const [some] = await t.db.select().from(backups).limit(1);
    const id = some?.id ?? 1;
    for (const account of [DEMO.employee, DEMO.customer]) {
      const { headers } = await signIn(t.app, account);
      expect((await call('GET', '/api/settings/database/backups', headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/settings/database/backups', headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/settings/database/backups/${id}/download`, headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/settings/database/backups/${id}`, headers)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/settings/database/backups', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/settings/database/backups', {})).statusCode).toBe(401);
    expect((await t.db.select().from(backups)).length).toBe(before);
  });
});
