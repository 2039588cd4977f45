import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** Per table: "<row count>:<newest row version>". */
export type DbSnapshot = Record<string, string>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A cheap fingerprint of every table in the public schema (tables added later are covered without
 * a list to keep up to date). Any committed insert or update gives a row a newer xmin than any
 * before it, and a delete alone lowers the count, so a change to any table changes its fingerprint;
 * a rolled-back write leaves it as it was. Cheap enough to take around every request of a fuzz run.
 */
export async function snapshotDatabase(db: Db, options: { ignore?: readonly string[] } = {}): Promise<DbSnapshot> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((row) => row.name)
    .filter((name) => !options.ignore?.includes(name));
  if (tables.length === 0) return {};
  const parts = tables.map((name) => {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const label = `'${name.replaceAll("'", "''")}'`;
    return `select ${label} as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as print from ${quoted}`;
  });
  const rows = rowsOf<{ name: string; print: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose rows differ between two snapshots (added, removed or changed). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
