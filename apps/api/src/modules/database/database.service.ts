import { backupFileName, SETTINGS_MESSAGES, type DatabaseInfo } from '@stockyard/domain';
import type { Db, Engine } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { readLastBackupAt, saveLastBackupAt } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  databaseSize,
  dumpEmbedded,
  embeddedClient,
  migrationState,
  serverVersion,
  tableRowCounts,
} from './database.repository.js';

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

/** The embedded database as a download; PostgreSQL is backed up with its own tools. */
export async function createBackup(db: Db, admin: UserRow, origin: RequestOrigin, now = new Date()) {
  const client = embeddedClient(db);
  if (!client) throw new AppError('CONFLICT', SETTINGS_MESSAGES.pgBackup);
  const archive = await dumpEmbedded(client);
  const fileName = backupFileName(now);
  await db.transaction(async (tx) => {
    await saveLastBackupAt(tx, now, admin.id);
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: 'database_backup',
        description: `Downloaded a database backup (${fileName}, ${archive.length} bytes)`,
        category: 'security',
      },
      origin,
    );
  });
  return { archive, fileName };
}
