import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 39 item 5: whoever holds a stolen token must not be able to guess the password through the
 * current-password checks. They count as sign-in attempts, with the same limits and pauses.
 */
describe('current-password checks are throttled like sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const registered = async () => {
    const body = newCustomer();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    // Sign-in takes only these two: any other key is refused.
    return { username: body.username, password: body.password };
  };

  it('when 30 wrong current passwords are sent, then the throttle trips and even the right one is refused', async () => {
    const owner = await registered();
    const elsewhere = await signIn(t.app, owner);
    const stolen = await signIn(t.app, owner);
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: stolen.headers,
        remoteAddress: '198.51.100.200',
        payload: { current_password: current, new_password: 'Granite-Falcon-Orchid-42' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await change(`wrong-guess-${i}`)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(4).every((status) => status === 423)).toBe(true);
    const right = await change(owner.password);
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    // The owner's other session was not ended, and the password is unchanged.
    const [other] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(elsewhere.token)));
    expect(other?.revokedAt ?? null).toBeNull();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: owner, remoteAddress: '198.51.100.201' }))
        .statusCode,
    ).toBe(200);
  });

  it('when two-factor setup is asked with wrong passwords, then they count too', async () => {
    const owner = await registered();
    const session = await signIn(t.app, owner);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/me/two-factor/setup',
            headers: session.headers,
            remoteAddress: '198.51.100.202',
            payload: { password: `wrong-${i}` },
          })
        ).statusCode,
      );
    expect(statuses.slice(-2)).toEqual([423, 423]);
  });
});

function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
  return payload.sid;
}
