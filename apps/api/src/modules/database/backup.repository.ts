import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Backups hold data only: every application table's rows as COPY blocks in a plain SQL file that
 * psql can also replay. No schema (the migrations make it), no sessions (a restore signs everyone
 * out), and nothing from DATA_DIR: the signing secret and the key that seals two-factor secrets
 * never leave the server, so a stolen backup cannot mint a token.
 */
export const BACKUP_FORMAT = 1;

/** Tables whose rows are not data worth restoring, or must not travel (sign-ins, and who failed them from where). */
const EXCLUDED_TABLES = new Set(['sessions', 'sign_in_throttles']);
/**
 * Tables a backup neither holds nor a restore empties: the catalogue of backup files describes
 * files outside the database, which a restore does not bring back or remove.
 */
const UNTOUCHED_TABLES = new Set(['backups']);

export type BackupTable = { name: string; columns: string[]; serials: string[] };

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The public tables in an order that satisfies their foreign keys (parents first), with their
 * columns and the ones fed by a sequence. Read from the catalog, so new tables are covered.
 */
/** Runs one statement and answers its rows: a pg client, or another engine holding the same schema. */
export type RunQuery = (text: string) => Promise<{ rows: unknown[] }>;

export async function backupTables(run: RunQuery): Promise<BackupTable[]> {
  const tables = (await run(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns,
           array_agg(case when pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null
                          then a.attname::text end order by a.attnum) as serials
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind = 'r'
    group by c.relname`)) as { rows: { name: string; columns: string[]; serials: (string | null)[] }[] };
  const parents = (await run(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
    where c.contype = 'f' and c.conrelid <> c.confrelid`)) as { rows: { child: string; parent: string }[] };
  const byName = new Map(
    tables.rows
      .filter((row) => !EXCLUDED_TABLES.has(row.name) && !UNTOUCHED_TABLES.has(row.name))
      .map((row) => [
        row.name,
        { name: row.name, columns: row.columns, serials: row.serials.filter((s) => s !== null) },
      ]),
  );
  const ordered: BackupTable[] = [];
  const visit = (name: string, path: Set<string>) => {
    const table = byName.get(name);
    if (!table || ordered.includes(table) || path.has(name)) return;
    path.add(name);
    for (const edge of parents.rows)
      if (edge.child.replaceAll('"', '') === name) visit(edge.parent.replaceAll('"', ''), path);
    ordered.push(table);
  };
  for (const name of [...byName.keys()].sort()) visit(name, new Set());
  return ordered;
}

/** Writes one table's rows, as COPY text, to `out` (left open). */
export type CopyOut = (statement: string, out: Writable) => Promise<void>;

/** The backup file: header, truncation, each table's COPY block, sequences moved past the data. */
export async function writeBackupFile(
  out: Writable,
  header: { migration: string | null; createdAt: Date },
  tables: readonly BackupTable[],
  copyOut: CopyOut,
): Promise<void> {
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
  await write(
    `-- Stockyard backup (data only)\n-- format: ${BACKUP_FORMAT}\n-- migration: ${header.migration ?? 'none'}\n` +
      `-- created_at: ${header.createdAt.toISOString()}\n` +
      `-- Restore: npm run restore-backup -- <file> (or gunzip -c <file> | psql on a migrated database)\n` +
      `set client_encoding = 'UTF8';\nbegin;\nset constraints all deferred;\n` +
      `truncate ${[...tables.map((t) => t.name), ...EXCLUDED_TABLES].map(q).join(', ')} restart identity cascade;\n`,
  );
  for (const table of tables) {
    const columns = table.columns.map(q).join(', ');
    await write(`copy public.${q(table.name)} (${columns}) from stdin;\n`);
    await copyOut(`copy public.${q(table.name)} (${columns}) to stdout`, out);
    await write('\\.\n');
  }
  for (const table of tables)
    for (const column of table.serials)
      await write(
        `select setval(pg_get_serial_sequence('public.${q(table.name)}', '${column}'), ` +
          `coalesce(max(${q(column)}), 0) + 1, false) from public.${q(table.name)};\n`,
      );
  await write('commit;\n');
}

/**
 * Streams one COPY into `target`, left open for the next, with backpressure. Not pipeline(): with
 * `end: false` it leaves a listener on the target per call, one per table.
 */
function copyInto(source: Readable, target: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      source.unpipe(target);
      target.off('error', fail);
      source.destroy();
      reject(error);
    };
    target.on('error', fail);
    source.once('error', fail);
    source.once('end', () => {
      target.off('error', fail);
      resolve();
    });
    source.pipe(target, { end: false });
  });
}

/**
 * Writes the backup to `out` from one REPEATABLE READ snapshot, so every table is seen at the same
 * instant, streaming each table (memory stays flat whatever the size).
 */
export async function writeBackup(
  client: pg.PoolClient,
  header: { migration: string | null; createdAt: Date },
  out: Writable,
): Promise<void> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const tables = await backupTables((text) => client.query(text));
    await writeBackupFile(out, header, tables, (statement, target) =>
      copyInto(client.query(copyTo(statement)), target),
    );
  } finally {
    await client.query('rollback');
  }
}

export type BackupHeader = { format: number; migration: string | null };

/** Reads the comment header of a backup file. */
export function parseBackupHeader(lines: string[]): BackupHeader | null {
  const value = (key: string) => lines.find((line) => line.startsWith(`-- ${key}: `))?.slice(key.length + 5);
  if (!lines[0]?.startsWith('-- Stockyard backup')) return null;
  const migration = value('migration');
  return { format: Number(value('format')), migration: migration === 'none' ? null : (migration ?? null) };
}

/**
 * Replays a backup on one connection: statements run as they come, each COPY block is streamed
 * into the table. The file's own begin/commit make it all or nothing. Returns rows per table.
 */
export async function replayBackup(client: pg.PoolClient | pg.Client, input: Readable): Promise<Map<string, number>> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  const restored = new Map<string, number>();
  let copy: { table: string; stream: Writable; done: Promise<void>; rows: number } | null = null;
  let statement = '';
  try {
    for await (const line of lines) {
      if (copy) {
        if (line === '\\.') {
          copy.stream.end();
          await copy.done;
          restored.set(copy.table, copy.rows);
          copy = null;
        } else {
          copy.rows += 1;
          if (!copy.stream.write(`${line}\n`)) await new Promise((resolve) => copy!.stream.once('drain', resolve));
        }
        continue;
      }
      if (line.startsWith('--') || line.trim() === '') continue;
      statement += `${line}\n`;
      if (!line.trimEnd().endsWith(';')) continue;
      const match = /^copy public\."((?:[^"]|"")+)" .* from stdin;\s*$/i.exec(statement.trim());
      if (match) {
        const stream = client.query(copyFrom(statement.trim().replace(/;$/, '')));
        const done = new Promise<void>((resolve, reject) => {
          stream.on('finish', resolve);
          stream.on('error', reject);
        });
        copy = { table: match[1]!.replaceAll('""', '"'), stream, done, rows: 0 };
      } else {
        await client.query(statement);
      }
      statement = '';
    }
    if (copy || statement.trim()) throw new Error('the backup file ends in the middle of a statement');
  } catch (error) {
    // A COPY still open holds the connection: abort it (CopyFail) before rolling back.
    const open = copy as { stream: Writable; done: Promise<void> } | null;
    if (open) {
      open.stream.destroy(new Error('restore aborted'));
      await open.done.catch(() => undefined);
    }
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  return restored;
}
