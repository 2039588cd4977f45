import type { Db } from '../../db/client.js';
import { requeueOrphanedMessages } from '../messages/outbox.repository.js';
import { dropQueue, lockQueueUpgrades } from './queue-upgrades.repository.js';

/**
 * Queues an earlier release used and this one does not. pg-boss keeps every queue, its schedule and
 * its jobs in the database, so a release that renames or removes a queue lists the old name here:
 * the queue is dropped at the next start, and its work is carried by the step that follows (each
 * kind of work needs its own: see upgradeQueues). Names stay listed for good: an installation may
 * skip releases.
 */
export const RETIRED_QUEUES = [
  // Before 1.0.0 (up to e955797) one delivery round every minute (a cron and a stately queue) sent
  // every due outbox message; 1.0.0 gives each message its own job on 'outbox-message'.
  'outbox-deliver',
] as const;

export type QueueUpgradeReport = {
  /** Retired queues found and dropped, with how many jobs each still held. */
  dropped: { queue: string; jobs: number }[];
  /** Pending messages that had no delivery job waiting or running, and got one. */
  requeuedMessages: number;
};

/**
 * The queue upgrades, run by every process at start, after pg-boss has started and this release's
 * queues exist (app.ts). One transaction under an advisory lock: with several processes one does
 * the work and the others find nothing left; a crash midway leaves everything as it was.
 *
 * 1. Each retired queue still present is dropped with its schedule and jobs.
 * 2. Every pending outbox message without a delivery job waiting or running gets one, due when the
 *    message is (its next attempt). That carries the messages the old round job would have sent,
 *    and repairs an installation whose old jobs were deleted by hand. A message is never sent twice:
 *    a delivery job locks the row and sends it only while it is pending.
 */
export async function upgradeQueues(db: Db): Promise<QueueUpgradeReport> {
  return db.transaction(async (tx) => {
    await lockQueueUpgrades(tx);
    const dropped: QueueUpgradeReport['dropped'] = [];
    for (const queue of RETIRED_QUEUES) {
      const jobs = await dropQueue(tx, queue);
      if (jobs !== null) dropped.push({ queue, jobs });
    }
    return { dropped, requeuedMessages: await requeueOrphanedMessages(tx) };
  });
}
