import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../test/db-dump.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `npm run restore-backup -- <file> --accept-unsigned` against the test's database. */
async function runRestore(t: TestApp, file: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-restore-cli-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/restore-backup.ts', file, '--accept-unsigned'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr };
}

describe('restore-backup on the command line', () => {
  let t: TestApp;
  let backup: string;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'stockyard-restore-file-'));
    const admin = await signIn(t.app, DEMO.admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings/database/backup',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    backup = gunzipSync(response.rawPayload).toString('utf8');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('when a row of the file has an extra field, then one clear line says what the database refused, without a stack, and nothing changes', async () => {
    // The first data row after the users table's header gets one field more than the table has.
    const edited = backup.replace(/(\nTABLE \{"name":"users"[^\n]*\n[^\n]*)/, '$1\textra');
    expect(edited).not.toBe(backup);
    const file = join(dir, 'extra-field.sql');
    writeFileSync(file, edited);
    const before = await dumpDatabase(t.db);
    const { code, stdout, stderr } = await runRestore(t, file);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Restore failed, nothing was changed: the database refused the file's data \(COPY users, line \d+\): extra data after last expected column\.$/,
    );
    expect(await dumpDatabase(t.db)).toEqual(before);
  }, 60_000);
});
