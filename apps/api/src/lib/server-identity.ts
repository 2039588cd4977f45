import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverIdentity } from '../db/schema/index.js';

export class ServerSecretMismatchError extends Error {}

/** What the database keeps of the server secret: an HMAC of a fixed label, which reveals nothing of it. */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('stockyard-server-secret-fingerprint').digest('hex');
}

/**
 * Records the server secret's fingerprint on the database's first start and, on every later start
 * of any process, refuses a different secret: tokens one process signed would fail on the next,
 * settings it sealed (SMTP password, SMS token, VAPID key) would be unreadable, and each start
 * would replace the push keys. Insert-once, so processes starting together agree on the first.
 */
export async function checkServerSecret(db: Db, secret: string): Promise<void> {
  const fingerprint = secretFingerprint(secret);
  await db.insert(serverIdentity).values({ id: 1, secretFingerprint: fingerprint }).onConflictDoNothing();
  const [stored] = await db
    .select({ fingerprint: serverIdentity.secretFingerprint })
    .from(serverIdentity)
    .where(eq(serverIdentity.id, 1));
  if (stored?.fingerprint !== fingerprint) {
    throw new ServerSecretMismatchError(
      'This database was set up with another server secret. Every process on one database must share ' +
        'the same JWT_SECRET (or, without it, the same DATA_DIR/jwt-secret file). Start this process with ' +
        'the other processes\' secret; see docs/operations.md, "Several processes".',
    );
  }
}

/** The backup signing key's fingerprint: an HMAC of a fixed label under the key, which reveals nothing of it. */
export function backupKeyFingerprint(signingKey: Buffer): string {
  return createHmac('sha256', signingKey).update('stockyard-backup-key-fingerprint').digest('hex');
}

export const BACKUP_KEY_MISMATCH_MESSAGE =
  "This database's backups are signed with another backup key: every process on one database must share the " +
  'same BACKUP_KEY (or, without it, the same DATA_DIR/backup-key file), or its backups cannot be restored by the ' +
  'others. Start this process with the other processes\' BACKUP_KEY; see docs/operations.md, "Several processes".';

/**
 * Like the server secret, the backup key must be one per installation: a backup one process signs
 * (and, with BACKUP_KEY, encrypts) must restore on any other. The first process to start after this
 * check exists records the key's fingerprint (beside the server secret's, which checkServerSecret
 * has written); every later start compares it.
 */
export async function checkBackupKey(db: Db, signingKey: Buffer): Promise<void> {
  const fingerprint = backupKeyFingerprint(signingKey);
  await db
    .update(serverIdentity)
    .set({ backupKeyFingerprint: fingerprint })
    .where(and(eq(serverIdentity.id, 1), isNull(serverIdentity.backupKeyFingerprint)));
  const [stored] = await db
    .select({ fingerprint: serverIdentity.backupKeyFingerprint })
    .from(serverIdentity)
    .where(eq(serverIdentity.id, 1));
  if (stored?.fingerprint !== fingerprint) throw new ServerSecretMismatchError(BACKUP_KEY_MISMATCH_MESSAGE);
}
