import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { idDoc, pdfOfSize, submit, validApplication } from '../applications/applications.fixtures.js';
import { uploadCsv } from '../goods/goods.fixtures.js';
import { ADMIN_IP_REFUSED } from './request-rules.js';
import { PAGE_FAN_OUT_MAX, SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE } from '@stockyard/domain';

const MB = 1024 * 1024;

/** Settings that change what the server does; this app runs with the API rate limit on. */
describe('system settings enforcement', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp({ apiRateLimit: true });
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  // The version each save answers is the next save's: no extra reads, which the rate limit here counts.
  let version = 1;
  const put = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/system',
      headers: admin.headers,
      payload: { ...payload, version },
    });
    expect(response.statusCode).toBe(200);
    version = (response.json() as { version: number }).version;
  };
  const freshCustomer = async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    return signIn(t.app, { username: body.username, password: body.password });
  };

  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number; sid: string };

  it('when the session timeout is 15 minutes, then sign-in opens a session that ends after 15 idle minutes, in a token for the working day', async () => {
    await put({ session_timeout_minutes: 15 });
    const before = Date.now();
    const customer = await signIn(t.app, DEMO.customer);
    const claims = claimsOf(customer.token);
    expect(claims.exp - claims.iat).toBe(t.config.tokenTtlMinutes * 60);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    const lifetime = session!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(15 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    await put({ session_timeout_minutes: 60 });
  });

  it("when a customer chose their own session timeout, then it shortens their sign-ins within the site's limit; staff keep the site's", async () => {
    await put({ session_timeout_minutes: 120 });
    const choose = async (headers: Record<string, string>, sessionTimeout: string) => {
      const current = await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers });
      const preferences = current.json() as { privacy: Record<string, unknown> };
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/preferences',
        headers,
        payload: { ...preferences, privacy: { ...preferences.privacy, sessionTimeout } },
      });
      expect(saved.statusCode).toBe(200);
    };
    const lifetimeOf = async (credentials: { username: string; password: string }) => {
      const { token } = await signIn(t.app, credentials);
      const claims = claimsOf(token);
      const [session] = await t.db.select().from(sessions).where(eq(sessions.id, claims.sid));
      return Math.round((session!.expiresAt.getTime() - claims.iat * 1000) / 60_000);
    };
    try {
      const body = newCustomer();
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      const customer = await signIn(t.app, body);
      expect(await lifetimeOf(body)).toBe(60); // the default choice, 1 hour
      await choose(customer.headers, '15');
      expect(await lifetimeOf(body)).toBe(15);
      await choose(customer.headers, 'never');
      expect(await lifetimeOf(body)).toBe(120);
      await put({ session_timeout_minutes: 30 });
      await choose(customer.headers, '120');
      expect(await lifetimeOf(body)).toBe(30);

      // Staff have no such setting on their screens: a stored value does not shorten theirs.
      const employee = await signIn(t.app, DEMO.employee);
      await choose(employee.headers, '15');
      expect(await lifetimeOf(DEMO.employee)).toBe(30);
      await choose(employee.headers, '60');
    } finally {
      await put({ session_timeout_minutes: 60 });
    }
  });

  it('when the limit is 10 a minute, then the 11th call of a visitor gets 429 with when to retry, and a signed-in person still gets the floor', async () => {
    const [first, second] = [await freshCustomer(), await freshCustomer()];
    await put({ rate_limit_per_minute: 10 });
    try {
      // A visitor of an address of its own, so the count starts fresh.
      const open = () => t.app.inject({ method: 'GET', url: '/api/settings/public', remoteAddress: '203.0.113.77' });
      const firstVisit = await open();
      expect(firstVisit.headers['x-ratelimit-limit']).toBe('10');
      const seen = Number(firstVisit.headers['x-ratelimit-remaining']);
      for (let i = 0; i < seen; i += 1) expect((await open()).statusCode).toBe(200);
      const limited = await open();
      expect(limited.statusCode).toBe(429);
      const wait = Number(limited.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      // The detail names the same wait as the header, so the screen can say when to retry.
      expect(limited.json()).toEqual({ detail: `Too many requests. Try again in ${wait} s.`, code: 'RATE_LIMITED' });

      // A person counts as one: a screen's burst of reads, reloaded PAGE_LOADS_PER_MINUTE times, fits.
      const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      const answers = [];
      for (let i = 0; i < SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE; i += 1)
        answers.push((await me(first.headers)).statusCode);
      expect(answers.filter((status) => status !== 200)).toEqual([]);
      const over = await me(first.headers);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per person: another customer is not affected.
      expect((await me(second.headers)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await put({ rate_limit_per_minute: 100 });
    }
  });

  it('when the limit is left at its default of 100, then nine reloads of a 20-request screen by one person all pass', async () => {
    const customer = await freshCustomer();
    const reads = ['/api/users/me', '/api/settings/public', '/api/notifications', '/api/users/me/preferences'];
    const statuses: number[] = [];
    for (let load = 0; load < 9; load += 1)
      for (let i = 0; i < PAGE_FAN_OUT_MAX; i += 1)
        statuses.push(
          (await t.app.inject({ method: 'GET', url: reads[i % reads.length]!, headers: customer.headers })).statusCode,
        );
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it('when the maximum file size is 1 MB, then a 2 MB import or document gets 413 and a small one passes', async () => {
    await put({ max_file_size_mb: 1 });
    try {
      const header = 'name,category,quantity,branch_id\n';
      const big = header + 'Padding Row,Other,1,1\n'.repeat(Math.ceil((2 * MB) / 22));
      const csv = await uploadCsv(t.app, admin.headers, big);
      expect(csv.statusCode).toBe(413);
      expect(csv.json()).toMatchObject({ detail: 'CSV file must be at most 1 MB', code: 'PAYLOAD_TOO_LARGE' });

      const customer = await freshCustomer();
      const tooBig = await submit(t.app, customer.headers, {
        data: validApplication(),
        id: idDoc(pdfOfSize(2 * MB)),
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().errors).toEqual([
        { field: 'identification_doc', message: 'Identification document must be at most 1 MB' },
      ]);
      const fits = await submit(t.app, customer.headers, { data: validApplication(), id: idDoc(pdfOfSize(MB / 2)) });
      expect(fits.statusCode).toBe(201);
    } finally {
      await put({ max_file_size_mb: 10 });
    }
  });

  it('when the IP allow-list is set, then admins elsewhere get 403 and other roles are not affected', async () => {
    await put({ ip_allow_list: ['127.0.0.1', '192.168.0.0/16'] });
    try {
      const call = (headers: Record<string, string>, remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/api/users/me', headers, remoteAddress });
      expect((await call(admin.headers, '192.168.4.20')).statusCode).toBe(200);
      const refused = await call(admin.headers, '10.9.9.9');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: ADMIN_IP_REFUSED, code: 'FORBIDDEN' });
      const customer = await signIn(t.app, DEMO.customer);
      expect((await call(customer.headers, '10.9.9.9')).statusCode).toBe(200);
    } finally {
      await put({ ip_allow_list: [] });
    }
  });
});
