import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox, users } from '../../db/schema/index.js';
import { PG_BOSS_SCHEMA } from '../jobs/job-runner.js';
import { sendJobsInTransaction } from '../jobs/transaction-jobs.js';
import type { OutboxChannel, OutboxMessage } from './channel-sender.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxStatus = 'pending' | 'sent' | 'failed';
export type NewOutboxMessage = Omit<OutboxMessage, 'id'>;

/** The queue each message's delivery job goes to (messages/delivery.service.ts registers it). */
export const OUTBOX_JOB = 'outbox-message';

/**
 * Queues messages in the caller's transaction, each with its delivery job written by the same
 * transaction: both exist once it commits, neither after a rollback.
 */
export async function insertOutbox(tx: Executor, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        userId: message.userId,
        toAddress: message.toAddress,
        subject: message.subject,
        text: message.text,
        html: message.html,
        data: message.data,
      })),
    )
    .returning({ id: outbox.id });
  await sendJobsInTransaction(
    tx,
    OUTBOX_JOB,
    rows.map((row) => ({ id: row.id })),
  );
}

/**
 * Gives a delivery job to every pending message that has none waiting or running (the queue
 * upgrades at start, jobs/queue-upgrades.ts), due at the message's next attempt. Answers how many.
 */
export async function requeueOrphanedMessages(tx: Executor): Promise<number> {
  const orphans = await tx
    .select({ id: outbox.id, nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        sql`not exists (select 1 from ${sql.raw(PG_BOSS_SCHEMA)}.job j
          where j.name = ${OUTBOX_JOB} and j.state < 'completed' and j.data->>'id' = ${outbox.id}::text)`,
      ),
    )
    .orderBy(outbox.id);
  for (const { id, nextAttemptAt } of orphans)
    await sendJobsInTransaction(tx, OUTBOX_JOB, [{ id }], { startAfter: nextAttemptAt });
  return orphans.length;
}

/** The pending row, locked for its send; undefined when it is not pending or another job holds it. */
export async function claimPending(tx: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .for('update', { skipLocked: true });
  return row;
}

export async function isPending(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
  return row !== undefined;
}

export async function markSent(tx: Executor, id: number, now: Date) {
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

/** A failed attempt: the queue tries again from `retryAt`, or none (null) and the row is failed. */
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

/**
 * Failed messages go back to pending with a fresh count, or pending ones are queued once more now
 * (Send now), each with a new delivery job in the caller's transaction. Answers the rows changed.
 */
export async function requeue(tx: Executor, ids: number[], from: OutboxStatus): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(outbox)
    .set(
      from === 'failed'
        ? { status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null }
        : { nextAttemptAt: new Date() },
    )
    .where(and(inArray(outbox.id, ids), eq(outbox.status, from)))
    .returning();
  await sendJobsInTransaction(
    tx,
    OUTBOX_JOB,
    rows.map((row) => ({ id: row.id })),
  );
  return rows;
}

/** Ids of the messages in `status`, oldest first, up to `limit` (bulk resend). */
export async function idsWithStatus(db: Executor, status: OutboxStatus, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.status, status))
    .orderBy(outbox.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Queue health from the mail log: the oldest pending message's creation, and how many pending
 * messages no process has tried within `stuckAfterMinutes` (with a process working jobs, a new
 * message is tried within seconds).
 */
export async function outboxQueueHealth(db: Executor, stuckAfterMinutes: number) {
  const [row] = await db
    .select({
      oldest: sql<string | null>`min(${outbox.createdAt})`,
      pending: count(),
      stuck: sql<number>`count(*) filter (where ${outbox.attempts} = 0 and ${outbox.createdAt} < now() - make_interval(mins => ${stuckAfterMinutes}))::int`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return {
    oldestPendingAt: row?.oldest ? new Date(row.oldest) : null,
    pending: row?.pending ?? 0,
    stuck: row?.stuck ?? 0,
  };
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
