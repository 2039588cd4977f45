import {
  configRetryDelaySeconds,
  earliestRetryAt,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_DELAY_SECONDS,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import type { SecretSealer } from '../../lib/sealed-secret.js';
import type { JobAttempt, JobOptions } from '../jobs/job-runner.js';
import { sendJobsInTransaction } from '../jobs/transaction-jobs.js';
import { readOpenSystemSettings } from '../settings/settings-secrets.js';
import type { ChannelSender, OutboxChannel, SendResult } from './channel-sender.js';
import { clearMailConfigError, recordMailConfigError } from './mail-config-status.repository.js';
import {
  OUTBOX_JOB,
  claimPending,
  isPending,
  markAttemptFailed,
  markSent,
  toOutboxMessage,
} from './outbox.repository.js';

/** One job per outbox message, sent in the transaction that wrote the message. */
export const DELIVER_JOB = OUTBOX_JOB;

/**
 * pg-boss runs the retries: OUTBOX_MAX_ATTEMPTS attempts, the wait doubling from
 * OUTBOX_RETRY_DELAY_SECONDS. A job whose process died mid-send expires after DELIVERY_EXPIRE_SECONDS
 * (longer than the SMTP connection, greeting and socket timeouts together) and any process retries it.
 */
const DELIVERY_EXPIRE_SECONDS = 90;
export const DELIVERY_QUEUE: JobOptions = {
  policy: 'standard',
  retryLimit: OUTBOX_MAX_ATTEMPTS - 1,
  retryDelaySeconds: OUTBOX_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  expireInSeconds: DELIVERY_EXPIRE_SECONDS,
  pollingIntervalSeconds: 1,
  // Each message holds a database connection while it is sent; five at a time keep a burst moving
  // without taking the pool from requests.
  batchSize: 5,
};

export type DeliveryJob = { id: number };
/** retry: pg-boss retries the job; waiting: a configuration error, its next job already queued. */
export type DeliveryOutcome = 'sent' | 'retry' | 'waiting' | 'failed' | 'skipped';
/** Where each failed attempt writes its one warning line (the server's logger). */
export type DeliveryLog = { warn(fields: object, message: string): void };

/** The message is being sent by another job right now; this job tries again later. */
class MessageBusyError extends Error {}

/**
 * Sends one pending message. The row stays locked (FOR UPDATE SKIP LOCKED) while it is sent, so two
 * jobs never send it twice, and the outcome is written in the same transaction: sent, a failed
 * attempt with its error (the job then throws so pg-boss retries it), or failed for good after a
 * permanent refusal or the queue's last attempt. A failure of the SMTP settings (configuration) is
 * never final: the message stays pending and its next job is queued in the same transaction, on
 * a slow backoff without limit (configRetryDelaySeconds), until the admin fixes the settings. A
 * message no longer pending is skipped. Each failed attempt is one warning line in `log`.
 */
export async function deliverMessage(
  db: Db,
  senders: ChannelSender[],
  sealer: SecretSealer,
  id: number,
  attempt: JobAttempt,
  now: () => Date = () => new Date(),
  log?: DeliveryLog,
): Promise<{ outcome: DeliveryOutcome; error?: string }> {
  const opened = await readOpenSystemSettings(db, sealer);
  return db.transaction(async (tx) => {
    const row = await claimPending(tx, id);
    if (!row) {
      if (await isPending(tx, id)) throw new MessageBusyError(`Message #${id} is being sent by another job`);
      return { outcome: 'skipped' };
    }
    const sender = senders.find((candidate) => candidate.channel === (row.channel as OutboxChannel));
    let result: SendResult;
    if (!sender) {
      result = { ok: false, permanent: false, error: `No sender for ${row.channel}` };
    } else if (row.channel === 'email' && opened.unreadable.includes('smtp_password')) {
      result = {
        ok: false,
        permanent: false,
        configuration: true,
        error: 'The stored SMTP password cannot be read (the server secret changed): enter it again in the settings',
      };
    } else {
      result = await sender.send(toOutboxMessage(row), opened.settings).catch((error: unknown) => ({
        ok: false as const,
        permanent: false,
        error: error instanceof Error ? error.message : String(error),
      }));
    }
    if (result.ok) {
      await markSent(tx, row.id, now());
      if (row.channel === 'email') await clearMailConfigError(tx);
      return { outcome: 'sent' };
    }
    const configuration = row.channel === 'email' && result.configuration === true;
    const last = !configuration && (result.permanent || attempt.retryCount >= attempt.retryLimit);
    const outcome: DeliveryOutcome = configuration ? 'waiting' : last ? 'failed' : 'retry';
    log?.warn(
      { outbox: row.id, channel: row.channel, attempt: row.attempts + 1, outcome, error: result.error },
      'message delivery failed',
    );
    if (configuration) {
      const delay = configRetryDelaySeconds(row.attempts + 1);
      await recordMailConfigError(tx, result.error, now());
      const nextAttemptAt = new Date(now().getTime() + delay * 1000);
      await markAttemptFailed(tx, row.id, result.error, nextAttemptAt);
      await sendJobsInTransaction(tx, DELIVER_JOB, [{ id: row.id }], { startAfter: nextAttemptAt });
      return { outcome, error: result.error };
    }
    await markAttemptFailed(tx, row.id, result.error, last ? null : earliestRetryAt(row.attempts + 1, now()));
    return { outcome, error: result.error };
  });
}
