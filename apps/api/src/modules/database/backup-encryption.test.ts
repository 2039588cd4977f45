import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../../test/db-dump.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { backupEncryptionKey, resolveBackupKey } from '../../lib/secret.js';
import { ENCRYPTED_MAGIC } from './backup-crypto.js';
import { openBackupFile, restoreBackup } from './restore.service.js';

const BACKUP_KEY = 'an-operator-backup-key-of-forty-characters!';

describe('backups encrypted at rest with BACKUP_KEY', () => {
  let source: TestApp;
  let target: TestApp;
  let downloaded: string;
  let kept: string;
  beforeAll(async () => {
    source = await createTestApp({ backupKey: BACKUP_KEY });
    target = await createTestApp({ backupKey: BACKUP_KEY });
    const admin = await signIn(source.app, DEMO.admin);
    const download = await source.app.inject({
      method: 'GET',
      url: '/api/settings/database/backup',
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    downloaded = join(source.config.dataDir, 'downloaded.sql.gz');
    writeFileSync(downloaded, download.rawPayload);
    const taken = await source.app.inject({
      method: 'POST',
      url: '/api/settings/database/backups',
      headers: admin.headers,
    });
    expect(taken.statusCode).toBe(201);
    kept = join(source.config.backupDir, taken.json().file_name as string);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  const keys = { key: resolveBackupKey(BACKUP_KEY, '/nonexistent') };
  const encryption = backupEncryptionKey(BACKUP_KEY);

  it('when a backup is downloaded or kept, then the file is ciphertext that names no table or row', () => {
    for (const path of [downloaded, kept]) {
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)).toBe(true);
      expect(bytes.includes('STOCKYARD-BACKUP')).toBe(false);
      expect(bytes.includes(DEMO.admin.username)).toBe(false);
    }
  });

  it('when the key is missing, wrong, or a byte changed, then the restore is refused and changes nothing', async () => {
    const before = await dumpDatabase(target.db);
    const restore = (path: string, key: Buffer | null) =>
      restoreBackup(target.db, target.database.pool, () => openBackupFile(path, key), keys);
    await expect(restore(downloaded, null)).rejects.toThrow(/encrypted: set the BACKUP_KEY/);
    await expect(restore(downloaded, backupEncryptionKey('another-key-another-key-another-key!'))).rejects.toThrow(
      /does not decrypt with this server/,
    );
    const changed = join(target.config.dataDir, 'changed.sql.gz');
    const bytes = Buffer.from(readFileSync(downloaded));
    bytes[bytes.length - 40]! ^= 1;
    writeFileSync(changed, bytes);
    await expect(restore(changed, encryption)).rejects.toThrow(/does not decrypt with this server/);
    expect(await dumpDatabase(target.db)).toEqual(before);
  });

  it('when the right key is set, then a downloaded and a kept backup both restore', async () => {
    for (const path of [downloaded, kept]) {
      const result = await restoreBackup(target.db, target.database.pool, () => openBackupFile(path, encryption), keys);
      expect(result.tables).toBeGreaterThan(5);
    }
    expect((await target.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO.admin })).statusCode).toBe(
      200,
    );
  });
});
