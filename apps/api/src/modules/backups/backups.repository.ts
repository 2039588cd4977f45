import type { BackupEntry, BackupKind } from '@stockyard/domain';
import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { backups } from '../../db/schema/index.js';

export type BackupRow = typeof backups.$inferSelect;

export const toBackupEntry = (row: BackupRow): BackupEntry => ({
  id: row.id,
  file_name: row.fileName,
  kind: row.kind as BackupEntry['kind'],
  status: row.status as BackupEntry['status'],
  size_bytes: row.sizeBytes,
  migration: row.migration,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/** A backup about to be written: listed as running from the start, so every process sees it. */
export async function insertRunningBackup(
  db: Executor,
  entry: { fileName: string; kind: BackupKind; migration: string | null; createdAt: Date },
): Promise<BackupRow> {
  const [row] = await db
    .insert(backups)
    .values({ ...entry, status: 'running' })
    .returning();
  if (!row) throw new Error('backup insert returned nothing');
  return row;
}

export async function completeBackup(db: Executor, id: number, sizeBytes: number, at: Date): Promise<BackupRow> {
  const [row] = await db
    .update(backups)
    .set({ status: 'complete', sizeBytes, completedAt: at })
    .where(eq(backups.id, id))
    .returning();
  if (!row) throw new Error(`backup ${id} vanished while it was written`);
  return row;
}

export async function failBackup(db: Executor, id: number, error: string, at: Date) {
  await db.update(backups).set({ status: 'failed', error, completedAt: at }).where(eq(backups.id, id));
}

export async function findBackup(db: Executor, id: number): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id)).limit(1);
  return row;
}

/** Newest first. */
export async function listBackupPage(db: Executor, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(backups),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Removes a finished backup's row (a running one is being written); the file name, or undefined. */
export async function deleteFinishedBackup(db: Executor, id: number): Promise<BackupRow | undefined> {
  const [row] = await db
    .delete(backups)
    .where(and(eq(backups.id, id), ne(backups.status, 'running')))
    .returning();
  return row;
}

/**
 * Backups created before `cutoff`, in one statement, except the newest complete one whatever its
 * age and any still running. Answers the removed rows, whose files the caller deletes.
 */
export async function deleteExpiredBackups(db: Executor, cutoff: Date): Promise<BackupRow[]> {
  return db
    .delete(backups)
    .where(
      and(
        lt(backups.createdAt, cutoff),
        ne(backups.status, 'running'),
        sql`${backups.id} is distinct from (
          select b.id from ${backups} b where b.status = 'complete' order by b.created_at desc, b.id desc limit 1)`,
      ),
    )
    .returning();
}

/** Every running row, marked failed: called only while no process writes a backup (backup-lock.ts). */
export async function failAbandonedBackups(db: Executor, error: string, at: Date): Promise<BackupRow[]> {
  return db
    .update(backups)
    .set({ status: 'failed', error, completedAt: at })
    .where(eq(backups.status, 'running'))
    .returning();
}
