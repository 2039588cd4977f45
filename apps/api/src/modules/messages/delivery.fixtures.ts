import { OUTBOX_MAX_ATTEMPTS } from '@stockyard/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { SecretSealer } from '../../lib/sealed-secret.js';
import type { ChannelSender } from './channel-sender.js';
import { deliverMessage, type DeliveryLog, type DeliveryOutcome } from './delivery.service.js';

/**
 * What the queue would do for every pending message of these channels, run here: each message's
 * job handler once, as the attempt after those the row has recorded (so the row's count stands
 * for pg-boss's retry count, as when every earlier attempt failed in the queue).
 */
export async function deliverPending(
  db: Db,
  senders: ChannelSender[],
  sealer: SecretSealer,
  log?: DeliveryLog,
): Promise<Record<DeliveryOutcome, number>> {
  const report: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, waiting: 0, failed: 0, skipped: 0 };
  const channels = senders.map((sender) => sender.channel);
  const pending = await db
    .select({ id: outbox.id, attempts: outbox.attempts })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), inArray(outbox.channel, channels)))
    .orderBy(asc(outbox.id));
  for (const row of pending) {
    const attempt = { retryCount: row.attempts, retryLimit: OUTBOX_MAX_ATTEMPTS - 1 };
    const { outcome } = await deliverMessage(db, senders, sealer, row.id, attempt, undefined, log);
    report[outcome] += 1;
  }
  return report;
}
