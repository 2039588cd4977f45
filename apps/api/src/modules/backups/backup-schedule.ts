import { backupCron, type BackupFrequency } from '@stockyard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../jobs/job-runner.js';
import { readSystemSettings } from '../settings/settings.repository.js';
import { cleanAbandonedBackups, takeBackup, type BackupDeps } from './backups.service.js';

/** The queue and schedule name of scheduled backups (pg-boss: one schedule per name, kept in the database). */
export const BACKUP_JOB = 'database-backup';
/**
 * A scheduled backup whose process died is tried again within BACKUP_CRASH_RETRY_SECONDS (15
 * minutes, docs/operations.md): it expires after BACKUP_JOB_EXPIRE_SECONDS, pg-boss's maintenance
 * (every MAINTENANCE_INTERVAL_SECONDS) fails it back, and the retry waits BACKUP_RETRY_DELAY_SECONDS
 * (no backoff: there is one retry).
 */
export const BACKUP_CRASH_RETRY_SECONDS = 15 * 60;
export const BACKUP_JOB_EXPIRE_SECONDS = 10 * 60;
export const BACKUP_RETRY_DELAY_SECONDS = 60;

/**
 * Puts the backup schedule at the admin's frequency. pg-boss stores it in the database, so the
 * process that saved the settings changes it for every process; called at start and on each save.
 */
export async function syncBackupSchedule(jobs: JobRunner, frequency: BackupFrequency): Promise<void> {
  if (jobs.active) await jobs.schedule(BACKUP_JOB, backupCron(frequency));
}

/** Registers the scheduled backup (one at a time across all processes) and schedules it from the stored settings. */
export async function registerBackupJob(jobs: JobRunner, deps: BackupDeps, log: FastifyBaseLogger): Promise<void> {
  await jobs.register(
    BACKUP_JOB,
    async () => {
      const row = await takeBackup(deps, 'scheduled', null);
      log.info({ backup: row.fileName, bytes: row.sizeBytes }, 'scheduled backup written');
    },
    // A failed run is listed as failed and tried once more. A run whose process died expires within
    // minutes instead of blocking the queue; a live run that outlasts the expiry keeps writing (its
    // row is held by the writers' lock), and the retry then writes a second backup beside it.
    {
      policy: 'singleton',
      retryLimit: 1,
      retryDelaySeconds: BACKUP_RETRY_DELAY_SECONDS,
      retryBackoff: false,
      expireInSeconds: BACKUP_JOB_EXPIRE_SECONDS,
    },
  );
  // A backup left running by a process that died: failed, its partial file removed.
  const cleaned = await cleanAbandonedBackups(deps);
  if (cleaned > 0) log.warn({ backups: cleaned }, 'backups interrupted by a stopped process marked failed');
  await syncBackupSchedule(jobs, (await readSystemSettings(deps.db)).backup_frequency);
}
