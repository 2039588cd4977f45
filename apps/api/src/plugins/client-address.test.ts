import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { activities } from '../db/schema/index.js';
import { ADMIN_IP_REFUSED } from '../modules/settings/request-rules.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../test/test-app.js';

const ALLOWED = '203.0.113.7';
const PROXY = '10.0.0.1';

/** The address-bound rules of one app: the admin allow-list, the anonymous route limits, the audit log. */
function clientAddressChecks(options: Partial<Config>) {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimitPerMinute: 3, ...options });
    admin = await signIn(t.app, DEMO.admin);
    await setAllowList([ALLOWED, '127.0.0.1']);
  });
  afterAll(async () => {
    await setAllowList([]);
    await t.close();
  });

  // Sends the ETag back when the server gives one, so the save is not refused as stale.
  async function setAllowList(list: string[]) {
    const url = '/api/settings/system';
    const current = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    const etag = current.headers.etag;
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin.headers, ...(etag ? { 'if-match': String(etag) } : {}) },
      payload: { ip_allow_list: list },
    });
    expect(response.statusCode).toBe(200);
  }
  const adminCall = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      remoteAddress,
      headers: { ...admin.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
  // An empty body is refused with 400 after the limiter has counted it, so no account is touched.
  const anonymousPost = (url: string, remoteAddress: string, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: {} });
  const lastSignInOf = async (userId: number) => {
    const [row] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.action, 'login')))
      .orderBy(desc(activities.id))
      .limit(1);
    return row;
  };

  return { testApp: () => t, adminCall, anonymousPost, lastSignInOf };
}

describe('client address without a trusted proxy (the default)', () => {
  const { testApp, adminCall, anonymousPost, lastSignInOf } = clientAddressChecks({});

  it('when an admin outside the allow-list sends X-Forwarded-For with an allowed address, then 403', async () => {
    const forged = await adminCall('198.51.100.20', ALLOWED);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ detail: ADMIN_IP_REFUSED, code: 'FORBIDDEN' });
    expect((await adminCall('198.51.100.20', `${ALLOWED}, ${ALLOWED}`)).statusCode).toBe(403);
    expect((await adminCall(ALLOWED)).statusCode).toBe(200);
  });

  it.each(['/api/auth/login', '/api/auth/register'])(
    'when %s is called with a new X-Forwarded-For each time, then the limit still counts one client',
    async (url) => {
      const peer = url.endsWith('login') ? '198.51.100.31' : '198.51.100.32';
      for (let i = 1; i <= 3; i += 1) expect((await anonymousPost(url, peer, `192.0.2.${i}`)).statusCode).toBe(400);
      const limited = await anonymousPost(url, peer, '192.0.2.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      // Another connection is its own client.
      expect((await anonymousPost(url, '198.51.100.33', '192.0.2.1')).statusCode).toBe(400);
    },
  );

  it('when the contact form is posted with a new X-Forwarded-For each time, then the sixth is limited', async () => {
    const peer = '198.51.100.34';
    for (let i = 1; i <= 5; i += 1) {
      expect((await anonymousPost('/api/contact', peer, `192.0.2.${i}`)).statusCode).toBe(400);
    }
    expect((await anonymousPost('/api/contact', peer, '192.0.2.99')).statusCode).toBe(429);
  });

  it('when a sign-in carries a forged X-Forwarded-For, then the audit log and session keep the real peer', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.40',
      headers: { 'x-forwarded-for': '192.0.2.66' },
      payload: DEMO.employee2,
    });
    expect(response.statusCode).toBe(200);
    const logged = await lastSignInOf(response.json().user.id);
    expect(logged?.ipAddress).toBe('198.51.100.40');
  });
});

describe(`client address behind a trusted proxy (TRUST_PROXY=${PROXY})`, () => {
  const { testApp, adminCall, anonymousPost, lastSignInOf } = clientAddressChecks({ trustProxy: [PROXY] });

  it('when the proxy vouches for an allowed address, then 200; a forged entry to its left does not count', async () => {
    expect((await adminCall(PROXY, ALLOWED)).statusCode).toBe(200);
    // The client sent "X-Forwarded-For: <allowed>"; the proxy appended the address it really saw.
    expect((await adminCall(PROXY, `${ALLOWED}, 198.51.100.9`)).statusCode).toBe(403);
    // Straight to the server, not through the proxy: the header is not believed.
    expect((await adminCall('198.51.100.9', ALLOWED)).statusCode).toBe(403);
  });

  it('when one client forges left entries through the proxy, then it is limited; other clients are not', async () => {
    const url = '/api/auth/login';
    for (let i = 1; i <= 3; i += 1) {
      expect((await anonymousPost(url, PROXY, `192.0.2.${i}, 198.51.100.50`)).statusCode).toBe(400);
    }
    expect((await anonymousPost(url, PROXY, '192.0.2.99, 198.51.100.50')).statusCode).toBe(429);
    expect((await anonymousPost(url, PROXY, '198.51.100.51')).statusCode).toBe(400);
  });

  it('when a sign-in comes through the proxy, then the audit log holds the address the proxy saw', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '192.0.2.66, 198.51.100.60' },
      payload: DEMO.employee2,
    });
    expect(response.statusCode).toBe(200);
    expect((await lastSignInOf(response.json().user.id))?.ipAddress).toBe('198.51.100.60');
  });
});

describe('client address behind one proxy hop (TRUST_PROXY=1)', () => {
  const { adminCall } = clientAddressChecks({ trustProxy: 1 });

  it('when the header has several entries, then only the right-most (added by the proxy) counts', async () => {
    expect((await adminCall('10.1.2.3', ALLOWED)).statusCode).toBe(200);
    expect((await adminCall('10.1.2.3', `${ALLOWED}, 198.51.100.9`)).statusCode).toBe(403);
  });
});

describe('TRUST_PROXY setting', () => {
  it.each([
    [undefined, false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('when it is %j, then the server trusts %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,', '-1'])(
    'when it is %j, then start-up stops with a message naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );
});
