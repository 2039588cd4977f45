import { nextAttemptAt } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import type { SecretSealer } from '../../lib/sealed-secret.js';
import { readOpenSystemSettings } from '../settings/settings-secrets.js';
import type { ChannelSender, OutboxChannel, SendResult } from './channel-sender.js';
import { claimDue, markAttemptFailed, markSent, toOutboxMessage } from './outbox.repository.js';

/** The job that sends due outbox messages: woken after each commit that queued some, and every minute. */
export const DELIVER_JOB = 'outbox-deliver';
export const DELIVER_CRON = '* * * * *';

/** Messages one round sends at most; the next wake-up or tick carries on with the rest. */
const ROUND_LIMIT = 100;

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * Sends the due pending messages of the channels that have a sender, one per transaction: the row
 * stays locked (FOR UPDATE SKIP LOCKED) while it is sent, so two processes never send the same
 * message, and the outcome is written in the same transaction. A failure is retried with backoff
 * (OUTBOX_RETRY_DELAYS_MINUTES) until a permanent refusal or the last attempt marks it failed.
 */
export async function deliverDue(
  db: Db,
  senders: ChannelSender[],
  sealer: SecretSealer,
  now: () => Date = () => new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const byChannel = new Map<OutboxChannel, ChannelSender>(senders.map((sender) => [sender.channel, sender]));
  let channels = [...byChannel.keys()];
  const opened = await readOpenSystemSettings(db, sealer);
  for (let round = 0; round < ROUND_LIMIT && channels.length > 0; round += 1) {
    const done = await db.transaction(async (tx) => {
      const [row] = await claimDue(tx, channels, 1, now());
      if (!row) return true;
      const sender = byChannel.get(row.channel as OutboxChannel);
      let result: SendResult;
      if (!sender) {
        result = { ok: false, permanent: false, error: `No sender for ${row.channel}` };
      } else if (row.channel === 'email' && opened.unreadable.includes('smtp_password')) {
        result = {
          ok: false,
          permanent: false,
          error: 'The stored SMTP password cannot be read (the server secret changed): enter it again in the settings',
        };
      } else {
        result = await sender.send(toOutboxMessage(row), opened.settings).catch((error: unknown) => ({
          ok: false as const,
          permanent: false,
          error: error instanceof Error ? error.message : String(error),
        }));
      }
      const at = now();
      if (result.ok) {
        await markSent(tx, row.id, at);
        report.sent += 1;
        return false;
      }
      // A channel that failed for a reason other than this message (server down) rests until the next round.
      if (!result.permanent) channels = channels.filter((channel) => channel !== row.channel);
      const retryAt = nextAttemptAt(row.attempts + 1, at, result.permanent);
      await markAttemptFailed(tx, row.id, result.error, retryAt);
      if (retryAt) report.retrying += 1;
      else report.failed += 1;
      return false;
    });
    if (done) break;
  }
  return report;
}
