import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storedBackupFileName } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { resolveBackupKey } from '../../lib/secret.js';
import { whileWritingBackup } from './backup-lock.js';
import { cleanAbandonedBackups, type BackupDeps } from './backups.service.js';

/** Issue 39: a backup cut off by a crash leaves a running row and a partial file; the next run cleans them. */
describe('backups left running by a dead process', () => {
  let t: TestApp;
  let deps: BackupDeps;
  beforeAll(async () => {
    t = await createTestApp();
    deps = {
      db: t.db,
      pool: t.database.pool,
      backupDir: t.config.backupDir,
      backupKeys: { signing: resolveBackupKey(t.config.backupKey, t.config.dataDir), encryption: null },
    };
    mkdirSync(t.config.backupDir, { recursive: true });
  });
  afterAll(async () => t.close());

  const runningBackup = async (suffix: string) => {
    const createdAt = new Date(Date.now() - 60_000);
    const fileName = storedBackupFileName(createdAt, suffix);
    const [row] = await t.db
      .insert(backups)
      .values({ fileName, kind: 'scheduled', status: 'running', createdAt })
      .returning();
    const partial = join(t.config.backupDir, `.${fileName}.partial`);
    writeFileSync(partial, 'half');
    return { row: row!, partial };
  };
  const statusOf = async (id: number) => (await t.db.select().from(backups).where(eq(backups.id, id)))[0]?.status;

  it('when a backup is being written by a live process, then its running row and partial file are left alone', async () => {
    const live = await runningBackup('cccc0001');
    const cleaned = await whileWritingBackup(t.database.pool, () => cleanAbandonedBackups(deps));
    expect(cleaned).toBe(0);
    expect(await statusOf(live.row.id)).toBe('running');
    expect(existsSync(live.partial)).toBe(true);

    // Its writer gone (a minute old, not hours), the next clean-up fails it and removes the file.
    expect(await cleanAbandonedBackups(deps)).toBe(1);
    const [row] = await t.db.select().from(backups).where(eq(backups.id, live.row.id));
    expect(row).toMatchObject({ status: 'failed', error: 'The backup was interrupted before it finished' });
    expect(existsSync(live.partial)).toBe(false);
  });

  it('when no backup is left running, then the clean-up changes nothing', async () => {
    const before = await t.db.select().from(backups);
    expect(await cleanAbandonedBackups(deps)).toBe(0);
    expect(await t.db.select().from(backups)).toEqual(before);
  });
});
