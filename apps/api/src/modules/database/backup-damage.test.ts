import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../../test/db-dump.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { resolveBackupKey } from '../../lib/secret.js';
import { openBackupFile, restoreBackup } from './restore.service.js';

const DAMAGED = /^The backup was changed or damaged after it was made: its signature does not match its content/;

/** Issue 47: one byte flipped in an unencrypted backup is reported as a damaged file, by its signature. */
describe('a damaged unencrypted backup', () => {
  let t: TestApp;
  let gzipped: Buffer;
  let key: Buffer;
  const dir = mkdtempSync(join(tmpdir(), 'stockyard-damage-'));
  beforeAll(async () => {
    t = await createTestApp();
    key = resolveBackupKey(t.config.backupKey, t.config.dataDir);
    const admin = await signIn(t.app, DEMO.admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings/database/backup',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    gzipped = response.rawPayload;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const flipped = (bytes: Buffer, at: number) => {
    const copy = Buffer.from(bytes);
    copy[at] = copy[at]! ^ 0x01;
    return copy;
  };
  /** Restores the file as the restore command does (from a path, gunzipped), expecting the damage message. */
  const expectDamaged = async (bytes: Buffer, name: string) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    const before = await dumpDatabase(t.db);
    await expect(restoreBackup(t.db, t.database.pool, () => openBackupFile(path, null), { key })).rejects.toMatchObject(
      {
        code: 'VALIDATION',
        message: expect.stringMatching(DAMAGED),
      },
    );
    expect(await dumpDatabase(t.db)).toEqual(before);
  };

  it('when one byte of a table line is flipped, then the restore answers the signature message, not that the table line is not valid, and changes nothing', async () => {
    const plain = gunzipSync(gzipped);
    const at = plain.indexOf('TABLE {"name"') + 'TABLE {"'.length;
    await expectDamaged(flipped(plain, at), 'table-line.backup');
  });

  it('when one byte of the gzipped file is flipped (at a quarter, the middle, three quarters), then each restore answers the signature message', async () => {
    for (const share of [0.25, 0.5, 0.75])
      await expectDamaged(flipped(gzipped, Math.floor(gzipped.length * share)), `gz-${share}.backup.gz`);
  });
});
