import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { resolveBackupKey } from './secret.js';
import { backupKeyFingerprint, ServerSecretMismatchError } from './server-identity.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const BACKUP_KEY = 'installation-backup-key-installation-backup-key-01';
const OTHER_KEY = 'another-backup-key-another-backup-key-another-42';

describe('the backup key every process of one installation shares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backupKey: BACKUP_KEY });
  });
  afterAll(async () => t.close());

  const stored = async () =>
    (
      (await t.db.execute(sql`select backup_key_fingerprint from server_identity`)) as unknown as {
        rows: { backup_key_fingerprint: string | null }[];
      }
    ).rows;

  it('is recorded on the first start as a fingerprint, never the key itself', async () => {
    const rows = await stored();
    expect(rows).toEqual([
      { backup_key_fingerprint: backupKeyFingerprint(resolveBackupKey(BACKUP_KEY, t.config.dataDir)) },
    ]);
    expect(rows[0]!.backup_key_fingerprint).not.toContain(BACKUP_KEY);
  });

  it('lets a second process with the same BACKUP_KEY and another DATA_DIR start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-bk-'));
    const second = await buildApp({ ...t.config, dataDir }, t.database, { jobs: false });
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a process with another BACKUP_KEY, or with none (its own DATA_DIR/backup-key), naming BACKUP_KEY, and changes nothing', async () => {
    const before = await stored();
    for (const backupKey of [OTHER_KEY, undefined]) {
      const started = buildApp({ ...t.config, backupKey }, t.database, { jobs: false });
      await expect(started).rejects.toBeInstanceOf(ServerSecretMismatchError);
      await expect(started).rejects.toThrow(/same BACKUP_KEY \(or, without it, the same DATA_DIR\/backup-key file\)/);
    }
    expect(await stored()).toEqual(before);
  });

  it('makes the server exit 1 with that one line before it listens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-bk-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: t.config.databaseUrl,
        DEMO_DATA: 'false',
        JWT_SECRET: t.config.jwtSecret,
        BACKUP_KEY: OTHER_KEY,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining('must share the same BACKUP_KEY')]);
  }, 60_000);
});
