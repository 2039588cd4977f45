import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { backupFileName, type DatabaseInfo } from '@stockyard/domain';
import type pg from 'pg';
import type { Db, Engine } from '../../db/client.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { readLastBackupAt, saveLastBackupAt } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { encryptionStream } from './backup-crypto.js';
import { writeBackup } from './backup.repository.js';
import { databaseSize, migrationState, serverVersion, tableRowCounts } from './database.repository.js';
import { connectForLongJob } from '../../db/statement-timeout.js';

export async function databaseInfo(db: Db, engine: Engine): Promise<DatabaseInfo> {
  const [version, size, tables, migration, lastBackup] = await Promise.all([
    serverVersion(db),
    databaseSize(db),
    tableRowCounts(db),
    migrationState(db),
    readLastBackupAt(db),
  ]);
  return {
    engine,
    server_version: version,
    size_bytes: size,
    tables,
    migration,
    last_backup_at: lastBackup?.toISOString() ?? null,
  };
}

export async function testConnection(ping: () => Promise<boolean>) {
  const started = performance.now();
  const ok = await ping();
  return { ok, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * A data-only backup (see backup-format.ts), signed, as a gzipped (and, with BACKUP_KEY, encrypted) stream, on either engine. The
 * download is recorded before the first byte goes out; the rows stream from one snapshot.
 */
export async function createBackup(
  db: Db,
  pool: pg.Pool,
  keys: { signing: Buffer; encryption: Buffer | null },
  admin: UserRow,
  origin: RequestOrigin,
  now = new Date(),
): Promise<{ stream: Readable; fileName: string }> {
  const fileName = backupFileName(now);
  const { latest } = await migrationState(db);
  await db.transaction(async (tx) => {
    await saveLastBackupAt(tx, now, admin.id);
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: 'database_backup',
        description: `Downloaded a database backup (${fileName})`,
        category: 'security',
      },
      origin,
    );
  });
  // A backup or restore of a large database runs longer than the Query Timeout allows a request.
  const client = await connectForLongJob(pool);
  const sql = new PassThrough();
  const gzipped = sql.pipe(createGzip());
  const stream = keys.encryption ? gzipped.pipe(encryptionStream(keys.encryption)) : gzipped;
  if (stream !== gzipped) gzipped.on('error', (error) => stream.destroy(error));
  writeBackup(client, { migration: latest, createdAt: now }, sql, keys.signing)
    .then(() => sql.end())
    .catch((error: Error) => stream.destroy(error))
    .finally(() => client.release());
  return { stream, fileName };
}
