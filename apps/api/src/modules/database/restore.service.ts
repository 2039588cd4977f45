import { createReadStream } from 'node:fs';
import { PassThrough, type Readable, type Transform, type Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { BackupDecryptionError, DECRYPTION_FAILED, decryptionStream, sniffBackupFile } from './backup-crypto.js';
import {
  BackupDamagedError,
  BackupFormatError,
  readBackup,
  type BackupBlock,
  type BackupFileHeader,
} from './backup-format.js';
import { backupTables, EXCLUDED_TABLES, type BackupTable } from './backup.repository.js';
import { migrationState } from './database.repository.js';
import { connectForLongJob } from '../../db/statement-timeout.js';

/**
 * A backup file opened for reading: decrypted when it is encrypted (with BACKUP_KEY's key), then
 * gunzipped when it is gzipped (downloads and kept backups are). Errors of a stage reach the reader.
 */
export function openBackupFile(path: string, encryptionKey: Buffer | null): Readable {
  const kind = sniffBackupFile(path);
  if (kind === 'plain') return createReadStream(path);
  if (kind === 'encrypted' && !encryptionKey)
    throw invalid('This backup is encrypted: set the BACKUP_KEY it was made with, then restore it.');
  const stages: (Readable | Transform)[] = [createReadStream(path)];
  if (kind === 'encrypted') stages.push(decryptionStream(encryptionKey!));
  stages.push(createGunzip());
  const out = new PassThrough();
  // GCM checks its tag only at the end, so a wrong key first shows as gzip refusing the garbage.
  const reason = (error: NodeJS.ErrnoException) =>
    kind === 'encrypted' && error.code?.startsWith('Z_') ? new BackupDecryptionError(DECRYPTION_FAILED) : error;
  stages.forEach((stage, index) => {
    stage.on('error', (error: NodeJS.ErrnoException) => out.destroy(reason(error)));
    stage.pipe((stages[index + 1] as Transform | undefined) ?? out);
  });
  return out;
}

export type RestoreOptions = {
  /** The backup key of the server that made the file (resolveBackupKey). */
  key: Buffer;
  /** The operator's explicit word that an unsigned, edited or foreign file may be restored. */
  acceptUnsigned?: boolean;
};

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

const invalid = (detail: string) => new AppError('VALIDATION', detail);

/** Checks one TABLE line against the current schema: a known table, once, with exactly its columns. */
function checkBlock(block: BackupBlock, known: Map<string, BackupTable>, seen: Set<string>): void {
  const table = known.get(block.name);
  if (!table) throw invalid(`The backup holds a table this database does not restore: ${block.name}.`);
  if (seen.has(block.name)) throw invalid(`The backup holds the table ${block.name} twice.`);
  seen.add(block.name);
  const expected = [...table.columns].sort().join(',');
  if (new Set(block.columns).size !== block.columns.length || [...block.columns].sort().join(',') !== expected)
    throw invalid(`The backup's columns of ${block.name} do not match this database's.`);
}

function checkHeader(header: BackupFileHeader, latest: string | null): void {
  if (header.migration !== latest)
    throw new AppError(
      'CONFLICT',
      `The backup was taken at migration ${header.migration ?? 'none'} and this database is at ${latest ?? 'none'}. ` +
        'Restore it with the Stockyard version that made it, then upgrade.',
    );
}

/** Turns a malformed file's reason into a clear 400; other errors (the database's) pass through. */
async function asBackupErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const damaged = (reason: string) =>
      invalid(
        `The backup was changed or damaged after it was made: its signature does not match its content (${reason}). ` +
          'Restore another copy of it, or another backup.',
      );
    if (error instanceof BackupDamagedError) throw damaged(error.message);
    // A gzip file whose data is corrupt was damaged, even where the damage comes before its first
    // line could be read (zlib reports nothing until a chunk decodes); only a wrong gzip header means
    // the file is something else.
    if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' && !/header check/.test((error as Error).message))
      throw damaged((error as Error).message);
    if (error instanceof BackupFormatError) throw invalid(`This file is not a Stockyard backup: ${error.message}.`);
    if (error instanceof BackupDecryptionError) throw invalid(`This backup cannot be restored: ${error.message}.`);
    if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR')
      throw invalid('This file is not a Stockyard backup: it is not valid gzip.');
    throw error;
  }
}

/**
 * Reads the whole file without touching the database: its shape, its tables and columns against
 * the current schema, its migration, and its signature. Refuses an unsigned, edited or foreign
 * file unless the operator accepted that.
 */
async function verifyBackup(
  input: Readable,
  known: Map<string, BackupTable>,
  latest: string | null,
  options: RestoreOptions,
) {
  const seen = new Set<string>();
  const trailer = await asBackupErrors(() =>
    readBackup(input, options.key, (event) => {
      if (event.kind === 'header') checkHeader(event.header, latest);
      if (event.kind === 'table') checkBlock(event.block, known, seen);
    }),
  );
  const missing = [...known.keys()].filter((name) => !seen.has(name));
  if (missing.length > 0) throw invalid(`The backup lacks the tables ${missing.join(', ')}.`);
  if (!trailer.valid && !options.acceptUnsigned)
    throw invalid(
      trailer.signed
        ? 'The backup was changed after it was made, or made by another server (its signature does not match this ' +
            "server's backup key). Restore it only if you trust it, with --accept-unsigned."
        : 'The backup is not signed. Restore it only if you trust it, with --accept-unsigned.',
    );
}

/** Streams one table's rows into COPY ... FROM STDIN, with backpressure. */
function openCopy(client: pg.PoolClient | pg.Client, block: BackupBlock) {
  const stream: Writable = client.query(
    copyFrom(`copy public.${q(block.name)} (${block.columns.map(q).join(', ')}) from stdin`),
  );
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  return { stream, done };
}

/**
 * Replaces every table's rows with the backup's, in one transaction that completes or leaves the
 * database as it was; sessions are emptied, so everyone signs in again. The file is read twice:
 * first checked whole (shape, schema, signature) before anything is touched, then its rows are
 * copied, and the signature is checked again before the commit, in case the file changed between.
 * Nothing in the file is run as SQL: its rows go to COPY of tables and columns taken from the schema.
 */
export async function restoreBackup(db: Db, pool: pg.Pool, open: () => Readable, options: RestoreOptions) {
  const { latest } = await migrationState(db);
  const tables = await backupTables((text) => pool.query(text));
  const known = new Map(tables.map((table) => [table.name, table]));
  await verifyBackup(open(), known, latest, options);

  // A backup or restore of a large database runs longer than the Query Timeout allows a request.
  const client = await connectForLongJob(pool);
  let copy: ReturnType<typeof openCopy> | null = null;
  const restored = new Map<string, number>();
  try {
    await client.query('begin');
    await client.query('set constraints all deferred');
    await client.query(
      `truncate ${[...tables.map((t) => t.name), ...EXCLUDED_TABLES].map(q).join(', ')} restart identity cascade`,
    );
    const seen = new Set<string>();
    let current = '';
    const trailer = await asBackupErrors(() =>
      readBackup(open(), options.key, async (event) => {
        if (event.kind === 'header') checkHeader(event.header, latest);
        else if (event.kind === 'table') {
          checkBlock(event.block, known, seen);
          copy = openCopy(client, event.block);
          current = event.block.name;
          restored.set(current, 0);
        } else if (event.kind === 'row' && copy) {
          restored.set(current, (restored.get(current) ?? 0) + 1);
          const open = copy as ReturnType<typeof openCopy>;
          if (!open.stream.write(Buffer.concat([event.line, Buffer.from('\n')])))
            await new Promise((resolve) => open.stream.once('drain', resolve));
        } else if (event.kind === 'end-table' && copy) {
          const open = copy as ReturnType<typeof openCopy>;
          copy = null;
          open.stream.end();
          await open.done;
        }
      }),
    );
    if (seen.size !== known.size || (!trailer.valid && !options.acceptUnsigned))
      throw invalid('The backup changed while it was being restored; nothing was restored.');
    for (const table of tables)
      for (const column of table.serials)
        await client.query(
          `select setval(pg_get_serial_sequence('public.${q(table.name)}', '${column}'), ` +
            `coalesce(max(${q(column)}), 0) + 1, false) from public.${q(table.name)}`,
        );
    await client.query('commit');
  } catch (error) {
    // A COPY still open holds the connection: abort it (CopyFail) before rolling back.
    const open = copy as ReturnType<typeof openCopy> | null;
    if (open) {
      open.stream.destroy(new Error('restore aborted'));
      await open.done.catch(() => undefined);
    }
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { tables: restored.size, rows: [...restored.values()].reduce((sum, rows) => sum + rows, 0) };
}
