import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BACKUP_MESSAGES,
  backupRetentionCutoff,
  storedBackupFileName,
  type BackupKind,
  type BackupList,
  type BackupListQuery,
} from '@stockyard/domain';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { migrationState } from '../database/database.repository.js';
import { readSystemSettings, saveLastBackupAt } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { backupFailureReason, openBackupFile, removeBackupFile, writeBackupFile } from './backup-files.js';
import { whenNoBackupIsWritten, whileWritingBackup } from './backup-lock.js';
import {
  completeBackup,
  deleteExpiredBackups,
  deleteFinishedBackup,
  failAbandonedBackups,
  failBackup,
  findBackup,
  insertRunningBackup,
  listBackupPage,
  toBackupEntry,
  type BackupRow,
} from './backups.repository.js';

/** What taking and keeping backups needs: the database, its pool (COPY streams) and the backup folder. */
export type BackupDeps = {
  db: Db;
  pool: pg.Pool;
  backupDir: string;
  /** Signs every backup; encrypts kept ones when BACKUP_KEY is set (backup-crypto.ts). */
  backupKeys: { signing: Buffer; encryption: Buffer | null };
};

/** Who asked for a backup; null for the schedule. */
export type BackupRequester = { admin: UserRow; origin: RequestOrigin } | null;

const NO_ORIGIN: RequestOrigin = { ipAddress: null, userAgent: null };

/**
 * Takes a backup into the backup folder and the catalogue: listed as running first, complete (with
 * its size) once the file is in place, failed with a reason otherwise. The last-backup time and the
 * activity log follow the completion; then retention runs.
 */
export async function takeBackup(
  deps: BackupDeps,
  kind: BackupKind,
  requester: BackupRequester,
  now = new Date(),
): Promise<BackupRow> {
  const { db, pool, backupDir, backupKeys } = deps;
  const fileName = storedBackupFileName(now, randomBytes(4).toString('hex'));
  const { latest } = await migrationState(db);
  // Listed as running only while this run holds the writers' lock, so a dead run is told apart.
  const { running, size } = await whileWritingBackup(pool, async () => {
    const running = await insertRunningBackup(db, { fileName, kind, migration: latest, createdAt: now });
    try {
      return {
        running,
        size: await writeBackupFile(pool, backupDir, fileName, { migration: latest, createdAt: now }, backupKeys),
      };
    } catch (error) {
      await failBackup(db, running.id, backupFailureReason(error), new Date());
      throw error;
    }
  });
  const completed = await db.transaction(async (tx) => {
    const row = await completeBackup(tx, running.id, size, new Date());
    await saveLastBackupAt(tx, now, requester?.admin.id ?? null);
    await recordActivity(
      tx,
      {
        userId: requester?.admin.id ?? null,
        action: 'database_backup',
        description:
          kind === 'scheduled' ? `Scheduled database backup (${fileName})` : `Created a database backup (${fileName})`,
        category: 'security',
      },
      requester?.origin ?? NO_ORIGIN,
    );
    return row;
  });
  await applyRetention(deps, now);
  return completed;
}

/**
 * Deletes backups older than the admin's retention (rows, then files), never the newest complete
 * one; backups left running by a dead process are first marked failed and their partial files
 * removed. Answers how many were deleted.
 */
export async function applyRetention(deps: BackupDeps, now = new Date()): Promise<number> {
  const { backup_retention_days } = await readSystemSettings(deps.db);
  await cleanAbandonedBackups(deps, now);
  const expired = await deleteExpiredBackups(deps.db, backupRetentionCutoff(backup_retention_days, now));
  for (const row of expired) await removeBackupFile(deps.backupDir, row.fileName);
  return expired.length;
}

/**
 * Backups still marked running while no process writes one (a crash or kill mid-backup): failed,
 * with their partial files removed. Run at start and after each backup; answers how many.
 */
export async function cleanAbandonedBackups(deps: BackupDeps, now = new Date()): Promise<number> {
  const abandoned = await whenNoBackupIsWritten(deps.pool, () =>
    failAbandonedBackups(deps.db, 'The backup was interrupted before it finished', now),
  );
  for (const row of abandoned ?? []) await removeBackupFile(deps.backupDir, row.fileName);
  return abandoned?.length ?? 0;
}

export async function listBackups(db: Db, { page, limit }: BackupListQuery): Promise<BackupList> {
  const { rows, total } = await listBackupPage(db, (page - 1) * limit, limit);
  return { backups: rows.map(toBackupEntry), total, page, limit, total_pages: Math.ceil(total / limit) };
}

async function finishedBackup(db: Db, id: number): Promise<BackupRow> {
  const row = await findBackup(db, id);
  if (!row) throw new AppError('NOT_FOUND', BACKUP_MESSAGES.notFound);
  if (row.status === 'running') throw new AppError('CONFLICT', BACKUP_MESSAGES.running);
  return row;
}

export async function openBackupDownload(
  deps: BackupDeps,
  id: number,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await finishedBackup(deps.db, id);
  if (row.status === 'failed') throw new AppError('CONFLICT', BACKUP_MESSAGES.failed);
  const file = await openBackupFile(deps.backupDir, row.fileName);
  if (!file) throw new AppError('NOT_FOUND', BACKUP_MESSAGES.fileMissing);
  return { ...file, fileName: row.fileName };
}

/** Removes the catalogue row with its log entry, then the file. A backup being written cannot be deleted. */
export async function deleteBackup(deps: BackupDeps, id: number, admin: UserRow, origin: RequestOrigin) {
  await finishedBackup(deps.db, id);
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await deleteFinishedBackup(tx, id);
    if (!row) return undefined;
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: 'database_backup_delete',
        description: `Deleted a database backup (${row.fileName})`,
        category: 'security',
      },
      origin,
    );
    return row;
  });
  // Someone else deleted it between the two statements.
  if (!deleted) throw new AppError('NOT_FOUND', BACKUP_MESSAGES.notFound);
  await removeBackupFile(deps.backupDir, deleted.fileName);
}
