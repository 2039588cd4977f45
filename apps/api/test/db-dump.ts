import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every row of every public table, as text in a stable order, and every sequence's position: two
 * dumps are equal only when the data is the same row for row and value for value. For checks that
 * something changed nothing at all (a refused restore); snapshotDatabase is the cheap alternative.
 */
export async function dumpDatabase(db: Db): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).map((row) => row.name);
  const dump: Record<string, string[]> = {};
  for (const name of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    dump[name] = rowsOf<{ row: string }>(
      await db.execute(sql.raw(`select t::text as row from ${quoted} t order by 1`)),
    ).map((row) => row.row);
  }
  const sequences = rowsOf<{ name: string; position: string }>(
    await db.execute(
      sql`select sequencename as name, coalesce(last_value, 0)::text || ':' || (last_value is not null)::text as position
          from pg_sequences where schemaname = 'public' order by sequencename`,
    ),
  );
  dump['(sequences)'] = sequences.map((row) => `${row.name}=${row.position}`);
  return dump;
}
