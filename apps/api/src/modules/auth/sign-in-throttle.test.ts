import { signInPausedMessage } from '@stockyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, signInThrottles, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

const PAUSED_30 = { code: 'ACCOUNT_LOCKED', detail: signInPausedMessage(30) };
const WRONG = { code: 'UNAUTHORIZED', detail: 'Incorrect username or password' };

describe('sign-in throttling per name and address', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  let peer = 0;
  /** A client address no other test has used. */
  const newAddress = () => `198.51.100.${(peer += 1)}`;
  const login = (payload: { username: string; password: string }, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: payload.username, password: payload.password },
      remoteAddress,
    });
  const registered = async () => {
    const body = newCustomer();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    return body;
  };
  const answer = (response: Awaited<ReturnType<typeof login>>) => ({ status: response.statusCode, ...response.json() });
  const throttleRow = async (name: string, scope: string) =>
    (
      await t.db
        .select()
        .from(signInThrottles)
        .where(and(eq(signInThrottles.name, name.toLowerCase()), eq(signInThrottles.scope, scope)))
    )[0];
  const failuresLogged = async (username: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.username, username));
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(and(eq(activities.userId, user!.id), eq(activities.action, 'login_failed')));
    return rows[0]!.n;
  };
  // Sends the ETag back when the server gives one, so the save is not refused as stale.
  const putSettings = async (payload: Record<string, unknown>) => {
    const url = '/api/settings/system';
    const etag = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).headers.etag;
    const headers = { ...admin.headers, ...(etag ? { 'if-match': String(etag) } : {}) };
    expect((await t.app.inject({ method: 'PUT', url, headers, payload })).statusCode).toBe(200);
  };

  it.each([
    [5, 30],
    [3, 1],
  ])(
    'when 40 wrong passwords arrive at once (max %i attempts, %i-minute lockout), then exactly the max are checked',
    async (maxAttempts, lockoutMinutes) => {
      await putSettings({ max_login_attempts: maxAttempts, lockout_minutes: lockoutMinutes });
      try {
        const body = await registered();
        const from = newAddress();
        const responses = await Promise.all(
          Array.from({ length: 40 }, () => login({ username: body.username, password: 'wrong-password' }, from)),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 401)).toHaveLength(maxAttempts - 1);
        expect(statuses.filter((status) => status === 423)).toHaveLength(40 - (maxAttempts - 1));
        expect(await failuresLogged(body.username)).toBe(maxAttempts);
        const paused = { code: 'ACCOUNT_LOCKED', detail: signInPausedMessage(lockoutMinutes) };
        for (const response of responses.filter((r) => r.statusCode === 423)) expect(response.json()).toEqual(paused);
        const row = await throttleRow(body.username, from);
        expect(row).toMatchObject({ failures: maxAttempts + 1, blocks: 1 });
        const pauseMs = row!.blockedUntil!.getTime() - Date.now();
        expect(pauseMs).toBeGreaterThan((lockoutMinutes - 1) * 60_000);
        expect(pauseMs).toBeLessThanOrEqual(lockoutMinutes * 60_000);
      } finally {
        await putSettings({ max_login_attempts: 5, lockout_minutes: 30 });
      }
    },
  );

  it('when a stranger pauses a name from their address, then the owner still signs in from theirs', async () => {
    const body = await registered();
    const stranger = newAddress();
    for (let i = 0; i < 4; i += 1)
      expect(answer(await login({ ...body, password: 'guess' }, stranger))).toMatchObject(WRONG);
    expect(answer(await login({ ...body, password: 'guess' }, stranger))).toEqual({ status: 423, ...PAUSED_30 });
    // Paused even with the right password: the stranger learns nothing more.
    expect(answer(await login(body, stranger))).toEqual({ status: 423, ...PAUSED_30 });
    expect((await login(body, newAddress())).statusCode).toBe(200);
  });

  it('when an unknown name gets the same attempts as a known one, then every answer is the same', async () => {
    const body = await registered();
    const attempts = async (username: string) => {
      const from = newAddress();
      const answers = [];
      for (let i = 0; i < 7; i += 1) answers.push(answer(await login({ username, password: 'guess' }, from)));
      return answers;
    };
    const known = await attempts(body.username);
    const unknown = await attempts(`nobody_${body.username}`);
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423, 423]);
    expect(await throttleRow(`nobody_${body.username}`, `198.51.100.${peer}`)).toMatchObject({ blocks: 1 });
  });

  it('when a pause ends and the address fails again, then the next pause lasts twice as long', async () => {
    const body = await registered();
    const from = newAddress();
    for (let i = 0; i < 5; i += 1) await login({ ...body, password: 'guess' }, from);
    const key = and(eq(signInThrottles.name, body.username.toLowerCase()), eq(signInThrottles.scope, from));
    await t.db
      .update(signInThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(key);
    for (let i = 0; i < 4; i += 1) expect((await login({ ...body, password: 'guess' }, from)).statusCode).toBe(401);
    const second = await login({ ...body, password: 'guess' }, from);
    expect(second.json()).toEqual({ code: 'ACCOUNT_LOCKED', detail: signInPausedMessage(60) });
    expect(await throttleRow(body.username, from)).toMatchObject({ blocks: 2 });
  });

  it('when a sign-in succeeds, then that address starts again with a clean count', async () => {
    const body = await registered();
    const from = newAddress();
    for (let i = 0; i < 4; i += 1) await login({ ...body, password: 'guess' }, from);
    expect((await login(body, from)).statusCode).toBe(200);
    expect(await throttleRow(body.username, from)).toBeUndefined();
    for (let i = 0; i < 4; i += 1) expect((await login({ ...body, password: 'guess' }, from)).statusCode).toBe(401);
  });

  it('when addresses share an IPv6 /64, then they share one count', async () => {
    const body = await registered();
    for (let i = 1; i <= 5; i += 1) await login({ ...body, password: 'guess' }, `2001:db8:7:7::${i}`);
    expect((await login(body, '2001:db8:7:7::99')).statusCode).toBe(423);
    expect((await login(body, '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('when guesses are spread over many addresses, then new addresses are paused but not the owner’s usual one', async () => {
    await putSettings({ max_login_attempts: 3 });
    try {
      const body = await registered();
      const home = newAddress();
      expect((await login(body, home)).statusCode).toBe(200);
      const spread = async (username: string) => {
        // 3 x 10 = 30 failures from all addresses, 2 per address: never the per-address limit.
        for (let i = 0; i < 15; i += 1) {
          const from = newAddress();
          for (let j = 0; j < 2; j += 1) await login({ username, password: 'guess' }, from);
        }
        return answer(await login({ username, password: body.password }, newAddress()));
      };
      const known = await spread(body.username);
      expect(known).toEqual({ status: 423, ...PAUSED_30 });
      expect(await spread(`nobody_${body.username}`)).toEqual(known);
      expect((await login(body, home)).statusCode).toBe(200);
    } finally {
      await putSettings({ max_login_attempts: 5 });
    }
  });

  it('when an admin sets a new password, then every pause on the name is lifted', async () => {
    const body = await registered();
    const from = newAddress();
    for (let i = 0; i < 5; i += 1) await login({ ...body, password: 'guess' }, from);
    const [user] = await t.db.select().from(users).where(eq(users.username, body.username));
    const url = `/api/users/${user!.id}`;
    const current = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    const etag = current.headers.etag;
    const { first_name, last_name, email, role, branch_id, version } = current.json();
    const reset = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin.headers, ...(etag ? { 'if-match': String(etag) } : {}) },
      payload: {
        first_name,
        last_name,
        email,
        role,
        branch_id,
        password: 'Harbour-Lantern-7319',
        ...(version && { version }),
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await throttleRow(body.username, from)).toBeUndefined();
    expect((await login({ ...body, password: 'Harbour-Lantern-7319' }, from)).statusCode).toBe(200);
  });

  it('when the username is missing or too long, then 400 and nothing is counted', async () => {
    const from = newAddress();
    const long = await login({ username: 'x'.repeat(151), password: 'guess' }, from);
    expect(long.statusCode).toBe(400);
    const rows = await t.db.select().from(signInThrottles).where(eq(signInThrottles.scope, from));
    expect(rows).toEqual([]);
  });
});
