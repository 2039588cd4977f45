import { describe, expect, it } from 'vitest';
import {
  backupCron,
  backupRetentionCutoff,
  isBackupOverdue,
  nextScheduledBackup,
  previousScheduledBackup,
  STORED_BACKUP_NAME,
  storedBackupFileName,
} from './backups.js';
import { backupFileName } from './database.js';
import { BACKUP_FREQUENCIES } from './options.js';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('backup schedule', () => {
  it('when the frequency is chosen, then the cron runs at the top of the hour or 02:00 UTC', () => {
    expect(backupCron('hourly')).toBe('0 * * * *');
    expect(backupCron('daily')).toBe('0 2 * * *');
    expect(backupCron('weekly')).toBe('0 2 * * 0');
    expect(backupCron('monthly')).toBe('0 2 1 * *');
  });

  it('when it is mid-hour, then the hourly backup was at the top of the hour and the next is at the following one', () => {
    expect(iso(previousScheduledBackup('hourly', at('2025-03-05T10:42:10Z')))).toBe('2025-03-05T10:00:00.000Z');
    expect(iso(nextScheduledBackup('hourly', at('2025-03-05T10:42:10Z')))).toBe('2025-03-05T11:00:00.000Z');
    // Exactly on the slot: that slot is the previous one, the next is an hour on.
    expect(iso(nextScheduledBackup('hourly', at('2025-03-05T10:00:00Z')))).toBe('2025-03-05T11:00:00.000Z');
  });

  it('when it is before or after 02:00 UTC, then the daily slot is yesterday or today', () => {
    expect(iso(previousScheduledBackup('daily', at('2025-03-05T01:59:59Z')))).toBe('2025-03-04T02:00:00.000Z');
    expect(iso(previousScheduledBackup('daily', at('2025-03-05T02:00:00Z')))).toBe('2025-03-05T02:00:00.000Z');
    expect(iso(nextScheduledBackup('daily', at('2025-03-05T01:59:59Z')))).toBe('2025-03-05T02:00:00.000Z');
    expect(iso(nextScheduledBackup('daily', at('2025-12-31T23:00:00Z')))).toBe('2026-01-01T02:00:00.000Z');
  });

  it('when the week turns, then the weekly slot is the last Sunday 02:00 UTC', () => {
    // 2025-03-05 is a Wednesday; 2025-03-02 and 2025-03-09 are Sundays.
    expect(iso(previousScheduledBackup('weekly', at('2025-03-05T12:00:00Z')))).toBe('2025-03-02T02:00:00.000Z');
    expect(iso(nextScheduledBackup('weekly', at('2025-03-05T12:00:00Z')))).toBe('2025-03-09T02:00:00.000Z');
    // Sunday before 02:00: the previous slot is a week earlier.
    expect(iso(previousScheduledBackup('weekly', at('2025-03-09T01:00:00Z')))).toBe('2025-03-02T02:00:00.000Z');
    expect(iso(previousScheduledBackup('weekly', at('2025-03-09T02:00:00Z')))).toBe('2025-03-09T02:00:00.000Z');
  });

  it('when the month turns, then the monthly slot is the 1st at 02:00 UTC, across the year end', () => {
    expect(iso(previousScheduledBackup('monthly', at('2025-03-01T01:00:00Z')))).toBe('2025-02-01T02:00:00.000Z');
    expect(iso(previousScheduledBackup('monthly', at('2025-03-31T23:00:00Z')))).toBe('2025-03-01T02:00:00.000Z');
    expect(iso(previousScheduledBackup('monthly', at('2025-01-01T00:30:00Z')))).toBe('2024-12-01T02:00:00.000Z');
    expect(iso(nextScheduledBackup('monthly', at('2025-12-15T00:00:00Z')))).toBe('2026-01-01T02:00:00.000Z');
  });

  it('when any time is taken, then previous <= time < next, for every frequency', () => {
    for (const frequency of BACKUP_FREQUENCIES)
      for (let hour = 0; hour < 24 * 40; hour += 7) {
        const time = new Date(Date.UTC(2024, 1, 20, hour, 13));
        const previous = previousScheduledBackup(frequency, time);
        const next = nextScheduledBackup(frequency, time);
        expect(previous.getTime()).toBeLessThanOrEqual(time.getTime());
        expect(next.getTime()).toBeGreaterThan(time.getTime());
        expect(iso(previousScheduledBackup(frequency, next))).toBe(iso(next));
      }
  });
});

describe('backup overdue', () => {
  it('when no backup was ever taken, then one is overdue', () => {
    expect(isBackupOverdue(null, 'weekly', new Date())).toBe(true);
  });

  it('when the daily slot passed without a backup, then it is overdue only after the grace', () => {
    const last = at('2025-03-04T02:00:30Z');
    expect(isBackupOverdue(last, 'daily', at('2025-03-05T02:14:59Z'))).toBe(false);
    expect(isBackupOverdue(last, 'daily', at('2025-03-05T02:15:00Z'))).toBe(true);
    // The day's backup finished: no longer overdue.
    expect(isBackupOverdue(at('2025-03-05T02:00:40Z'), 'daily', at('2025-03-05T09:00:00Z'))).toBe(false);
  });

  it('when a manual backup was taken after the slot, then the schedule counts it', () => {
    expect(isBackupOverdue(at('2025-03-05T09:00:00Z'), 'hourly', at('2025-03-05T09:30:00Z'))).toBe(false);
    expect(isBackupOverdue(at('2025-03-05T09:00:00Z'), 'hourly', at('2025-03-05T10:15:00Z'))).toBe(true);
  });
});

describe('backup retention and names', () => {
  it('when retention is 30 days, then the cutoff is 30 days before now', () => {
    expect(iso(backupRetentionCutoff(30, at('2025-03-31T10:00:00Z')))).toBe('2025-03-01T10:00:00.000Z');
    expect(iso(backupRetentionCutoff(1, at('2025-03-31T10:00:00Z')))).toBe('2025-03-30T10:00:00.000Z');
  });

  it('when a kept backup is named, then it carries the UTC time and the tag, and only such names pass', () => {
    const name = storedBackupFileName(at('2025-12-31T23:30:05Z'), '0a1b2c3d');
    expect(name).toBe('stockyard-backup-2025-12-31-233005-0a1b2c3d.sql.gz');
    expect(STORED_BACKUP_NAME.test(name)).toBe(true);
    for (const bad of ['../etc/passwd', 'stockyard-backup-2025-12-31-233005-0a1b2c3d.sql.gz/..', '/tmp/x.sql.gz'])
      expect(STORED_BACKUP_NAME.test(bad)).toBe(false);
  });

  it('when a backup is downloaded straight away, then its file carries the UTC date', () => {
    expect(backupFileName(at('2025-12-31T23:30:00Z'))).toBe('stockyard-backup-2025-12-31.sql.gz');
  });
});
