import { Redis } from 'ioredis';

/** What the server needs of Redis: the client, its state for /api/health, and a way to close it. */
export type RedisConnection = {
  client: Redis;
  /** True while commands can be sent (connected and ready). */
  isReady(): boolean;
  close(): Promise<void>;
};

export type RedisLog = { info(message: string): void; warn(message: string): void };

/**
 * Opens REDIS_URL for shared counters. Commands never queue or wait for a connection: while Redis
 * is unreachable they fail at once (the rate limits then let requests through uncounted) and the
 * client keeps reconnecting in the background, at most every 5 s. Connection problems are logged
 * when they start and when they end, not once per retry; the URL (it may hold a password) never.
 */
export function openRedis(url: string, log: RedisLog): RedisConnection {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // A Redis that accepts the connection but stalls must not stall sign-in.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`Redis unavailable (${error.message}): rate limits are not enforced until it is back`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits are shared across processes');
  });
  return {
    client,
    isReady: () => client.status === 'ready',
    close: async () => {
      if (client.status === 'end') return;
      try {
        await client.quit();
      } catch {
        // Not connected (quit needs a connection): drop the reconnect loop instead.
        client.disconnect();
      }
    },
  };
}
