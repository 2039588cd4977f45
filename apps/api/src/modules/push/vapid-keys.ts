import webpush from 'web-push';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { secretSealer, type SecretSealer } from '../../lib/sealed-secret.js';
import { resolveJwtSecret } from '../../lib/secret.js';
import { insertVapidKeysIfAbsent, readStoredVapidKeys, replaceVapidKeys } from './push.repository.js';

/** The server's VAPID key pair (RFC 8292), base64url: what browsers subscribe with and pushes are signed with. */
export type VapidKeys = { publicKey: string; privateKey: string; source: 'environment' | 'database' };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set. Otherwise a pair generated on first use and kept
 * in the database (settings row `vapid_keys`, the private key sealed under the server secret), not
 * in DATA_DIR: every process on one database must sign with the same pair, or browsers subscribed
 * through one process would be refused when another sends. Insert-if-absent, then read back, so
 * processes starting together agree on the first pair stored.
 */
export async function loadVapidKeys(db: Db, configured: ConfiguredVapid, sealer: SecretSealer): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, source: 'environment' };
  }
  const seal = () => {
    const pair = webpush.generateVAPIDKeys();
    return { public_key: pair.publicKey, private_key_sealed: sealer.seal(pair.privateKey) };
  };
  let stored = await readStoredVapidKeys(db);
  if (!stored) {
    await insertVapidKeysIfAbsent(db, seal());
    stored = await readStoredVapidKeys(db);
  }
  if (!stored) throw new Error('VAPID keys could not be stored');
  let privateKey = sealer.open(stored.private_key_sealed);
  if (privateKey === null) {
    // Sealed under another server secret: unusable. A new pair replaces it (and the subscriptions made for it).
    const unreadable = stored.private_key_sealed;
    await db.transaction((tx) => replaceVapidKeys(tx, seal(), unreadable));
    stored = await readStoredVapidKeys(db);
    privateKey = stored ? sealer.open(stored.private_key_sealed) : null;
    if (!stored || privateKey === null) throw new Error('VAPID keys could not be opened');
  }
  return { publicKey: stored.public_key, privateKey, source: 'database' };
}

export type ConfiguredVapid = { publicKey: string | undefined; privateKey: string | undefined };

const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/** The pair for this app's database, loaded once per process (it never changes while running). */
export function vapidKeysFor(context: Pick<AppContext, 'db' | 'config'>): Promise<VapidKeys> {
  let keys = loaded.get(context.db);
  if (!keys) {
    const serverSecret = resolveJwtSecret(context.config.jwtSecret, context.config.dataDir);
    keys = loadVapidKeys(
      context.db,
      { publicKey: context.config.vapidPublicKey, privateKey: context.config.vapidPrivateKey },
      secretSealer(serverSecret, 'vapid-private-key'),
    );
    // A failed load (database down) is tried again on the next call.
    keys.catch(() => loaded.delete(context.db));
    loaded.set(context.db, keys);
  }
  return keys;
}
