import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
