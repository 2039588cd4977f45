import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before.js';
import { adminQuery, withDatabase } from '../../test/template-db.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';

const MIGRATION = '0009_customer_lots_and_categories';

/** Migration 0009 on data an earlier version stored: legacy categories, customer lots with a threshold. */
describe(`migration ${MIGRATION}`, () => {
  const { serverUrl } = inject('testDatabase');
  const name = `sy_test_migration_${randomUUID().slice(0, 8)}`;
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 });
  const query = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database "${name}"`);
    const before = migrationsBefore(MIGRATION);
    try {
      await migrate(drizzle(pool), { migrationsFolder: before.folder });
    } finally {
      before.dispose();
    }
    const [owner] = await query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       values ('old-customer', 'old@example.com', 'x', 'Olga', 'Owner', 'customer') returning id`,
    );
    const [branch] = await query<{ id: number }>(
      `insert into branches (name, location, capacity, available_space) values ('Old Depot', 'Quay 1', 10, 10) returning id`,
    );
    const rows: [string, string, number | null, number][] = [
      ['PRD-M1', 'Sports Equipment', owner!.id, 10],
      ['PRD-M2', 'sports', null, 10],
      ['PRD-M3', 'Sports', null, 5],
      ['PRD-M4', '  food and  beverages ', null, 10],
      ['PRD-M5', 'HOME & GARDEN', null, 10],
      ['PRD-M6', 'Documents', owner!.id, 10],
      ['PRD-M7', 'Gadgets', null, 10],
    ];
    for (const [productId, category, ownerId, threshold] of rows)
      await query(
        `insert into goods (product_id, name, category, owner_id, low_stock_threshold, quantity, branch_id)
         values ($1, $1, $2, $3, $4, 1, $5)`,
        [productId, category, ownerId, threshold, branch!.id],
      );
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR });
  }, 120_000);

  afterAll(async () => {
    await pool.end();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  });

  const stored = async () =>
    Object.fromEntries(
      (
        await query<{ product_id: string; category: string; low_stock_threshold: number; version: number }>(
          `select product_id, category, low_stock_threshold, version from goods order by product_id`,
        )
      ).map((row) => [row.product_id, row]),
    );

  it('when migrated, then no row keeps a legacy or mis-cased category; off-list names stay as they were', async () => {
    const rows = await stored();
    expect(Object.fromEntries(Object.entries(rows).map(([id, row]) => [id, row.category]))).toEqual({
      'PRD-M1': 'Sports',
      'PRD-M2': 'Sports',
      'PRD-M3': 'Sports',
      'PRD-M4': 'Food & Beverages',
      'PRD-M5': 'Home & Garden',
      'PRD-M6': 'Documents',
      'PRD-M7': 'Gadgets',
    });
    const legacy = await query(
      `select 1 from goods where lower(category) in ('sports equipment', 'food and beverages', 'home and garden')`,
    );
    expect(legacy).toEqual([]);
    // A rewritten row moved on a version, so a form opened on the old one cannot save over it.
    expect(rows['PRD-M1']!.version).toBeGreaterThan(rows['PRD-M3']!.version);
  });

  it("when migrated, then customers' lots have no threshold and warehouse stock keeps its own", async () => {
    const rows = await stored();
    expect(rows['PRD-M1']!.low_stock_threshold).toBe(0);
    expect(rows['PRD-M6']!.low_stock_threshold).toBe(0);
    expect(rows['PRD-M2']!.low_stock_threshold).toBe(10);
    expect(rows['PRD-M3']!.low_stock_threshold).toBe(5);
    await expect(query(`update goods set low_stock_threshold = 3 where product_id = 'PRD-M1'`)).rejects.toThrow(
      /goods_customer_lot_threshold_check/,
    );
  });
});
