import { Transform, type Readable, type Writable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_MAGIC,
  END_OF_BLOCK,
  endLine,
  headerLine,
  signingStream,
  tableLine,
} from './backup-format.js';

/**
 * Backups hold data only: every application table's rows as COPY text blocks in a signed data file
 * (backup-format.ts) that a restore reads as data, never as statements. No schema (the migrations make it), no sessions (a restore signs everyone
 * out), and nothing from DATA_DIR: the signing secret and the key that seals two-factor secrets
 * never leave the server, so a stolen backup cannot mint a token.
 */

/** Tables whose rows are not data worth restoring, or must not travel (sign-ins, and who failed them from where). */
export const EXCLUDED_TABLES = new Set(['sessions', 'sign_in_throttles']);
/**
 * Tables a backup neither holds nor a restore empties: the catalogue of backup files describes
 * files outside the database, which a restore does not bring back or remove; the server identity
 * belongs to the processes running on this database, not to the data.
 */
const UNTOUCHED_TABLES = new Set(['backups', 'server_identity']);

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

/** Ends `stream` and waits until everything written to it has gone on through its pipe. */
const drained = (stream: Transform) =>
  new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
    stream.end();
  });

/** A pass-through that counts the lines (COPY text rows) going through it. */
function lineCounter(): { stream: Transform; count: () => number } {
  let lines = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
      callback(null, chunk);
    },
  });
  return { stream, count: () => lines };
}

/**
 * The backup file (format in backup-format.ts): marker, header, each table's rows as a COPY text
 * block, counts, and the signature under `key` over all of it. `out` is left open.
 */
export async function writeBackupFile(
  out: Writable,
  header: { migration: string | null; createdAt: Date },
  tables: readonly BackupTable[],
  copyOut: CopyOut,
  key: Buffer,
): Promise<void> {
  const signed = signingStream(key);
  signed.pipe(out, { end: false });
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => signed.write(text, (error) => (error ? reject(error) : resolve())));
  await write(`${BACKUP_MAGIC}\n`);
  await write(
    headerLine({ format: BACKUP_FORMAT, migration: header.migration, created_at: header.createdAt.toISOString() }),
  );
  let rows = 0;
  for (const table of tables) {
    await write(tableLine({ name: table.name, columns: table.columns }));
    const counter = lineCounter();
    counter.stream.pipe(signed, { end: false });
    await copyOut(`copy public.${q(table.name)} (${table.columns.map(q).join(', ')}) to stdout`, counter.stream);
    await drained(counter.stream);
    rows += counter.count();
    await write(`${END_OF_BLOCK}\n`);
  }
  await write(endLine(tables.length, rows));
  await drained(signed);
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
  key: Buffer,
): Promise<void> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const tables = await backupTables((text) => client.query(text));
    await writeBackupFile(
      out,
      header,
      tables,
      (statement, target) => copyInto(client.query(copyTo(statement)), target),
      key,
    );
  } finally {
    await client.query('rollback');
  }
}
