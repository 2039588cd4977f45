import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSystemSettings } from '../src/modules/settings/settings.fixtures.js';
import { enrol } from '../src/modules/two-factor/two-factor.fixtures.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from './test-app.js';

type LogLine = { level: number; msg?: string; err?: { type?: string; code?: string; query?: string } };

/**
 * Issue 17 item 7: no log line carries a password, a password hash, a bearer token or two-factor
 * material, even when a query fails with them among its parameters. The app logs at trace level
 * into memory while requests that handle such material run; then the whole log is searched.
 */
describe('secrets never reach the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');
  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('when registration fails in the database, then the error is logged without the query parameters', async () => {
    // A trigger stands in for any database failure during the insert (disk full, a lost connection).
    await t.db.execute(sql`
      create function refuse_user_insert() returns trigger language plpgsql as $$
      begin raise exception 'forced failure for the log test'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_user_insert before insert on users for each row execute function refuse_user_insert()`,
    );
    const body = newCustomer({ password: 'Quartz-Harbor-Lantern-71' });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Internal server error', code: 'INTERNAL' });
    } finally {
      await t.db.execute(sql`drop trigger refuse_user_insert on users`);
      await t.db.execute(sql`drop function refuse_user_insert`);
    }
    const failure = parsed().find((line) => line.level === 50);
    // Still useful to an operator: the statement (placeholders only) and PostgreSQL's own error.
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/insert into "users"/),
    });
    expect(log()).toContain('forced failure for the log test');
    expect(log()).not.toContain(body.username);
    expect(log()).not.toContain(body.password);
    expect(log()).not.toContain('$argon2');
  });

  it('when people register, sign in, enrol in two-factor and save secrets, then none of it is in the log', async () => {
    const body = newCustomer({ password: 'Copper-Meadow-Violin-38' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const session = await signIn(t.app, body);
    const { secret, recoveryCodes } = await enrol(t.app, session.headers, body.password);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      // The enrolment used the current code; a recovery code is the second factor that is left.
      payload: { username: body.username, password: body.password, otp_code: recoveryCodes[0] },
    });
    expect(second.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: body.username, password: 'Wrong-Guess-Entirely-99' },
    });
    expect(wrong.statusCode).toBe(401);
    const admin = await signIn(t.app, DEMO.admin);
    const settings = await putSystemSettings(t.app, admin.headers, { smtp_password: 'smtp-secret-for-the-log-test' });
    expect(settings.statusCode).toBe(200);

    const text = log();
    expect(text).toContain('"url":"/api/auth/login"');
    for (const secretValue of [
      body.password,
      'Wrong-Guess-Entirely-99',
      DEMO.admin.password,
      session.token,
      admin.token,
      second.json().access_token,
      secret,
      ...recoveryCodes,
      'smtp-secret-for-the-log-test',
    ]) {
      expect(text).not.toContain(secretValue);
    }
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/Bearer [\w-]+\./);
  });

  it('when a log line itself carries secret fields, then redaction censors them at any depth up to two', () => {
    t.app.log.info(
      {
        password: 'plain-one',
        user: { password_hash: '$argon2id$v=19$m=19456', totp_secret: 'JBSWY3DPEHPK3PXP' },
        request: { body: { new_password: 'plain-two', access_token: 'eyJhbGciOi.x.y' } },
      },
      'a careless line',
    );
    const line = lines.at(-1) ?? '';
    expect(line).toContain('a careless line');
    for (const value of ['plain-one', '$argon2', 'JBSWY3DPEHPK3PXP', 'plain-two', 'eyJhbGciOi'])
      expect(line).not.toContain(value);
  });

  it('when a token is sent in the query string, then it is refused and never written to the log', async () => {
    const session = await signIn(t.app, DEMO.customer);
    const before = lines.length;
    for (const url of [
      `/api/users/me?access_token=${session.token}`,
      `/api/users/me?page=1&access_token=${session.token}`,
      `/api/no-such-route?access_token=${session.token}`,
      `/api/auth/reset-password?token=${session.token}&password=Plain-Query-Secret-1`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      if (url.includes('access_token')) {
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toMatch(/Authorization header/);
      }
    }
    // The header still works, with a harmless query beside it, and the query shows in the log.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me?view=full', headers: session.headers });
    expect(me.statusCode).toBe(200);
    const text = lines.slice(before).join('');
    expect(text).toContain('"url":"/api/users/me?access_token=[Redacted]"');
    expect(text).toContain('view=full');
    expect(text).not.toContain(session.token);
    expect(text).not.toContain('Plain-Query-Secret-1');
  });

  it('when a JWT is pasted into an ordinary query parameter or the path, then the log shows it censored and keeps the rest', async () => {
    const session = await signIn(t.app, DEMO.admin);
    const before = lines.length;
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    for (const url of [
      `/api/users?search=${session.token}&limit=5`,
      `/api/users?search=${encodeURIComponent(session.token)}`,
      `/api/users?search=${header}%2E${payload}%2E${signature}`,
      `/api/goods/${session.token}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const text = lines.slice(before).join('');
    expect(text).toContain('"url":"/api/users?search=[Redacted]&limit=5"');
    expect(text).toContain('"url":"/api/goods/[Redacted]"');
    expect(text).not.toContain(payload);
    expect(text).not.toContain(signature);
  });
});
