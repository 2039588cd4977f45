import pg from 'pg';
import type { JobRunner } from '../jobs/job-runner.js';
import { DELIVER_JOB } from './delivery.service.js';
import { OUTBOX_WAKE_CHANNEL } from './outbox.repository.js';

/**
 * Listens for the NOTIFY a transaction that queued messages sends at commit, and queues a delivery
 * job at once instead of waiting for the minute tick. The delivery queue keeps at most one job
 * waiting, so a burst of commits (in any number of processes) becomes one or two rounds. A lost
 * connection is reopened; meanwhile the minute tick still delivers.
 */
export function listenForOutbox(
  poolOptions: pg.PoolConfig,
  jobs: JobRunner,
  onError: (error: Error) => void,
): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const wake = () => {
    jobs.send(DELIVER_JOB).catch((error: unknown) => onError(error as Error));
  };
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ ...poolOptions, application_name: 'stockyard-outbox-listener' });
    next.on('notification', wake);
    next.on('error', (error) => {
      onError(error);
      reconnect(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTBOX_WAKE_CHANNEL}`);
      client = next;
      // Rows queued while nobody listened (start-up, a reconnect) go out now.
      wake();
    } catch (error) {
      onError(error as Error);
      reconnect(next);
    }
  };
  const reconnect = (failed: pg.Client) => {
    if (client === failed) client = undefined;
    void failed.end().catch(() => {});
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 5_000);
      retry.unref();
    }
  };
  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
