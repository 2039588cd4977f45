import { z } from 'zod';
import type { BackupFrequency } from './options.js';

/**
 * Scheduled backups and their catalogue (admin Database tab). Every backup runs at a fixed UTC
 * time for its frequency, so "next backup due" is a clock time anyone can check, and all server
 * processes agree on it.
 */

/** Daily, weekly and monthly backups run at this hour (UTC), when warehouses are quiet. */
export const BACKUP_HOUR_UTC = 2;
/** Weekly backups run on this weekday (0 = Sunday). */
export const BACKUP_WEEKDAY = 0;

/** The 5-field cron (UTC) the job runner schedules backups on, for each frequency. */
export function backupCron(frequency: BackupFrequency): string {
  switch (frequency) {
    case 'hourly':
      return '0 * * * *';
    case 'daily':
      return `0 ${BACKUP_HOUR_UTC} * * *`;
    case 'weekly':
      return `0 ${BACKUP_HOUR_UTC} * * ${BACKUP_WEEKDAY}`;
    case 'monthly':
      return `0 ${BACKUP_HOUR_UTC} 1 * *`;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The latest scheduled backup time at or before `at`. */
export function previousScheduledBackup(frequency: BackupFrequency, at: Date): Date {
  const t = at.getTime();
  const hour = new Date(t - (t % HOUR_MS));
  if (frequency === 'hourly') return hour;
  const dayStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  let slot = dayStart + BACKUP_HOUR_UTC * HOUR_MS;
  if (frequency === 'daily') return new Date(slot > t ? slot - DAY_MS : slot);
  if (frequency === 'weekly') {
    const back = (at.getUTCDay() - BACKUP_WEEKDAY + 7) % 7;
    slot -= back * DAY_MS;
    return new Date(slot > t ? slot - 7 * DAY_MS : slot);
  }
  slot = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1, BACKUP_HOUR_UTC);
  return new Date(slot > t ? Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1, BACKUP_HOUR_UTC) : slot);
}

/** The first scheduled backup time strictly after `after`: what the Database tab shows as due. */
export function nextScheduledBackup(frequency: BackupFrequency, after: Date): Date {
  const previous = previousScheduledBackup(frequency, after);
  switch (frequency) {
    case 'hourly':
      return new Date(previous.getTime() + HOUR_MS);
    case 'daily':
      return new Date(previous.getTime() + DAY_MS);
    case 'weekly':
      return new Date(previous.getTime() + 7 * DAY_MS);
    case 'monthly':
      return new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 1, BACKUP_HOUR_UTC));
  }
}

/** How long a scheduled backup may take to finish before the tab calls it missed. */
export const BACKUP_OVERDUE_GRACE_MS = 15 * 60 * 1000;

/**
 * Overdue: a scheduled time passed (by more than the grace) and no backup finished since, or no
 * backup was ever taken.
 */
export function isBackupOverdue(lastBackupAt: Date | null, frequency: BackupFrequency, now: Date): boolean {
  if (!lastBackupAt) return true;
  const missed = previousScheduledBackup(frequency, new Date(now.getTime() - BACKUP_OVERDUE_GRACE_MS));
  return lastBackupAt.getTime() < missed.getTime();
}

/**
 * Retention: backups created before `now - retentionDays` are deleted after each run, except the
 * newest complete one, whatever its age (a server that stopped backing up keeps its last copy).
 */
export function backupRetentionCutoff(retentionDays: number, now: Date): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

export const BACKUP_KINDS = ['scheduled', 'manual'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_STATUSES = ['running', 'complete', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/**
 * Names of kept backup files: UTC date and time plus a random tag, so two backups in one second
 * differ. Only names of this shape are ever joined to the backup folder.
 */
export const STORED_BACKUP_NAME = /^stockyard-backup-\d{4}-\d{2}-\d{2}-\d{6}-[0-9a-f]{8}\.sql\.gz$/;

export function storedBackupFileName(now: Date, tag: string): string {
  const iso = now.toISOString();
  return `stockyard-backup-${iso.slice(0, 10)}-${iso.slice(11, 19).replaceAll(':', '')}-${tag}.sql.gz`;
}

export const backupEntrySchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  status: z.enum(BACKUP_STATUSES),
  size_bytes: z.number().int().nonnegative().nullable(),
  migration: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

export const BACKUP_LIST_MAX_LIMIT = 100;

export const backupListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(BACKUP_LIST_MAX_LIMIT).default(20),
});
export type BackupListQuery = z.infer<typeof backupListQuerySchema>;

export const backupListSchema = z.object({
  backups: z.array(backupEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const BACKUP_MESSAGES = {
  created: 'Backup created',
  deleted: 'Backup deleted',
  deleteConfirm: (fileName: string) =>
    `Delete the backup ${fileName}? The file is removed from the server and cannot be restored.`,
  notFound: 'Backup not found',
  running: 'This backup is still being written',
  failed: 'This backup failed and has no file to download',
  fileMissing: "The backup file is missing from this server's backup folder",
  empty: 'No backups yet. Scheduled backups appear here after their first run.',
} as const;
