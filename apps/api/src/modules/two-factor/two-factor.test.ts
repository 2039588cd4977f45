import { TWO_FACTOR_MESSAGES } from '@stockyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activities, signInThrottles, users } from '../../db/schema/index.js';
import { createTestApp, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { currentCode, enrol } from './two-factor.fixtures.js';
import { sealPlainTotpSecrets, totpSealerFor } from './two-factor.service.js';
import { hashRecoveryCode } from './totp.js';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  // Only the clock is faked: each code a test uses belongs to a later 30 s step than the last.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
  const sealer = () => totpSealerFor(t.config.jwtSecret!);

  const freshCustomer = async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    return { body, session: await signIn(t.app, body) };
  };
  const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  /** The sign-in count of a name from the test client's address (undefined once a sign-in cleared it). */
  const attemptsOf = async (username: string) =>
    (
      await t.db
        .select()
        .from(signInThrottles)
        .where(and(eq(signInThrottles.name, sql`lower(${username})`), eq(signInThrottles.scope, '127.0.0.1')))
    )[0];
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/users/me/two-factor/${url}`, headers, payload });
  const login = (body: { username: string; password: string }, otp_code?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: body.username, password: body.password, ...(otp_code && { otp_code }) },
    });

  it('when the password is wrong at setup, then 400 on the password field and nothing is stored', async () => {
    const { session } = await freshCustomer();
    const response = await post('setup', session.headers, { password: 'not-it' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'password', message: TWO_FACTOR_MESSAGES.passwordIncorrect }]);
    expect((await stored(session.user.id)).totpSecret).toBeNull();
    // The session is untouched: a wrong password here does not sign anyone out.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers })).statusCode).toBe(
      200,
    );
  });

  it('when a user enrols, then a wrong code is refused, the right one turns it on and gives 10 recovery codes', async () => {
    const { body, session } = await freshCustomer();
    const setup = await post('setup', session.headers, { password: body.password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg/);
    // Stored sealed, never in the clear: a database dump does not carry the secret.
    const pending = await stored(session.user.id);
    expect(pending.totpEnabled).toBe(false);
    expect(pending.totpSecret).not.toContain(secret);
    expect(sealer().open(pending.totpSecret!)).toBe(secret);

    const wrong = await post('enable', session.headers, {
      code: currentCode(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');
    expect((await stored(session.user.id)).totpEnabled).toBe(false);
    expect((await post('enable', session.headers, { code: '12ab' })).statusCode).toBe(400);

    const enabled = await post('enable', session.headers, { code: currentCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recovery_codes;
    expect(codes).toHaveLength(10);
    const row = await stored(session.user.id);
    expect(row.totpEnabled).toBe(true);
    // Only hashes are kept.
    expect(row.totpRecoveryCodes).toEqual(codes.map(hashRecoveryCode));
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.json().two_factor_enabled).toBe(true);
    const prefs = await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers });
    expect(prefs.json().privacy.twoFactorAuth).toBe(true);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, session.user.id), eq(activities.action, 'two_factor_enabled')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.category).toBe('security');

    const again = await post('setup', session.headers, { password: body.password });
    expect(again.statusCode).toBe(409);
    expect(sealer().open((await stored(session.user.id)).totpSecret!)).toBe(secret);
  });

  it('when an enrolled user signs in, then a code is asked for, a valid one works once, a wrong one counts', async () => {
    const { body, session } = await freshCustomer();
    const { secret } = await enrol(t.app, session.headers, body.password);

    const noCode = await login(body);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', detail: TWO_FACTOR_MESSAGES.codeRequired });
    // A wrong password still gets the usual answer, code or not.
    const wrongPassword = await login({ ...body, password: 'nope-nope' });
    expect(wrongPassword.json()).toMatchObject({ code: 'UNAUTHORIZED', detail: 'Incorrect username or password' });
    const attemptsBefore = (await attemptsOf(body.username))!.failures;

    nextStep();
    const wrongCode = await login(body, currentCode(secret) === '123456' ? '654321' : '123456');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await attemptsOf(body.username))?.failures).toBe(attemptsBefore + 1);

    const code = currentCode(secret);
    const ok = await login(body, code);
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['access_token', 'token_type', 'user']);
    expect(await attemptsOf(body.username)).toBeUndefined();
    // The same code again (someone who saw it) is refused.
    const replay = await login(body, code);
    expect(replay.json().code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('when a recovery code is used to sign in, then it works once and is used up', async () => {
    const { body, session } = await freshCustomer();
    const { recoveryCodes } = await enrol(t.app, session.headers, body.password);
    const [first] = recoveryCodes;
    const ok = await login(body, first!.toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect((await stored(session.user.id)).totpRecoveryCodes).toHaveLength(9);
    const again = await login(body, first!);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('when wrong codes reach the attempt limit, then sign-in from that address pauses', async () => {
    const { body, session } = await freshCustomer();
    const { secret } = await enrol(t.app, session.headers, body.password);
    const wrong = currentCode(secret) === '000000' ? '999999' : '000000';
    let last = await login(body, wrong);
    for (let i = 0; i < 10 && last.statusCode === 401; i += 1) last = await login(body, wrong);
    expect(last.statusCode).toBe(423);
    expect((await attemptsOf(body.username))?.blockedUntil).not.toBeNull();
  });

  it('when the user turns it off with password and code, then sign-in asks for no code; bad input changes nothing', async () => {
    const { body, session } = await freshCustomer();
    const { secret, recoveryCodes } = await enrol(t.app, session.headers, body.password);
    nextStep();
    const badPassword = await post('disable', session.headers, { password: 'wrong', code: currentCode(secret) });
    expect(badPassword.statusCode).toBe(400);
    const badCode = await post('disable', session.headers, { password: body.password, code: 'aaaaa-aaaaa' });
    expect(badCode.statusCode).toBe(400);
    expect((await stored(session.user.id)).totpEnabled).toBe(true);

    const off = await post('disable', session.headers, { password: body.password, code: recoveryCodes[1]! });
    expect(off.statusCode).toBe(200);
    expect(await stored(session.user.id)).toMatchObject({
      totpEnabled: false,
      totpSecret: null,
      totpRecoveryCodes: null,
    });
    expect((await login(body)).statusCode).toBe(200);
    expect((await post('disable', session.headers, { password: body.password, code: '123456' })).statusCode).toBe(409);
  });

  it('when new recovery codes are made, then the old ones stop working', async () => {
    const { body, session } = await freshCustomer();
    const { secret, recoveryCodes } = await enrol(t.app, session.headers, body.password);
    nextStep();
    const fresh = await post('recovery-codes', session.headers, { password: body.password, code: currentCode(secret) });
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recoveryCodes[0]);
    expect((await login(body, recoveryCodes[0])).statusCode).toBe(401);
    expect((await login(body, codes[0])).statusCode).toBe(200);
  });

  it('when preferences try to switch twoFactorAuth on without enrolment, then it stays off', async () => {
    const { session } = await freshCustomer();
    const prefs = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers })
    ).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: session.headers,
      payload: { ...prefs, privacy: { ...prefs.privacy, twoFactorAuth: true, sessionTimeout: '30' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().privacy).toMatchObject({ twoFactorAuth: false, sessionTimeout: '30' });
    const row = await stored(session.user.id);
    expect((row.preferences as { privacy: { twoFactorAuth: boolean } }).privacy.twoFactorAuth).toBe(false);
    expect(row.totpEnabled).toBe(false);
  });

  it('when a secret was stored in the clear by an earlier version, then start-up seals it and codes still work', async () => {
    const { body, session } = await freshCustomer();
    const { secret } = await enrol(t.app, session.headers, body.password);
    await t.db.update(users).set({ totpSecret: secret }).where(eq(users.id, session.user.id));

    expect(await sealPlainTotpSecrets(t.db, sealer())).toBe(1);
    const sealed = (await stored(session.user.id)).totpSecret!;
    expect(sealed).not.toContain(secret);
    expect(sealer().open(sealed)).toBe(secret);
    // Sealed values are left alone on the next start.
    expect(await sealPlainTotpSecrets(t.db, sealer())).toBe(0);
    nextStep();
    expect((await login(body, currentCode(secret))).statusCode).toBe(200);
  });

  it('when the server secret changed since enrolment, then codes are refused but a recovery code still signs in', async () => {
    const { body, session } = await freshCustomer();
    const { secret, recoveryCodes } = await enrol(t.app, session.headers, body.password);
    const otherKey = totpSealerFor('another-server-secret-another-server-secret');
    await t.db
      .update(users)
      .set({ totpSecret: otherKey.seal(secret) })
      .where(eq(users.id, session.user.id));
    nextStep();
    const refused = await login(body, currentCode(secret));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await login(body, recoveryCodes[0])).statusCode).toBe(200);
  });

  it('when a user without two-factor sends a code, then sign-in answers exactly as before', async () => {
    const { body } = await freshCustomer();
    expect((await login(body, '123456')).statusCode).toBe(200);
    const wrong = await login({ ...body, password: 'nope-nope' }, '123456');
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', detail: 'Incorrect username or password' });
  });
});
