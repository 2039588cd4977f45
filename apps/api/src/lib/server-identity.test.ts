import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkServerSecret, secretFingerprint, ServerSecretMismatchError } from './server-identity.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const OTHER_SECRET = 'another-secret-another-secret-another-secret-42';

describe('the server secret a database was set up with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const storedRows = async () =>
    (
      (await t.db.execute(sql`select id, secret_fingerprint from server_identity`)) as unknown as {
        rows: { id: number; secret_fingerprint: string }[];
      }
    ).rows;

  it('is recorded on the first start as a fingerprint, never the secret itself', async () => {
    const rows = await storedRows();
    expect(rows).toEqual([{ id: 1, secret_fingerprint: secretFingerprint(t.config.jwtSecret!) }]);
    expect(rows[0]!.secret_fingerprint).not.toContain(t.config.jwtSecret!);
    expect(secretFingerprint(OTHER_SECRET)).not.toBe(rows[0]!.secret_fingerprint);
  });

  it('lets a second process with the same secret start', async () => {
    const second = await buildApp(t.config, t.database, { jobs: false });
    await second.close();
    expect(await storedRows()).toHaveLength(1);
  });

  it('refuses a process started with another secret, naming JWT_SECRET, and changes nothing', async () => {
    const started = buildApp({ ...t.config, jwtSecret: OTHER_SECRET }, t.database, { jobs: false });
    await expect(started).rejects.toBeInstanceOf(ServerSecretMismatchError);
    await expect(started).rejects.toThrow(/JWT_SECRET.*DATA_DIR\/jwt-secret/s);
    expect(await storedRows()).toEqual([{ id: 1, secret_fingerprint: secretFingerprint(t.config.jwtSecret!) }]);
  });

  it('makes the server exit with that message before it listens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-secret-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: t.config.databaseUrl,
        DEMO_DATA: 'false',
        JWT_SECRET: OTHER_SECRET,
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
    expect(stderr).toContain('must share the same JWT_SECRET');
  }, 60_000);

  it('agrees on one secret when processes with different secrets start together on a fresh database', async () => {
    await t.db.execute(sql`delete from server_identity`);
    const results = await Promise.allSettled([
      checkServerSecret(t.db, t.config.jwtSecret!),
      checkServerSecret(t.db, OTHER_SECRET),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(ServerSecretMismatchError);
    expect(await storedRows()).toHaveLength(1);
  });
});
