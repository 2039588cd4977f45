import {
  NOTIFICATION_STREAM_MAX_PER_USER,
  type NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamNotification,
  type NotificationStreamUnread,
} from '@stockyard/domain';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { openListener, type Listener, type ListenerLog } from '../../db/listener.js';
import { countUnread, findNotification, NOTIFICATION_CHANNEL, toNotification } from './notifications.repository.js';

export type StreamEvent =
  | { event: typeof NOTIFICATION_STREAM_EVENTS.unread; data: NotificationStreamUnread }
  | { event: typeof NOTIFICATION_STREAM_EVENTS.notification; data: NotificationStreamNotification };

/**
 * One open stream: how to send it an event, how to end it (server shutdown, its session ended), and
 * whether its session is still live (asked when a session of its user ends).
 */
export type StreamClient = { send(event: StreamEvent): void; end(): void; sessionLive(): Promise<boolean> };

const signalSchema = z.object({
  user_id: z.number().int(),
  id: z.number().int().optional(),
  sessions_ended: z.literal(true).optional(),
});

/**
 * This process's open bells, by user, and the one PostgreSQL connection that hears about new
 * notifications from every process (notify() signals on commit). The listener starts with the
 * first stream and stays until the app closes. Deliveries run one after another, so a user's
 * counts never arrive out of order.
 */
export class NotificationStreams {
  private readonly clients = new Map<number, Set<StreamClient>>();
  private listener: Listener | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool,
    private readonly log: ListenerLog & { error(message: string): void },
  ) {}

  /** Adds a stream for the user, or answers false when they already hold the most allowed. */
  add(userId: number, client: StreamClient): boolean {
    const own = this.clients.get(userId) ?? new Set<StreamClient>();
    if (own.size >= NOTIFICATION_STREAM_MAX_PER_USER) return false;
    own.add(client);
    this.clients.set(userId, own);
    this.startListening();
    return true;
  }

  remove(userId: number, client: StreamClient) {
    const own = this.clients.get(userId);
    if (!own) return;
    own.delete(client);
    if (own.size === 0) this.clients.delete(userId);
  }

  /** Open streams in this process (all users, or one). */
  count(userId?: number): number {
    if (userId !== undefined) return this.clients.get(userId)?.size ?? 0;
    let total = 0;
    for (const own of this.clients.values()) total += own.size;
    return total;
  }

  /**
   * Sends a new stream the unread count, in turn with the deliveries: one queued before it is
   * counted in it, one after it follows it.
   */
  greet(userId: number, client: StreamClient) {
    this.enqueue(async () => {
      client.send({ event: 'unread', data: { unread_count: await countUnread(this.db, userId) } });
    });
  }

  /** Waits (at most timeoutMs) until events from other processes can be heard. */
  async whenListening(timeoutMs: number): Promise<boolean> {
    this.startListening();
    return this.listener!.whenListening(timeoutMs);
  }

  isListening(): boolean {
    return this.listener?.isListening() ?? false;
  }

  /** Ends every stream (so the server can stop) and the listening connection. */
  async close() {
    for (const own of this.clients.values()) for (const client of own) client.end();
    this.clients.clear();
    await this.listener?.close();
    await this.queue;
  }

  private startListening() {
    this.listener ??= openListener({
      connection: this.pool.options,
      channel: NOTIFICATION_CHANNEL,
      log: this.log,
      onMessage: (payload) => this.enqueue(() => this.deliver(payload)),
      // Whatever was signalled while the connection was down is lost: resend every count.
      onListening: () => this.enqueue(() => this.resendCounts()),
    });
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch((error: Error) => {
      this.log.error(`Live bell: could not deliver an event: ${error.message}`);
    });
  }

  private async deliver(payload: string) {
    let signal: z.infer<typeof signalSchema>;
    try {
      signal = signalSchema.parse(JSON.parse(payload));
    } catch {
      this.log.warn(`Live bell: ignored a malformed signal on ${NOTIFICATION_CHANNEL}`);
      return;
    }
    // Most signals are for users with no bell open here: no query for them.
    if (!this.clients.has(signal.user_id)) return;
    if (signal.sessions_ended) {
      await this.endStreamsOfEndedSessions(signal.user_id);
      return;
    }
    const [row, unread] = await Promise.all([
      signal.id === undefined ? undefined : findNotification(this.db, signal.user_id, signal.id),
      countUnread(this.db, signal.user_id),
    ]);
    const event: StreamEvent = row
      ? { event: 'notification', data: { notification: toNotification(row), unread_count: unread } }
      : { event: 'unread', data: { unread_count: unread } };
    this.broadcast(signal.user_id, event);
  }

  /** The signal does not say which sessions ended: each of the user's streams asks about its own. */
  private async endStreamsOfEndedSessions(userId: number) {
    const own = [...(this.clients.get(userId) ?? [])];
    const live = await Promise.all(own.map((client) => client.sessionLive()));
    own.forEach((client, index) => {
      if (live[index]) return;
      client.end();
      this.remove(userId, client);
    });
  }

  private async resendCounts() {
    for (const userId of [...this.clients.keys()]) {
      this.broadcast(userId, { event: 'unread', data: { unread_count: await countUnread(this.db, userId) } });
    }
  }

  private broadcast(userId: number, event: StreamEvent) {
    for (const client of this.clients.get(userId) ?? []) client.send(event);
  }
}
