import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../../../test/template-db.js';
import { openDatabase, type Database } from '../../db/client.js';
import { DEMO_ACCOUNTS, DEMO_AGREEMENT_LOTS, DEMO_BRANCHES, DEMO_CUSTOMER_LOTS, DEMO_GOODS } from './demo-data.js';
import { seedDemoData } from './demo.repository.js';

// Two processes started together on an empty database: both migrate, both find no users, both seed.
describe('demo data when processes start together', () => {
  const { serverUrl } = inject('testDatabase');
  const name = `sy_test_demo_${randomUUID().slice(0, 8)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stockyard-demo-'));
  const url = withDatabase(serverUrl, name);
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database "${name}"`);
    [first, second] = await Promise.all([
      openDatabase({ databaseUrl: url, dataDir, poolSize: 2 }),
      openDatabase({ databaseUrl: url, dataDir, poolSize: 2 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (table: string) => {
    const result = (await first.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  };

  it('seeds exactly one set of demo data, and both processes carry on', async () => {
    const seeded = await Promise.all([seedDemoData(first.db), seedDemoData(second.db)]);
    expect(seeded.sort()).toEqual([false, true]);
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length);
    expect(await count('branches')).toBe(DEMO_BRANCHES.length);
    expect(await count('goods')).toBe(DEMO_GOODS.length + DEMO_CUSTOMER_LOTS.length + DEMO_AGREEMENT_LOTS.length);
    // A later start seeds nothing.
    expect(await seedDemoData(second.db)).toBe(false);
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length);
  });
});
