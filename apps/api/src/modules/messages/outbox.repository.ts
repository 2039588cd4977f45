import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox, users } from '../../db/schema/index.js';
import type { OutboxChannel, OutboxMessage } from './channel-sender.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxStatus = 'pending' | 'sent' | 'failed';
export type NewOutboxMessage = Omit<OutboxMessage, 'id'>;

/** The channel the delivery job is woken on (NOTIFY is delivered at commit, so never for a rollback). */
export const OUTBOX_WAKE_CHANNEL = 'stockyard_outbox';

/** Queues messages in the caller's transaction and wakes the delivery job once that commits. */
export async function insertOutbox(tx: Executor, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(
    messages.map((message) => ({
      channel: message.channel,
      userId: message.userId,
      toAddress: message.toAddress,
      subject: message.subject,
      text: message.text,
      html: message.html,
      data: message.data,
    })),
  );
  await tx.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
}

/**
 * Takes up to `limit` due pending rows of these channels for one delivery round. The row locks
 * (SKIP LOCKED) keep any other process's round off them until this transaction ends.
 */
export async function claimDue(
  tx: Executor,
  channels: OutboxChannel[],
  limit: number,
  now: Date,
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  return tx
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        inArray(outbox.channel, channels),
        sql`${outbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: Executor, id: number, now: Date) {
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

/** A failed attempt: another one at `retryAt`, or none (null) and the row is failed. */
export async function markAttemptFailed(tx: Executor, id: number, error: string, retryAt: Date | null) {
  await tx
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' }),
    })
    .where(eq(outbox.id, id));
}

/** A failed message goes back to the queue with a fresh count; undefined when it is not failed. */
export async function resetFailed(db: Executor, id: number, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning();
  if (row) await db.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
  return row;
}

export async function findOutbox(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

export type OutboxFilter = { status?: OutboxStatus | undefined; channel?: OutboxChannel | undefined };

const filterOf = ({ status, channel }: OutboxFilter) =>
  and(status ? eq(outbox.status, status) : undefined, channel ? eq(outbox.channel, channel) : undefined);

/** A page of the log, newest first, with the recipient's username when the message went to an account. */
export async function listOutbox(db: Executor, filter: OutboxFilter, page: { offset: number; limit: number }) {
  return db
    .select({ message: outbox, username: users.username })
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.userId))
    .where(filterOf(filter))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countOutbox(db: Executor, filter: OutboxFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(filterOf(filter));
  return row?.n ?? 0;
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel as OutboxChannel,
    userId: row.userId,
    toAddress: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    data: row.data,
  };
}
