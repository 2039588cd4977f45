import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;

/**
 * One fixed window per key: the first hit starts it (PEXPIRE), later hits only count. Atomic in
 * Redis, so every process adds to the same counter. A key left without expiry (cannot happen
 * through this script, but a restore or a manual SET could) gets one, so it cannot block forever.
 */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & {
  stockyardRateLimit(
    key: string,
    windowMs: number,
    done: (error: Error | null, result?: [number, number]) => void,
  ): void;
};

/** The counts of one limit in this process's memory: used while Redis is unreachable. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  increment(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export type RateLimitStoreOptions = {
  redis: Redis;
  /** Every key starts with it, so several apps (or test runs) can share one Redis database. */
  prefix: string;
  /** Called when Redis fails a count; the caller decides how often to say so. */
  onRedisError(error: Error): void;
};

class SharedStore implements FastifyRateLimitStore {
  private readonly local = new LocalWindows();

  constructor(
    private readonly options: RateLimitStoreOptions,
    private readonly scope: string,
  ) {}

  incr(key: string, done: Done, timeWindow: number): void {
    const redis = this.options.redis as CountingRedis;
    redis.stockyardRateLimit(`${this.options.prefix}${this.scope}:${key}`, timeWindow, (error, result) => {
      if (error || !result) {
        // Fail soft, not open: the limit still holds per process, as it does without Redis.
        this.options.onRedisError(error ?? new Error('Redis returned no count'));
        done(null, this.local.increment(key, timeWindow));
        return;
      }
      done(null, { current: Number(result[0]), ttl: Number(result[1]) });
    });
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the merged limit settings with the route under routeInfo.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    const scope = route?.url ? `${String(route.method)}${String(route.url)}` : 'custom';
    return new SharedStore(this.options, scope);
  }
}

/**
 * A @fastify/rate-limit store whose counters live in Redis, shared by every process on it. The
 * API-wide limit counts under "all", each route with its own limit (sign-in, registration, the
 * contact form) under its method and path. While Redis fails, each process counts on its own.
 */
export function sharedRateLimitStore(options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  if (!('stockyardRateLimit' in options.redis)) {
    options.redis.defineCommand('stockyardRateLimit', { numberOfKeys: 1, lua: INCREMENT });
  }
  // The plugin constructs the store itself; a constructor returning an object hands it ours.
  return function Store() {
    return new SharedStore(options, 'all');
  } as unknown as FastifyRateLimitStoreCtor;
}
