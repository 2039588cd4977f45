import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { MIGRATIONS_DIR } from '../../lib/paths.js';
import { backupTables, writeBackupFile } from './backup.repository.js';
import { migrationState } from './database.repository.js';
import { restoreBackup } from './restore.service.js';
import type { Database } from '../../db/client.js';

/**
 * Earlier versions kept their database in DATA_DIR itself, run by PGlite (PostgreSQL as WASM). This
 * one-off carries such a database into the embedded PostgreSQL: the PGlite files move aside to
 * DATA_DIR-pglite (kept, never deleted), PGlite reads them once, brings their schema up to this
 * version's migrations, writes every table as a data-only backup, and the backup is restored into
 * the new database. The signing secret is copied too, so sealed two-factor secrets still open.
 */
export type CarryOver = { from: string; tables: number; rows: number };

/** Files of DATA_DIR that are the app's, not PGlite's: they stay with the new DATA_DIR. */
const APP_FILES = ['jwt-secret', 'backup-key'];

export function pgliteDirOf(dataDir: string): string | null {
  const absolute = resolve(dataDir);
  if (existsSync(join(absolute, 'PG_VERSION'))) return absolute;
  if (existsSync(join(`${absolute}-pglite`, 'PG_VERSION'))) return `${absolute}-pglite`;
  return null;
}

/** Moves the PGlite files aside (once) and answers where they now are. */
export function movePgliteAside(dataDir: string): string {
  const absolute = resolve(dataDir);
  const aside = `${absolute}-pglite`;
  if (!existsSync(join(absolute, 'PG_VERSION'))) return aside;
  if (existsSync(aside)) throw new Error(`${aside} already exists: move it away first`);
  renameSync(absolute, aside);
  mkdirSync(absolute, { recursive: true });
  for (const file of APP_FILES) if (existsSync(join(aside, file))) cpSync(join(aside, file), join(absolute, file));
  return aside;
}

/** Reads the PGlite database in `pgliteDir` and restores its rows into `target` (already migrated). */
export async function carryOver(pgliteDir: string, target: Database): Promise<CarryOver> {
  // Loaded only here: nothing else in the server runs PGlite any more, so it is an optional
  // dependency (npm installs it by default; an install without it can still run everything else).
  const { PGlite } = await import('@electric-sql/pglite').catch((error: unknown) => {
    throw new Error('The carry-over needs the optional package @electric-sql/pglite: npm install it first', {
      cause: error,
    });
  });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const source = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  const chunks: Buffer[] = [];
  // The file never leaves this process: a one-off key signs it and checks it.
  const key = randomBytes(32);
  try {
    await migrate(drizzle(source), { migrationsFolder: MIGRATIONS_DIR });
    const run = (statement: string) => source.query(statement) as Promise<{ rows: unknown[] }>;
    const tables = await backupTables(run);
    const { latest } = await migrationState(target.db);
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackupFile(
      out,
      { migration: latest, createdAt: new Date() },
      tables,
      async (statement, sink) => {
        // PGlite's COPY TO writes into a blob device rather than a stream.
        const result = await source.query(statement.replace(/ to stdout$/, " to '/dev/blob'"));
        const blob = (result as { blob?: Blob }).blob;
        if (blob) sink.write(Buffer.from(await blob.arrayBuffer()));
      },
      key,
    );
    out.end();
  } finally {
    await source.close();
  }
  const restored = await restoreBackup(target.db, target.pool, () => Readable.from([Buffer.concat(chunks)]), { key });
  return { from: pgliteDir, ...restored };
}
