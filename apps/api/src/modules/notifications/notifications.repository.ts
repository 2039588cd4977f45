import { notificationInputSchema, type Notification, type NotificationInput } from '@stockyard/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationRecord = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRecord): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    read: row.readAt !== null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The PostgreSQL channel every process LISTENs on for the live bell. A message is
 * `{"user_id": n, "id": m}` for a new notification, `{"user_id": n}` when the unread count changed
 * otherwise, `{"user_id": n, "sessions_ended": true}` when some of the user's sessions ended; the
 * listeners read the rest from the tables (payloads stay small and hold nothing private).
 */
export const NOTIFICATION_CHANNEL = 'stockyard_notifications';

export type NotificationSignal = { user_id: number; id?: number; sessions_ended?: true };

async function signal(tx: Executor, message: NotificationSignal) {
  // Inside a transaction PostgreSQL delivers it on commit, and not at all on rollback.
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Says that some of a user's sessions ended (sign-out, password change, deactivation, deletion): the
 * streams those sessions opened, on any process, close when the transaction commits.
 */
export async function signalSessionsEnded(tx: Executor, userId: number): Promise<void> {
  await signal(tx, { user_id: userId, sessions_ended: true });
}

/**
 * Tells a user something in-app (the bell). Pass the transaction of the change it reports, so
 * the notification exists exactly when the change does, and the open bells of the user (on any
 * server process) hear of it when it commits.
 */
export async function notify(tx: Executor, userId: number, input: NotificationInput): Promise<void> {
  const { title, message, link } = notificationInputSchema.parse(input);
  const [row] = await tx
    .insert(notifications)
    .values({ userId, title, message, link: link ?? null })
    .returning({ id: notifications.id });
  if (row) await signal(tx, { user_id: userId, id: row.id });
}

/** One of the user's notifications; undefined if missing or not theirs. */
export async function findNotification(
  db: Executor,
  userId: number,
  id: number,
): Promise<NotificationRecord | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

export async function listNotifications(db: Executor, userId: number, limit: number): Promise<NotificationRecord[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (keeping the first read time); undefined if not theirs. */
export async function markRead(db: Executor, userId: number, id: number): Promise<NotificationRecord | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  // The user's other tabs and devices update their count.
  if (row) await signal(db, { user_id: userId });
  return row;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await signal(db, { user_id: userId });
  return rows.length;
}
