import { backupCron, type BackupFrequency } from '@stockyard/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../jobs/job-runner.js';
import { readSystemSettings } from '../settings/settings.repository.js';
import { takeBackup, type BackupDeps } from './backups.service.js';

/** The queue and schedule name of scheduled backups (pg-boss: one schedule per name, kept in the database). */
export const BACKUP_JOB = 'database-backup';

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
    // A failed run is listed as failed and tried once more; a run longer than 3 hours is given up.
    { policy: 'singleton', retryLimit: 1, retryDelaySeconds: 300, expireInSeconds: 3 * 60 * 60 },
  );
  await syncBackupSchedule(jobs, (await readSystemSettings(deps.db)).backup_frequency);
}
