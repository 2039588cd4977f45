import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MIN_PER_MINUTE } from '@stockyard/domain';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from './settings.fixtures.js';

/** A Redis database of its own (the machine's Redis on 6379), emptied before the file runs. */
const REDIS_URL = 'redis://127.0.0.1:6379/12';
/** Nothing listens there: Redis "down" from the first request. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1/0';

const wrongSignIn = (t: TestApp, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: `nobody_${n}`, password: 'Wrong-Password-1' },
  });

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    await redis.flushdb();
    // Two app instances on one Redis stand in for two processes (the multi-process test spawns real ones).
    [a, b] = await Promise.all([
      createTestApp({ redisUrl: REDIS_URL, loginRateLimitPerMinute: 4 }),
      createTestApp({ redisUrl: REDIS_URL, loginRateLimitPerMinute: 4 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await redis.quit();
  });

  it('when sign-ins alternate between two instances, then together they get the limit once, not twice', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await wrongSignIn(i % 2 === 0 ? a : b, i)).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    const refused = await wrongSignIn(b, 99);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The count is in Redis, under the route, with a window that ends.
    const keys = await redis.keys('stockyard:rate-limit:POST/api/auth/login*');
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0]!)).toBe('11');
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('when the contact form is sent through both instances, then its own limit (5 a minute) is shared too', async () => {
    const message = { name: 'Sam Visitor', email: 'sam@example.com', subject: 'Space', message: 'Room for 2 pallets?' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const t = i % 2 === 0 ? a : b;
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/contact', payload: message })).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
  });

  it('when Redis is configured, then health says whether it is reachable', async () => {
    const response = await a.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'healthy', redis: 'connected' });
  });
});

describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { redisUrl: DEAD_REDIS_URL, loginRateLimitPerMinute: 3, logLevel: 'warn' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => t.close());

  it('when Redis cannot be reached, then requests are served uncounted (fail-open) and a warning is logged once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await wrongSignIn(t, i)).statusCode);
    // The limit of 3 is not applied while the shared count is unknown: no 429, no 5xx.
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'healthy', database: 'connected', redis: 'unavailable' });
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    // Said once when Redis went away, not once per request.
    expect(
      warnings.filter((line) => line.level === 40 && line.msg.includes('rate limits are not enforced')),
    ).toHaveLength(1);
    // The URL (it may carry a password) is never logged.
    expect(lines.join('')).not.toContain(DEAD_REDIS_URL);
  });
});

describe('rate limits without REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimitPerMinute: 2 });
  });
  afterAll(async () => t.close());

  it('when Redis is not configured, then limits count in the process and health does not mention Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await wrongSignIn(t, i)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).not.toHaveProperty('redis');
  });
});

describe('the API rate limit and admins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL, apiRateLimit: true });
  });
  afterAll(async () => t.close());

  it('when the limit is set to its lowest, then a visitor meets it and signed-in people keep the floor their screens need', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    const employee = await signIn(t.app, DEMO.employee);
    expect(
      (await putSystemSettings(t.app, admin.headers, { rate_limit_per_minute: RATE_LIMIT_MIN_PER_MINUTE })).statusCode,
    ).toBe(200);
    const statusesOf = async (url: string, headers: Record<string, string>, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i += 1) statuses.push((await t.app.inject({ method: 'GET', url, headers })).statusCode);
      return statuses;
    };
    // A visitor is counted by address and gets the setting itself.
    const visitorStatuses = await statusesOf('/api/branches', {}, RATE_LIMIT_MIN_PER_MINUTE + 2);
    expect(visitorStatuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    // A person signed in counts as one, with at least the floor (a screen's burst, reloaded).
    for (const session of [employee, admin]) {
      const statuses = await statusesOf('/api/users/me', session.headers, 3 * RATE_LIMIT_MIN_PER_MINUTE);
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // And the admin can still raise it.
    expect((await putSystemSettings(t.app, admin.headers, { rate_limit_per_minute: 100 })).statusCode).toBe(200);
  });
});
