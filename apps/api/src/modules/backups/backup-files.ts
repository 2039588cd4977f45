import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { STORED_BACKUP_NAME } from '@stockyard/domain';
import type pg from 'pg';
import { encryptionStream } from '../database/backup-crypto.js';
import { writeBackup } from '../database/backup.repository.js';
import { connectForLongJob } from '../../db/statement-timeout.js';

/**
 * Backup files in the backup folder (BACKUP_DIR). Only names of the one shape the server gives
 * (STORED_BACKUP_NAME) are ever joined to the folder, so no stored or requested value can point
 * outside it. Files are readable by the server's user only: they hold password hashes.
 */
export function backupPath(dir: string, fileName: string): string {
  if (!STORED_BACKUP_NAME.test(fileName)) throw new Error(`not a backup file name: ${JSON.stringify(fileName)}`);
  return join(resolve(dir), fileName);
}

const partialPath = (dir: string, fileName: string) => join(resolve(dir), `.${fileName}.partial`);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Writes a data-only backup (one REPEATABLE READ snapshot, gzipped) to a hidden partial file and
 * renames it into place when complete, so the folder never shows half a backup. Answers its size.
 */
export async function writeBackupFile(
  pool: pg.Pool,
  dir: string,
  fileName: string,
  header: { migration: string | null; createdAt: Date },
  keys: { signing: Buffer; encryption: Buffer | null },
): Promise<number> {
  const target = backupPath(dir, fileName);
  const partial = partialPath(dir, fileName);
  await mkdir(resolve(dir), { recursive: true, mode: 0o700 });
  // A backup or restore of a large database runs longer than the Query Timeout allows a request.
  const client = await connectForLongJob(pool);
  try {
    const sql = new PassThrough();
    // Settles as soon as the file fails (full disk, no permission): that error is the one to report.
    const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const written = (
      keys.encryption
        ? pipeline(sql, createGzip(), encryptionStream(keys.encryption), file)
        : pipeline(sql, createGzip(), file)
    ).then(
      () => null,
      (error: unknown) => error,
    );
    try {
      await writeBackup(client, header, sql, keys.signing);
      sql.end();
    } catch (error) {
      // The pipeline then answers the first error: the file's if it failed first, else this one.
      sql.destroy(error as Error);
      throw (await written) ?? error;
    }
    const fileError = await written;
    if (fileError) throw fileError;
    await rename(partial, target);
    return (await stat(target)).size;
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The file and its size, or null when it is not in this server's folder (or the name is not one we give). */
export async function openBackupFile(
  dir: string,
  fileName: string,
): Promise<{ stream: Readable; size: number } | null> {
  if (!STORED_BACKUP_NAME.test(fileName)) return null;
  const path = backupPath(dir, fileName);
  try {
    const { size } = await stat(path);
    return { stream: createReadStream(path), size };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Deletes a backup's file and any partial one left by an interrupted run; a missing file is fine. */
export async function removeBackupFile(dir: string, fileName: string): Promise<void> {
  // A name the server never gives (a hand-edited row) points at no file of ours.
  if (!STORED_BACKUP_NAME.test(fileName)) return;
  for (const path of [backupPath(dir, fileName), partialPath(dir, fileName)])
    await unlink(path).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
}

/** A reason an admin can act on, never an internal message. */
export function backupFailureReason(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOSPC':
      return 'The backup folder is full';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'The backup folder is not writable';
    default:
      return 'The backup could not be completed';
  }
}
