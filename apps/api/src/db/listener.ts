import pg from 'pg';

export type ListenerLog = { info(message: string): void; warn(message: string): void };

export type ListenerOptions = {
  /** Connection settings of the app's pool: the listener opens its own connection beside it. */
  connection: pg.ClientConfig;
  channel: string;
  onMessage(payload: string): void;
  /** Each time LISTEN is in place, the first time and after every reconnect (events may have been missed). */
  onListening(): void;
  log: ListenerLog;
};

export type Listener = {
  isListening(): boolean;
  /** Resolves true once listening, or false if that takes longer than timeoutMs. */
  whenListening(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

const MAX_BACKOFF_MS = 10_000;
export const LISTENER_APPLICATION_NAME = 'stockyard-listener';
/** How often the idle connection is checked: a dead TCP peer may otherwise go unnoticed for minutes. */
const CHECK_INTERVAL_MS = 30_000;

/**
 * A dedicated connection that LISTENs on one channel: a pool would hand the connection back and
 * lose the LISTEN. If it drops (server restart, failover, network) it reconnects with backoff
 * (0.25 s doubling to 10 s) and says so through onListening, so the caller can catch up.
 */
export function openListener(options: ListenerOptions): Listener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let waiters: ((ok: boolean) => void)[] = [];

  const dropped = (failed: pg.Client, error?: Error) => {
    if (client !== failed) return;
    client = undefined;
    const wasListening = listening;
    listening = false;
    failed.removeAllListeners('notification');
    failed.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(250 * 2 ** attempt, MAX_BACKOFF_MS);
    attempt += 1;
    if (wasListening || attempt === 1) {
      options.log.warn(
        `PostgreSQL listener on ${options.channel} lost (${error?.message ?? 'connection ended'}); reconnecting`,
      );
    }
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      ...options.connection,
      keepAlive: true,
      query_timeout: 5_000,
      // Named, so an operator (or a test) can tell it from the pool's connections in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      dropped(next, error as Error);
      return;
    }
    if (client !== next) return;
    if (attempt > 0) options.log.info(`PostgreSQL listener on ${options.channel} is back`);
    attempt = 0;
    listening = true;
    for (const wake of waiters) wake(true);
    waiters = [];
    options.onListening();
  };

  const check = setInterval(() => {
    const current = client;
    if (!current || !listening) return;
    current.query('select 1').catch((error: Error) => dropped(current, error));
  }, CHECK_INTERVAL_MS);
  check.unref();

  void connect();

  return {
    isListening: () => listening,
    whenListening: (timeoutMs) => {
      if (listening) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        };
        waiters.push(onReady);
      });
    },
    close: async () => {
      closed = true;
      clearInterval(check);
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      listening = false;
      for (const wake of waiters) wake(false);
      waiters = [];
      await current?.end().catch(() => {});
    },
  };
}
