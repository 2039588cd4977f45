import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pushDeliveries, pushSubscriptions, settings } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

type NewSubscription = { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null };

/**
 * Saves a browser's subscription for a user. The endpoint is the browser's, so one already stored
 * (the same browser subscribing again, or another account signing in there) is taken over.
 */
export async function upsertSubscription(db: Executor, subscription: NewSubscription): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        userAgent: subscription.userAgent,
        createdAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('push subscription upsert returned nothing');
  return row;
}

/** Keeps a user's newest `keep` subscriptions and deletes the rest. */
export async function trimSubscriptions(db: Executor, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export async function listSubscriptions(db: Executor, userId: number, limit: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(limit);
}

/** Deletes the user's own subscription; false when they have none with this id. */
export async function deleteOwnSubscription(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function deleteSubscriptions(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** The user's subscriptions that this message has not reached yet. */
export async function undeliveredSubscriptions(
  db: Executor,
  userId: number,
  messageId: number,
): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .leftJoin(
      pushDeliveries,
      and(eq(pushDeliveries.subscriptionId, pushSubscriptions.id), eq(pushDeliveries.messageId, messageId)),
    )
    .where(and(eq(pushSubscriptions.userId, userId), isNull(pushDeliveries.messageId)))
    .orderBy(pushSubscriptions.id);
  return rows.map((row) => row.subscription);
}

export async function recordDelivery(db: Executor, messageId: number, subscriptionId: number): Promise<void> {
  await db.insert(pushDeliveries).values({ messageId, subscriptionId }).onConflictDoNothing();
}

export async function countDeliveries(db: Executor, messageId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushDeliveries).where(eq(pushDeliveries.messageId, messageId));
  return row?.n ?? 0;
}

const VAPID_KEY = 'vapid_keys';
export type StoredVapidKeys = { public_key: string; private_key_sealed: string };

export async function readStoredVapidKeys(db: Executor): Promise<StoredVapidKeys | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, VAPID_KEY)).limit(1);
  const value = row?.value as Partial<StoredVapidKeys> | undefined;
  return typeof value?.public_key === 'string' && typeof value.private_key_sealed === 'string'
    ? { public_key: value.public_key, private_key_sealed: value.private_key_sealed }
    : undefined;
}

/** Stores a generated pair unless another process stored one first; the stored pair is what counts. */
export async function insertVapidKeysIfAbsent(db: Executor, keys: StoredVapidKeys): Promise<void> {
  await db.insert(settings).values({ key: VAPID_KEY, value: keys }).onConflictDoNothing({ target: settings.key });
}

/**
 * Replaces a pair that can no longer be opened (the server secret changed). Subscriptions were made
 * with the old public key, so push services refuse them now: they go too, in the same transaction.
 */
export async function replaceVapidKeys(db: Executor, keys: StoredVapidKeys, unreadable: string): Promise<void> {
  const replaced = await db
    .update(settings)
    .set({ value: keys, updatedAt: new Date(), version: sql`${settings.version} + 1` })
    .where(and(eq(settings.key, VAPID_KEY), sql`${settings.value}->>'private_key_sealed' = ${unreadable}`))
    .returning({ key: settings.key });
  // Another process replaced it first (and cleared the old subscriptions); newer ones stay.
  if (replaced.length > 0) await db.delete(pushSubscriptions);
}
