import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../test/test-app.js';

/**
 * Token edge cases the auth tests do not cover (tampered, alg none, logout, deactivation and
 * password change are in modules/auth and modules/account). Tokens are signed here by hand with
 * HS256 so each claim can be set exactly; the first test proves such a token is accepted when
 * everything is right, so every refusal below is caused by the one thing each case changes.
 */
type Claims = Record<string, unknown>;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signHs256(claims: Claims, secret: string): string {
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('bearer tokens', () => {
  let t: TestApp;
  let secret: string;

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const expectRefused = async (token: string) => {
    const response = await me(token);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', detail: expect.any(String) });
    expect(response.body).not.toMatch(/stack|jwt|signature|FAST_JWT/i);
  };
  /** A fresh customer with a live session; returns what is needed to forge tokens for it. */
  const freshSession = async () => {
    const body = newCustomer();
    const created = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(created.statusCode).toBe(201);
    const session = await signIn(t.app, body);
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as Claims;
    return { ...session, claims: { sub: claims.sub, sid: claims.sid } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    secret = t.config.jwtSecret!;
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it('when a token is signed by hand with the app secret for a live session, then it is accepted', async () => {
    const session = await freshSession();
    const token = signHs256({ ...session.claims, iat: nowSeconds(), exp: nowSeconds() + 600 }, secret);
    const response = await me(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(session.user.id);
  });

  it('when the token has expired (exp in the past) although its session is live, then 401', async () => {
    const session = await freshSession();
    await expectRefused(signHs256({ ...session.claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 }, secret));
    // The session itself still works with its real token: only the expiry refused the forged one.
    expect((await me(session.token)).statusCode).toBe(200);
  });

  it('when a token already accepted (so remembered as verified) reaches its exp, then it is refused', async () => {
    const session = await freshSession();
    const token = signHs256({ ...session.claims, iat: nowSeconds(), exp: nowSeconds() + 30 }, secret);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    // Only the clock moves: the session row is still live (its end is an hour away).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    await expectRefused(token);
  });

  it('when the token is signed with a different secret, then 401', async () => {
    const session = await freshSession();
    const claims = { ...session.claims, iat: nowSeconds(), exp: nowSeconds() + 600 };
    await expectRefused(signHs256(claims, `${secret}-but-not-quite`));
    await expectRefused(signHs256(claims, 'x'.repeat(48)));
    await expectRefused(signHs256(claims, ''));
  });

  it('when the token uses another HMAC algorithm or is not a bearer token, then 401', async () => {
    const session = await freshSession();
    const [, payload, signature] = session.token.split('.');
    await expectRefused(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Basic ${Buffer.from('customer1:cust123').toString('base64')}` },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().code).toBe('UNAUTHORIZED');
    await expectRefused('');
    await expectRefused(`${session.token}.extra`);
  });

  it('when the claims are malformed (no session id, non-numeric or foreign subject), then 401', async () => {
    const session = await freshSession();
    const other = await freshSession();
    const times = { iat: nowSeconds(), exp: nowSeconds() + 600 };
    await expectRefused(signHs256({ sub: session.claims.sub, ...times }, secret));
    await expectRefused(signHs256({ ...session.claims, sub: 'admin', ...times }, secret));
    await expectRefused(signHs256({ ...session.claims, sub: Number(session.claims.sub), ...times }, secret));
    await expectRefused(signHs256({ ...session.claims, sid: 'not-a-uuid', ...times }, secret));
    // A valid session id presented for another user must not open that user's account.
    await expectRefused(signHs256({ sub: other.claims.sub, sid: session.claims.sid, ...times }, secret));
  });

  it('when the session row is deleted, then its still-unexpired token is refused', async () => {
    const session = await freshSession();
    await t.db.delete(sessions).where(eq(sessions.id, String(session.claims.sid)));
    await expectRefused(session.token);
  });

  it('when the session row has expired in the database, then its token is refused', async () => {
    const session = await freshSession();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(session.claims.sid)));
    await expectRefused(session.token);
  });

  it('when an admin deletes a user, then that user’s live token is refused (with and without history)', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    const plain = await freshSession();
    const withHistory = await freshSession();
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/goods/my-goods',
      headers: withHistory.headers,
      payload: { name: 'Keepsake box', category: 'Documents', value: 10 },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    for (const session of [plain, withHistory]) {
      expect((await me(session.token)).statusCode).toBe(200);
      const read = await t.app.inject({ method: 'GET', url: `/api/users/${session.user.id}`, headers: admin.headers });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${session.user.id}?version=${read.json<{ version: number }>().version}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      await expectRefused(session.token);
    }
  });

  it('when a user is marked deleted without their sessions being revoked, then the token is still refused', async () => {
    // Defence in depth: the session lookup itself excludes deleted users.
    const session = await freshSession();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, session.user.id));
    const [live] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(session.claims.sid)));
    expect(live?.revokedAt).toBeNull();
    await expectRefused(session.token);
  });
});
