import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A random secret kept in DATA_DIR/<name>: read when present, else generated once (owner-only file). */
export function dataDirSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** JWT_SECRET from the environment, else one generated on first start and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? dataDirSecret(dataDir, 'jwt-secret');
}

/**
 * The key that signs backups (HMAC-SHA256) and, when BACKUP_KEY is set, encrypts them: BACKUP_KEY
 * from the environment (shared by every process and kept off the server, so a backup stays
 * restorable after the server is lost), else one generated once and kept in DATA_DIR beside the
 * JWT secret. Derived to 32 bytes, so any long enough passphrase works. backupEncryptionKey derives
 * the (separate) encryption key from BACKUP_KEY alone.
 */
export function backupEncryptionKey(configured: string | undefined): Buffer | null {
  // Only an operator's key encrypts: one generated into DATA_DIR would be lost with the server,
  // and every backup with it.
  return configured === undefined
    ? null
    : createHash('sha256').update(`stockyard-backup-encryption:${configured}`).digest();
}

export function resolveBackupKey(configured: string | undefined, dataDir: string): Buffer {
  const secret = configured ?? dataDirSecret(dataDir, 'backup-key');
  return createHash('sha256').update(`stockyard-backup-key:${secret}`).digest();
}
