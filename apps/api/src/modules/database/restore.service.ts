import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { BACKUP_FORMAT, parseBackupHeader, replayBackup } from './backup.repository.js';
import { migrationState } from './database.repository.js';

/** A backup file opened for reading: gunzipped when it is gzipped (the download is). */
export function openBackupFile(path: string): Readable {
  const file = createReadStream(path);
  return path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
}

async function firstLines(input: Readable, count: number): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input, crlfDelay: Infinity });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length >= count) break;
  }
  reader.close();
  input.destroy();
  return lines;
}

/**
 * Replaces every table's rows with the backup's, in one transaction; sessions are emptied, so
 * everyone signs in again. Only a backup of the same schema (migration) is accepted: columns added
 * or removed since would not line up.
 */
export async function restoreBackup(db: Db, pool: pg.Pool, open: () => Readable) {
  const header = parseBackupHeader(await firstLines(open(), 8));
  if (!header || header.format !== BACKUP_FORMAT)
    throw new AppError('VALIDATION', 'This file is not a Stockyard backup.');
  const { latest } = await migrationState(db);
  if (header.migration !== latest) {
    throw new AppError(
      'CONFLICT',
      `The backup was taken at migration ${header.migration ?? 'none'} and this database is at ${latest ?? 'none'}. ` +
        'Restore it with the Stockyard version that made it, then upgrade.',
    );
  }
  const client = await pool.connect();
  try {
    const restored = await replayBackup(client, open());
    return { tables: restored.size, rows: [...restored.values()].reduce((sum, rows) => sum + rows, 0) };
  } finally {
    client.release();
  }
}
