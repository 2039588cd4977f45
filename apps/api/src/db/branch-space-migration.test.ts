import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before.js';
import { adminQuery, withDatabase } from '../../test/template-db.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';

const MIGRATION = '0031_branch_space_from_records';

type Space = {
  capacity: number;
  stored_space: number;
  other_use: number;
  reserved_space: number;
  available_space: number;
};

/** Migration 0031 on branches whose used space an admin typed (as available space) beside stored agreements. */
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
    const [customer] = await query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       values ('old-customer', 'old@example.com', 'x', 'Olga', 'Owner', 'customer') returning id`,
    );
    // [name, capacity, available, reserved, agreements as [volume, status]]
    const branches: [string, number, number, number, [number, string][]][] = [
      // 600 available of 1000 with 100 reserved and 200 stored: 100 typed as other use.
      [
        'Typed',
        1000,
        600,
        100,
        [
          [100, 'awaiting_intake'],
          [200, 'active'],
          [50, 'closed'],
        ],
      ],
      // The admin raised available to the capacity while 200 were stored: no other use, 100 available.
      ['Raised', 300, 300, 0, [[200, 'release_requested']]],
      // The capacity lowered below what is stored: raised to it, nothing available.
      ['Squeezed', 100, 100, 0, [[150, 'active']]],
      ['Empty', 40, 40, 0, []],
    ];
    let application = 0;
    for (const [branch, capacity, available, reserved, agreements] of branches) {
      const [row] = await query<{ id: number }>(
        `insert into branches (name, location, capacity, available_space, reserved_space)
         values ($1, 'Quay 1', $2, $3, $4) returning id`,
        [branch, capacity, available, reserved],
      );
      for (const [volume, status] of agreements) {
        application += 1;
        const [app] = await query<{ id: number }>(
          `insert into applications (customer_id, full_name, email, phone, item_type, storage_type)
           values ($1, 'Olga Owner', 'old@example.com', '555', 'Furniture', 'standard') returning id`,
          [customer!.id],
        );
        await query(
          `insert into storage_agreements (application_id, customer_id, branch_id, volume, start_date, end_date, status)
           values ($1, $2, $3, $4, '2026-01-01', '2026-12-31', $5)`,
          [app!.id, customer!.id, row!.id, volume, status],
        );
      }
    }
    expect(application).toBe(5);
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR });
  }, 120_000);

  afterAll(async () => {
    await pool.end();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  });

  it('when migrated, then stored and reserved space come from the agreements and the typed rest becomes other use', async () => {
    const rows = await query<Space & { name: string }>(
      `select name, capacity, stored_space, other_use, reserved_space, available_space from branches order by id`,
    );
    expect(Object.fromEntries(rows.map(({ name: branch, ...space }) => [branch, space]))).toEqual({
      Typed: { capacity: 1000, stored_space: 200, other_use: 100, reserved_space: 100, available_space: 600 },
      Raised: { capacity: 300, stored_space: 200, other_use: 0, reserved_space: 0, available_space: 100 },
      Squeezed: { capacity: 150, stored_space: 150, other_use: 0, reserved_space: 0, available_space: 0 },
      Empty: { capacity: 40, stored_space: 0, other_use: 0, reserved_space: 0, available_space: 40 },
    });
  });

  it('when a figure would break the sum, then the database refuses it', async () => {
    await expect(
      query(`update branches set available_space = available_space + 1 where name = 'Raised'`),
    ).rejects.toThrow(/branches_space_check/);
  });
});
