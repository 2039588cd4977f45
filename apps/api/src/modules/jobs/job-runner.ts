import PgBoss from 'pg-boss';

/** What a job does with its data; a thrown error fails the attempt (retried per the options). */
export type JobHandler<T extends object = Record<string, unknown>> = (data: T) => Promise<void>;

export type JobOptions = {
  /**
   * standard: every send is a job. stately: at most one waiting and one running (a wake-up sent
   * while one waits is dropped, one sent while one runs waits for it). singleton: one running.
   */
  policy?: 'standard' | 'stately' | 'singleton';
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** How often an idle worker of this process asks the database for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
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
  /** Creates the queue (once per database) and, when active, works it in this process. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): Promise<void>;
  /** Runs `name` on a 5-field cron in UTC (or `tz`); stored in the database, so one schedule for all processes. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Queues one job; the id, or null when a policy or singleton key dropped it as a duplicate. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs a registered handler here and now, outside the queue (tests, and work a request waits for). */
  run(name: string, data?: object): Promise<void>;
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  connectionString: string;
  /** Connections of the runner's own pool. */
  max?: number;
  /** Seconds between the timekeeper's cron checks (pg-boss: 1 to 45, default 30). */
  cronMonitorIntervalSeconds?: number;
  /** Seconds between polls of the queue cron jobs pass through (1 to 45). */
  cronWorkerIntervalSeconds?: number;
  /** How long stop() waits for running jobs before failing them back to the queue. */
  stopTimeoutMs?: number;
  onError?: (error: Error) => void;
};

const PG_BOSS_SCHEMA = 'pgboss';

/** Starts pg-boss on the app's database (creating or migrating its schema under an advisory lock). */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: PG_BOSS_SCHEMA,
    max: options.max ?? 4,
    application_name: 'stockyard-jobs',
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
    // Finished jobs are kept a week for inspection, then dropped by pg-boss's own maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => (options.onError ?? defaultOnError)(error));
  await boss.start();
  const handlers = new Map<string, JobHandler<object>>();

  return {
    active: true,
    async register(name, handler, jobOptions = {}) {
      handlers.set(name, handler as JobHandler<object>);
      await boss.createQueue(name, {
        name,
        policy: jobOptions.policy ?? 'standard',
        retryLimit: jobOptions.retryLimit ?? 2,
        retryDelay: jobOptions.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: jobOptions.expireInSeconds ?? 15 * 60,
      });
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: jobOptions.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
        },
      );
    },
    schedule: (name, cron, data, scheduleOptions) =>
      boss.schedule(name, cron, data ?? {}, { tz: scheduleOptions?.tz ?? 'UTC' }),
    unschedule: (name) => boss.unschedule(name),
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data ?? {}, {
        ...(sendOptions.startAfterSeconds !== undefined && { startAfter: sendOptions.startAfterSeconds }),
        ...(sendOptions.singletonKey !== undefined && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.singletonSeconds !== undefined && { singletonSeconds: sendOptions.singletonSeconds }),
      }),
    run: (name, data) => runHere(handlers, name, data),
    stop: () => boss.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 }),
  };
}

/**
 * The runner of a process that works no jobs (JOBS=false, and API tests that do not start one):
 * handlers are known, so `run` works, but nothing is queued or scheduled from here. Messages still
 * reach the outbox table; whichever process runs jobs delivers them.
 */
export function idleJobRunner(): JobRunner {
  const handlers = new Map<string, JobHandler<object>>();
  return {
    active: false,
    register: async (name, handler) => {
      handlers.set(name, handler as JobHandler<object>);
    },
    schedule: async () => {},
    unschedule: async () => {},
    send: async () => null,
    run: (name, data) => runHere(handlers, name, data),
    stop: async () => {},
  };
}

async function runHere(handlers: Map<string, JobHandler<object>>, name: string, data?: object) {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No job handler registered for "${name}"`);
  await handler(data ?? {});
}

function defaultOnError(error: Error) {
  console.error(`Job runner: ${error.message}`);
}
