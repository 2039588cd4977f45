import PgBoss from 'pg-boss';

/** What the queue knows of the attempt under way: pg-boss counts retries, the first run is 0. */
export type JobAttempt = { retryCount: number; retryLimit: number };

/** What a job does with its data; a thrown error fails the attempt (retried per the queue's options). */
export type JobHandler<T extends object = Record<string, unknown>> = (data: T, attempt: JobAttempt) => Promise<void>;

export type JobOptions = {
  /**
   * standard: every send is a job. stately: at most one waiting and one running. singleton: one
   * running at a time.
   */
  policy?: 'standard' | 'stately' | 'singleton';
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** pg-boss's own backoff (the delay doubles each retry, with jitter). */
  retryBackoff?: boolean;
  /** An active job not finished within this is failed by pg-boss and retried by any process. */
  expireInSeconds?: number;
  /** How often an idle worker of this process asks the database for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /**
   * Jobs one fetch takes, run side by side. pg-boss's worker waits its polling interval after every
   * fetch, even a full one, so a queue that must keep up with bursts (mail to every admin, an
   * announcement) takes several at a time. Default 1.
   */
  batchSize?: number;
};

export type SendOptions = { startAfterSeconds?: number; singletonKey?: string; singletonSeconds?: number };

/**
 * Background work kept in PostgreSQL (pg-boss, schema `pgboss`): any number of server processes on
 * one database share the queues, each job is fetched by exactly one of them (row locks with SKIP
 * LOCKED), and a cron schedule is turned into at most one job per minute across all processes.
 */
export type JobRunner = {
  /** Whether this process works jobs; false in a process started with JOBS=false (and most tests). */
  readonly active: boolean;
  /** Whether this process's runner is working its queues (false once stopped; and when not active). */
  readonly running: boolean;
  /** Creates or updates the queue (shared by all processes) and, when active, works it in this process. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): Promise<void>;
  /** Runs `name` on a 5-field cron in UTC (or `tz`); stored in the database, so one schedule for all processes. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Queues one job; the id, or null when a singleton key dropped it as a duplicate. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs a registered handler here and now, outside the queue (tests, and work a request waits for). */
  run(name: string, data?: object): Promise<void>;
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  connectionString: string;
  /** false: the queues exist and jobs can be sent, but this process fetches none (JOBS=false). */
  work?: boolean;
  /** Connections of the runner's own pool. */
  max?: number;
  /** Seconds between the timekeeper's cron checks (pg-boss: 1 to 45, default 30). */
  cronMonitorIntervalSeconds?: number;
  /** Seconds between polls of the queue cron jobs pass through (1 to 45). */
  cronWorkerIntervalSeconds?: number;
  /** Seconds between pg-boss's maintenance runs, which fail expired active jobs back to retry. */
  maintenanceIntervalSeconds?: number;
  /**
   * How long stop() waits for running jobs before failing them back to the queue (another
   * process then retries them). Longer than any handler's own network timeouts.
   */
  stopTimeoutMs?: number;
  onError?: (error: Error) => void;
};

export const PG_BOSS_SCHEMA = 'pgboss';

/** How often pg-boss's maintenance fails expired active jobs (their process died) back to retry. */
export const MAINTENANCE_INTERVAL_SECONDS = 30;

/** A shutdown waits this long for running jobs: longer than the SMTP, SMS and push timeouts. */
export const JOB_STOP_TIMEOUT_MS = 60_000;

/** Starts pg-boss on the app's database (creating or migrating its schema under an advisory lock). */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const working = options.work ?? true;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: PG_BOSS_SCHEMA,
    max: options.max ?? (working ? 4 : 1),
    application_name: 'stockyard-jobs',
    // A process that works no jobs keeps no timers: it only creates queues and sends.
    supervise: working,
    schedule: working,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
    // Expired active jobs (their process died) are failed back to retry at this pace.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    // Finished jobs are kept a week for inspection, then dropped by pg-boss's own maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => (options.onError ?? defaultOnError)(error));
  let stopped = false;
  boss.on('stopped', () => (stopped = true));
  await boss.start();
  const handlers = new Map<string, JobHandler<object>>();

  return {
    active: working,
    get running() {
      return working && !stopped;
    },
    async register(name, handler, jobOptions = {}) {
      handlers.set(name, handler as JobHandler<object>);
      const queue = {
        name,
        policy: jobOptions.policy ?? 'standard',
        retryLimit: jobOptions.retryLimit ?? 2,
        retryDelay: jobOptions.retryDelaySeconds ?? 30,
        retryBackoff: jobOptions.retryBackoff ?? true,
        expireInSeconds: jobOptions.expireInSeconds ?? 15 * 60,
      };
      // createQueue leaves an existing queue as it was; updateQueue brings its options to this release's.
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, queue);
      if (!working) return;
      await boss.work<object>(
        name,
        {
          pollingIntervalSeconds: jobOptions.pollingIntervalSeconds ?? 2,
          batchSize: jobOptions.batchSize ?? 1,
          includeMetadata: true,
        },
        async (jobs) => {
          const outcomes = await Promise.allSettled(
            jobs.map((job) =>
              handler(job.data as Parameters<typeof handler>[0], {
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              }),
            ),
          );
          // A handler that throws fails the whole batch in pg-boss; each failed job is failed here
          // on its own instead (retried per the queue's options), and pg-boss completes the rest.
          for (const [index, outcome] of outcomes.entries()) {
            if (outcome.status === 'rejected') await boss.fail(name, jobs[index]!.id, failureOutput(outcome.reason));
          }
        },
      );
    },
    schedule: async (name, cron, data, scheduleOptions) => {
      if (working) await boss.schedule(name, cron, data ?? {}, { tz: scheduleOptions?.tz ?? 'UTC' });
    },
    unschedule: async (name) => {
      if (working) await boss.unschedule(name);
    },
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data ?? {}, {
        ...(sendOptions.startAfterSeconds !== undefined && { startAfter: sendOptions.startAfterSeconds }),
        ...(sendOptions.singletonKey !== undefined && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.singletonSeconds !== undefined && { singletonSeconds: sendOptions.singletonSeconds }),
      }),
    run: (name, data) => runHere(handlers, name, data),
    stop: async () => {
      stopped = true;
      await boss.stop({
        graceful: true,
        wait: true,
        close: true,
        timeout: options.stopTimeoutMs ?? JOB_STOP_TIMEOUT_MS,
      });
    },
  };
}

async function runHere(handlers: Map<string, JobHandler<object>>, name: string, data?: object) {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No job handler registered for "${name}"`);
  await handler(data ?? {}, { retryCount: 0, retryLimit: 0 });
}

/** What pg-boss keeps as a failed job's output: the error's message (and stack, for whoever inspects it). */
function failureOutput(reason: unknown): object {
  return reason instanceof Error ? { message: reason.message, stack: reason.stack } : { message: String(reason) };
}

function defaultOnError(error: Error) {
  console.error(`Job runner: ${error.message}`);
}
