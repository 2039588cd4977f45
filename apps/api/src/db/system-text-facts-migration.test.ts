import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/template-db.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';

const MIGRATION = '0030_system_text_facts';

type Journal = { entries: { tag: string }[] };

function migrationsBefore(tag: string): { folder: string; dispose(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'stockyard-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`${tag} is not in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Migration 0030 on rows an earlier version wrote as English sentences (issue 48 item 5). */
describe(`migration ${MIGRATION}`, () => {
  const { serverUrl } = inject('testDatabase');
  const name = `sy_test_migration_${randomUUID().slice(0, 8)}`;
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 });
  const query = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

  const EVENTS: [string, string | null][] = [
    ['approved', 'North Depot, 2026-12-01 – 2027-03-01'],
    ['lot_received', 'Sofa (big) (3) at B-01-1'],
    ['intake_completed', '2'],
    ['release_requested', 'Pickup on 2026-12-10: Sofa, Lamp'],
    ['lot_in_transit', 'Sofa'],
    ['extension_requested', '2027-03-01 → 2027-06-01'],
    ['extension_accepted', '2027-06-01'],
    ['cancelled', null],
    ['lot_received', 'Something written by hand'],
  ];

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database "${name}"`);
    const before = migrationsBefore(MIGRATION);
    try {
      await migrate(drizzle(pool), { migrationsFolder: before.folder });
    } finally {
      before.dispose();
    }
    const [user] = await query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       values ('old', 'old@example.com', 'x', 'Olga', 'Owner', 'customer') returning id`,
    );
    const [branch] = await query<{ id: number }>(
      `insert into branches (name, location, capacity, available_space) values ('North Depot', 'Quay 1', 10, 10) returning id`,
    );
    const [application] = await query<{ id: number }>(
      `insert into applications (customer_id, full_name, email, phone, item_type, storage_type)
       values ($1, 'Olga Owner', 'old@example.com', '+15551234567', 'Furniture', 'standard') returning id`,
      [user!.id],
    );
    const [agreement] = await query<{ id: number }>(
      `insert into storage_agreements (application_id, customer_id, branch_id, volume, start_date, end_date)
       values ($1, $2, $3, 4, '2026-12-01', '2027-03-01') returning id`,
      [application!.id, user!.id, branch!.id],
    );
    for (const [kind, detail] of EVENTS)
      await query(`insert into agreement_events (agreement_id, kind, detail) values ($1, $2, $3)`, [
        agreement!.id,
        kind,
        detail,
      ]);
    const assignment = (task: string, description: string, kind: string) =>
      query(
        `insert into assignments (employee_id, branch_id, task, description, due_date, kind, agreement_id)
         values ($1, $2, $3, $4, now(), $5, $6)`,
        [user!.id, branch!.id, task, description, kind, agreement!.id],
      );
    await assignment(
      `Intake for storage application #${application!.id}`,
      'Receive the goods of Olga Owner (Furniture): 4 units reserved until 2027-03-01.',
      'intake',
    );
    await assignment(
      `Release for storage agreement #${agreement!.id}`,
      'Deliver on 2026-12-10 to 1 Quay St: Sofa.',
      'release',
    );
    await query(
      `insert into settings (key, value) values ('system', '{"db_host": "db", "db_port": 5433, "db_query_timeout_seconds": 30}')`,
    );
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR });
  }, 120_000);

  afterAll(async () => {
    await pool.end();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  });

  it('when the timeline held English sentences, then each recognised one becomes facts and the rest stays as written', async () => {
    const rows = await query<{ kind: string; facts: unknown; detail: string | null }>(
      `select kind, facts, detail from agreement_events order by id`,
    );
    expect(rows).toEqual([
      { kind: 'approved', facts: { branch: 'North Depot', start: '2026-12-01', end: '2027-03-01' }, detail: null },
      { kind: 'lot_received', facts: { lot: 'Sofa (big)', pieces: 3, place: 'B-01-1' }, detail: null },
      { kind: 'intake_completed', facts: { count: 2 }, detail: null },
      { kind: 'release_requested', facts: { method: 'pickup', date: '2026-12-10', lots: 'Sofa, Lamp' }, detail: null },
      { kind: 'lot_in_transit', facts: { lot: 'Sofa' }, detail: null },
      { kind: 'extension_requested', facts: { from: '2027-03-01', to: '2027-06-01' }, detail: null },
      { kind: 'extension_accepted', facts: { date: '2027-06-01' }, detail: null },
      { kind: 'cancelled', facts: null, detail: null },
      { kind: 'lot_received', facts: null, detail: 'Something written by hand' },
    ]);
  });

  it('when intake and release work was written in English, then it carries its facts', async () => {
    const rows = await query<{ kind: string; facts: Record<string, unknown> }>(
      `select kind, facts from assignments order by id`,
    );
    expect(rows[0]).toMatchObject({
      kind: 'intake',
      facts: { kind: 'intake', customer: 'Olga Owner', item_type: 'Furniture', volume: 4, end_date: '2027-03-01' },
    });
    expect(rows[1]).toMatchObject({
      kind: 'release',
      facts: { kind: 'release', method: 'delivery', date: '2026-12-10', address: '1 Quay St', lots: 'Sofa' },
    });
  });

  it('when the database connection settings were stored, then they are gone and the acting ones stay', async () => {
    const [row] = await query<{ value: Record<string, unknown> }>(`select value from settings where key = 'system'`);
    expect(row!.value).toEqual({ db_query_timeout_seconds: 30 });
  });
});
