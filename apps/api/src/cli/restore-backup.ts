/**
 * Restores a backup downloaded from Admin > Settings > Database into this server's database:
 *   npm run restore-backup -- stockyard-backup-2026-11-24.sql.gz [--accept-unsigned]
 * Uses the same configuration (DATABASE_URL or DATA_DIR, BACKUP_KEY) as the server. The file must
 * carry this server's signature (made with its backup key); --accept-unsigned restores an unsigned,
 * edited or foreign file, for an operator who trusts it. Every table's rows are replaced in one
 * transaction and everyone is signed out. On the embedded database, stop the server first (it owns
 * the cluster); on a PostgreSQL server, restore while no server writes.
 */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { backupEncryptionKey, resolveBackupKey } from '../lib/secret.js';
import { openBackupFile, restoreBackup } from '../modules/database/restore.service.js';

/**
 * One line for the operator. The restore runs in one transaction, so a failure changed nothing. A
 * database refusal (COPY of an edited file) names where, "COPY users, line 3", and PostgreSQL's
 * reason, but never the row itself that PostgreSQL quotes after it, which may hold a password hash.
 */
function failureLine(error: unknown): string {
  // The restore's own refusals are already sentences for the operator.
  if (error instanceof AppError) return error.message;
  const prefix = 'Restore failed, nothing was changed';
  if (error instanceof pg.DatabaseError) {
    const where = error.where?.split(':')[0];
    return `${prefix}: the database refused the file's data${where ? ` (${where})` : ''}: ${error.message}.`;
  }
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}

const args = process.argv.slice(2);
const acceptUnsigned = args.includes('--accept-unsigned');
const files = args.filter((arg) => arg !== '--accept-unsigned');
const file = files[0];
if (files.length !== 1 || !file || file.startsWith('--') || !existsSync(file)) {
  console.error('Usage: npm run restore-backup -- <backup file (.sql.gz or .sql)> [--accept-unsigned]');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const key = resolveBackupKey(config.backupKey, config.dataDir);
  const { tables, rows } = await restoreBackup(
    database.db,
    database.pool,
    () => openBackupFile(file, backupEncryptionKey(config.backupKey)),
    {
      key,
      acceptUnsigned,
    },
  );
  console.log(`Restored ${rows} rows into ${tables} tables from ${file}. Everyone was signed out.`);
} catch (error) {
  console.error(failureLine(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
