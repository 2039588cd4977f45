import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { carryOver, movePgliteAside, pgliteDirOf } from '../src/modules/database/pglite-carry-over.js';
import { seedDemoData } from '../src/modules/demo/demo.repository.js';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app.js';

/** A DATA_DIR as an earlier version left it: PGlite's files, demo data, one row of our own. */
async function pgliteDataDir(dir: string) {
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await seedDemoData(db as unknown as Db);
  await client.query(
    `insert into branches (name, location, capacity, available_space) values ('Old Pier', 'Dock 1', 50, 50)`,
  );
  const { rows } = await client.query<{ n: number }>(`select (select count(*) from goods)::int as n`);
  await client.close();
  writeFileSync(join(dir, 'jwt-secret'), 'the-old-secret-the-old-secret-0123456789');
  return rows[0]!.n;
}

describe('carrying a PGlite data dir over to the embedded PostgreSQL', () => {
  const root = mkdtempSync(join(tmpdir(), 'stockyard-pglite-'));
  const dataDir = join(root, 'data');
  let t: TestApp;
  let goodsBefore: number;
  beforeAll(async () => {
    goodsBefore = await pgliteDataDir(dataDir);
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('when the files are moved aside, then the app files stay in DATA_DIR and PGlite files go to DATA_DIR-pglite', () => {
    expect(pgliteDirOf(dataDir)).toBe(dataDir);
    const aside = movePgliteAside(dataDir);
    expect(aside).toBe(`${dataDir}-pglite`);
    expect(existsSync(join(aside, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe('the-old-secret-the-old-secret-0123456789');
    expect(pgliteDirOf(dataDir)).toBe(aside);
  });

  it('when carried over, then every row is in the new database and the accounts sign in', async () => {
    const result = await carryOver(`${dataDir}-pglite`, t.database);
    expect(result.tables).toBeGreaterThan(5);
    const rows = (await t.db.execute(
      sql`select (select count(*) from goods)::int as goods, (select count(*) from branches where name = 'Old Pier')::int as pier`,
    )) as unknown as { rows: { goods: number; pier: number }[] };
    expect(rows.rows[0]).toEqual({ goods: goodsBefore, pier: 1 });
    await signIn(t.app, DEMO.admin);
  });
});
