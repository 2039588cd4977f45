import type pg from 'pg';

/**
 * Whether a backup is being written anywhere: every writer holds this advisory lock in shared mode
 * on a connection of its own for the whole write. PostgreSQL drops a session's locks when its
 * connection ends, so a process killed mid-backup holds nothing; whoever then gets the lock
 * exclusively knows every row still marked running (and its partial file) was left by a dead run.
 */
const BACKUP_WRITERS_LOCK = 0x53_59_42_4b;

export async function whileWritingBackup<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [BACKUP_WRITERS_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock_shared($1)', [BACKUP_WRITERS_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Runs `work` only while no backup is being written anywhere; undefined when one is. */
export async function whenNoBackupIsWritten<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1) as free', [
      BACKUP_WRITERS_LOCK,
    ]);
    if (!rows[0]?.free) return undefined;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_WRITERS_LOCK]);
    }
  } finally {
    client.release();
  }
}
