import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../../test/db-dump.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { resolveBackupKey } from '../../lib/secret.js';
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

/** The backup's text with one demo customer's role in the users block changed to admin. */
function withCustomerMadeAdmin(text: string): string {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => line.startsWith('TABLE {"name":"users"'));
  const columns = (JSON.parse(lines[header]!.slice('TABLE '.length)) as { columns: string[] }).columns;
  const role = columns.indexOf('role');
  const at = lines.findIndex((line, index) => index > header && line.split('\t')[role] === 'customer');
  const fields = lines[at]!.split('\t');
  fields[role] = 'admin';
  lines[at] = fields.join('\t');
  return lines.join('\n');
}

describe('signed data-only backups and their restore', () => {
  let source: TestApp;
  let target: TestApp;
  let backup: Buffer;
  let sourceKey: Buffer;
  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp();
    sourceKey = resolveBackupKey(source.config.backupKey, source.config.dataDir);
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

  const open = (bytes: Buffer | string) => () => Readable.from([Buffer.from(bytes)]);
  const restore = (bytes: Buffer | string, options: { acceptUnsigned?: boolean; key?: Buffer } = {}) =>
    restoreBackup(target.db, target.database.pool, open(bytes), { key: sourceKey, ...options });
  /** Restores `bytes`, expects the refusal `message`, and that the target's data is exactly as before. */
  async function expectRefused(bytes: Buffer | string, message: RegExp, options: { acceptUnsigned?: boolean } = {}) {
    const before = await dumpDatabase(target.db);
    await expect(restore(bytes, options)).rejects.toMatchObject({ code: 'VALIDATION', message });
    expect(await dumpDatabase(target.db)).toEqual(before);
  }

  it('when a backup is taken, then it is signed data with no session, no sign-in throttle and no server secret', async () => {
    const text = backup.toString('utf8');
    expect(text.split('\n')[0]).toBe('STOCKYARD-BACKUP 2');
    expect(text).toMatch(/\nSIGNATURE hmac-sha256 [0-9a-f]{64}\n$/);
    expect(text).not.toMatch(/^TABLE \{"name":"(sessions|sign_in_throttles)"/m);
    expect(text).not.toContain(source.config.jwtSecret!);
    expect(text).not.toContain(sourceKey.toString('hex'));
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await source.db.execute(sql`select count(*)::int as n from sessions`),
    );
    expect(n).toBeGreaterThan(0);
  });

  it('when a statement is added after the truncation point, then the restore refuses it and changes nothing', async () => {
    const tampered = backup
      .toString('utf8')
      .replace(/\n(TABLE )/, '\ntruncate users cascade;\ncommit;\nselect 1/0;\n$1');
    await expectRefused(tampered, /changed or damaged after it was made.*line 3 is neither a table nor the end/);
    // Not even the operator's word makes a statement run.
    await expectRefused(tampered, /line 3 is neither a table nor the end/, { acceptUnsigned: true });
  });

  it("when a customer's role is changed to admin in the file, then the restore refuses it and changes nothing", async () => {
    const tampered = withCustomerMadeAdmin(backup.toString('utf8'));
    expect(tampered).not.toBe(backup.toString('utf8'));
    await expectRefused(tampered, /changed after it was made, or made by another server/);
  });

  it('when a shell command is added to the file, then it never runs and the database is unchanged', async () => {
    const proof = `/tmp/stockyard-restore-proof-${randomUUID()}`;
    const command = `copy (select 'x') to program 'touch ${proof}';`;
    const text = backup.toString('utf8');
    await expectRefused(text.replace(/\n(TABLE )/, `\n${command}\n$1`), /neither a table nor the end/);
    // Inside a data block it is only a row: refused as edited, and with --accept-unsigned COPY rejects it.
    const inBlock = text
      .replace(/(\nTABLE [^\n]*\n)/, `$1${command}\n`)
      .replace(
        /\nEND \{"tables":(\d+),"rows":(\d+)\}/,
        (_, tables: string, rows: string) => `\nEND {"tables":${tables},"rows":${Number(rows) + 1}}`,
      );
    await expectRefused(inBlock, /changed after it was made/);
    const before = await dumpDatabase(target.db);
    await expect(restore(inBlock, { acceptUnsigned: true })).rejects.toThrow();
    expect(await dumpDatabase(target.db)).toEqual(before);
    expect(existsSync(proof)).toBe(false);
  });

  it('when an old SQL-format backup is restored, then none of its statements run', async () => {
    const legacy =
      '-- Stockyard backup (data only)\n-- format: 1\n-- migration: none\nbegin;\ntruncate "users" cascade;\ncommit;\n';
    await expectRefused(legacy, /not a Stockyard backup: it does not start with the backup marker/, {
      acceptUnsigned: true,
    });
  });

  it('when a backup comes from another server, then it is refused unless the operator accepts it, and the database is as before', async () => {
    const targetKey = resolveBackupKey(target.config.backupKey, target.config.dataDir);
    expect(targetKey.equals(sourceKey)).toBe(false);
    const before = await dumpDatabase(target.db);
    await expect(restore(backup, { key: targetKey })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/made by another server/),
    });
    expect(await dumpDatabase(target.db)).toEqual(before);
    const unsigned = backup.toString('utf8').replace(/SIGNATURE [^\n]*\n$/, '');
    await expectRefused(unsigned, /not signed/);
  });

  it('when a backup is restored into another database, then every table has its rows and everyone is signed out', async () => {
    const before = await counts(source);
    const sourceDump = await dumpDatabase(source.db);
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

    const result = await restore(backup);

    const after = await counts(target);
    // Sessions and sign-in throttles do not travel: the restore empties them.
    const left = ['sessions', 'sign_in_throttles'];
    expect(after).toEqual({ ...before, sessions: 0, sign_in_throttles: 0 });
    // The server identity stays the target's own (the same secret here), neither restored nor counted.
    const untouched = [...left, 'server_identity'];
    expect(result.rows).toBe(
      Object.entries(before).reduce((sum, [name, n]) => (untouched.includes(name) ? sum : sum + n), 0),
    );
    // Row for row the same data as the source had when the backup was taken.
    const targetDump = await dumpDatabase(target.db);
    // data_versions is bumped by the restore's own writes, so caches of the old data are dropped.
    const compared = Object.keys(sourceDump).filter(
      (name) => ![...untouched, 'backups', 'data_versions', '(sequences)'].includes(name),
    );
    for (const name of compared) expect(targetDump[name], name).toEqual(sourceDump[name]);
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

  it('when the operator accepts an edited file, then its data (only data) is restored', async () => {
    const tampered = withCustomerMadeAdmin(backup.toString('utf8'));
    await restore(tampered, { acceptUnsigned: true });
    const [row] = rowsOf<{ n: number }>(
      await target.db.execute(sql`select count(*)::int as n from users where role = 'admin'`),
    );
    const [sourceRow] = rowsOf<{ n: number }>(
      await source.db.execute(sql`select count(*)::int as n from users where role = 'admin'`),
    );
    expect(row!.n).toBe(sourceRow!.n + 1);
  });

  it('when a backup is cut off, not a backup, or of another schema, then the restore fails and changes nothing', async () => {
    await expectRefused(backup.subarray(0, Math.floor(backup.length * 0.6)), /not a Stockyard backup/);
    await expectRefused(backup.subarray(0, Math.floor(backup.length * 0.6)), /not a Stockyard backup/, {
      acceptUnsigned: true,
    });
    await expectRefused('select 1;\n', /not a Stockyard backup/);
    await expectRefused(Buffer.from([0x1f, 0x8b, 0x08, 0x00]), /not a Stockyard backup/);
    const before = await dumpDatabase(target.db);
    const otherMigration = backup.toString('utf8').replace(/"migration":"[^"]+"/, '"migration":"0000_initial"');
    await expect(restore(otherMigration, { acceptUnsigned: true })).rejects.toThrow(/taken at migration 0000_initial/);
    const renamedColumn = backup
      .toString('utf8')
      .replace(/("name":"users","columns":\["id",)"[a-z_]+"/, '$1"is_admin"');
    await expect(restore(renamedColumn, { acceptUnsigned: true })).rejects.toThrow(/columns of users do not match/);
    const unknownTable = backup.toString('utf8').replace(/"name":"users"/, '"name":"pg_authid"');
    await expect(restore(unknownTable, { acceptUnsigned: true })).rejects.toThrow(
      /table this database does not restore/,
    );
    expect(await dumpDatabase(target.db)).toEqual(before);
  });
});
