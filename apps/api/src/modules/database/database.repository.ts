import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { MIGRATIONS_JOURNAL } from '../../lib/paths.js';

/** Raw SQL rows (node-postgres answers `{ rows }`). */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function serverVersion(db: Db): Promise<string> {
  const [row] = await select<{ version: string }>(db, sql`select current_setting('server_version') as version`);
  return row?.version ?? 'unknown';
}

export async function databaseSize(db: Db): Promise<number> {
  const [row] = await select<{ size: string }>(db, sql`select pg_database_size(current_database())::text as size`);
  return Number(row?.size ?? 0);
}

/** Exact row counts of the application's tables (schema public), in one statement. */
export async function tableRowCounts(db: Db): Promise<{ name: string; rows: number }[]> {
  const names = (
    await select<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  if (names.length === 0) return [];
  const counts = sql.join(
    names.map(
      (name) =>
        sql`select ${name}::text as name, count(*)::text as rows from ${sql.identifier('public')}.${sql.identifier(name)}`,
    ),
    sql` union all `,
  );
  const rows = await select<{ name: string; rows: string }>(db, counts);
  return rows.map((row) => ({ name: row.name, rows: Number(row.rows) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Tags of the migrations this build ships, by their timestamp (what the migrator stores). */
function journalTags(): Map<number, string> {
  try {
    const journal = JSON.parse(readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  } catch {
    return new Map();
  }
}

/** Applied migrations as drizzle's migrator records them (schema drizzle). */
export async function migrationState(db: Db) {
  const rows = await select<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc`,
  );
  const newest = rows[0] ? Number(rows[0].created_at) : null;
  return {
    latest: newest === null ? null : (journalTags().get(newest) ?? String(newest)),
    applied: rows.length,
    created_at: newest === null ? null : new Date(newest).toISOString(),
  };
}
