import { PASSWORD_POLICY_MESSAGES } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createTestApp, DEMO, newCustomer, signIn, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { firstBranchIds, newUserBody } from '../users/users.fixtures.js';

/**
 * Issue 17 item 10: every new password (registration, admin create, admin reset, password change)
 * is checked against a strength estimator with common passwords and the person's own details.
 */
describe('password strength', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchId] = (await firstBranchIds(t.db, 1)) as [number];
  });
  afterAll(async () => t.close());

  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const passwordOf = async (username: string) =>
    (await t.db.select().from(users).where(eq(users.username, username)))[0]!.passwordHash;

  it.each([
    ['12345678', PASSWORD_POLICY_MESSAGES.tooWeak],
    ['password', PASSWORD_POLICY_MESSAGES.tooWeak],
    ['aaaaaaaa', PASSWORD_POLICY_MESSAGES.tooWeak],
    ['qwertyuiop', PASSWORD_POLICY_MESSAGES.tooWeak],
  ])('when someone registers with %j, then 400 on the password and no account', async (password, message) => {
    const before = await userCount();
    const response = await register(newCustomer({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: message });
    expect(response.json().errors).toEqual([{ field: 'password', message }]);
    expect(await userCount()).toBe(before);
  });

  it('when the password is the username, the email or built on the full name, then it is refused', async () => {
    const body = newCustomer({ first_name: 'Marguerite', last_name: 'Okonkwo' });
    for (const password of [body.username, body.email, `${body.username}!2024`, 'Marguerite.Okonkwo.1987']) {
      const response = await register({ ...body, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors, password).toEqual([
        { field: 'password', message: PASSWORD_POLICY_MESSAGES.personal },
      ]);
    }
    expect((await register(body)).statusCode).toBe(201);
  });

  it('when an admin creates a user with a weak password, then 400; a strong one is stored hashed', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload });
    const weak = await post(newUserBody(branchId, { password: 'Password1' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: PASSWORD_POLICY_MESSAGES.tooWeak }]);
    const body = newUserBody(branchId);
    const created = await post(body);
    expect(created.statusCode).toBe(201);
    expect(await verifyPassword(await passwordOf(body.username), TEST_PASSWORD)).toBe(true);
  });

  it('when an admin resets a password to the username or a common one, then 400 and the old one still works', async () => {
    const body = newUserBody(branchId);
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: body });
    const id = created.json().id as number;
    const { username: _username, password: _password, ...profile } = body;
    for (const password of [body.username, 'letmein123']) {
      // Read first: edits name the version they were made from when records carry one.
      const read = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers });
      const version = (read.json() as { version?: number }).version;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: admin.headers,
        payload: { ...profile, password, ...(version !== undefined && { version }) },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors[0].field).toBe('password');
    }
    expect(await verifyPassword(await passwordOf(body.username), TEST_PASSWORD)).toBe(true);
  });

  it('when a user changes to a weak password, then 400 on the new password and the old one still signs in', async () => {
    const body = newCustomer();
    await register(body);
    const session = await signIn(t.app, body);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: session.headers,
      payload: { current_password: body.password, new_password: 'iloveyou1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'new_password', message: PASSWORD_POLICY_MESSAGES.tooWeak }]);
    await signIn(t.app, body);
  });

  it("when a password holds the site's name or the product's, then it is refused at registration and on change", async () => {
    for (const password of ['stockyard1', 'My-Stockyard-2291']) {
      const response = await register(newCustomer({ password }));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors, password).toEqual([
        { field: 'password', message: PASSWORD_POLICY_MESSAGES.siteName },
      ]);
    }
    await putSystemSettings(t.app, admin.headers, { site_name: 'Harbour Vault' });
    try {
      const response = await register(newCustomer({ password: 'harbourvault-Quill-77' }));
      expect(response.json().errors).toEqual([{ field: 'password', message: PASSWORD_POLICY_MESSAGES.siteName }]);
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin.headers });
    }
  });

  it('when a user changes to their current password, then 400 on the new password and nothing changes', async () => {
    const body = newCustomer();
    await register(body);
    const session = await signIn(t.app, body);
    const hash = await passwordOf(body.username);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: session.headers,
      payload: { current_password: body.password, new_password: body.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'new_password', message: PASSWORD_POLICY_MESSAGES.sameAsCurrent },
    ]);
    expect(await passwordOf(body.username)).toBe(hash);
  });

  it('when an admin resets a password to the one the user has now, then 400 on the password, nothing changes and the sessions stay', async () => {
    const body = newUserBody(branchId);
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const session = await signIn(t.app, body);
    const hash = await passwordOf(body.username);
    const { username: _username, password: _password, ...profile } = body;
    const reset = (password: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: admin.headers,
        payload: { ...profile, password, version },
      });

    const refused = await reset(TEST_PASSWORD, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      detail: PASSWORD_POLICY_MESSAGES.sameAsUsersCurrent,
      errors: [{ field: 'password', message: PASSWORD_POLICY_MESSAGES.sameAsUsersCurrent }],
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, id));
    expect(stored).toMatchObject({ passwordHash: hash, version: 1 });
    // The user's own session was not ended by a reset that did not happen.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.statusCode).toBe(200);

    // Any other strong password is a reset as before.
    const accepted = await reset('Quartz-Harbor-9140', 1);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await verifyPassword(await passwordOf(body.username), 'Quartz-Harbor-9140')).toBe(true);
  });

  it('when anyone reads the public settings, then the policy states the minimum and the rules', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(response.json().password_policy).toEqual({
      min_length: 8,
      max_length: 128,
      rules: [
        expect.stringMatching(/common or easily guessed/),
        expect.stringMatching(/name, username or email/),
        "not the site's name",
      ],
    });
    await putSystemSettings(t.app, admin.headers, { password_min_length: 12 });
    const after = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(after.json().password_policy.min_length).toBe(12);
    await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin.headers });
  });

  it('when the demo accounts sign in with their seeded passwords, then they still can', async () => {
    for (const account of [DEMO.admin, DEMO.employee, DEMO.customer]) {
      expect((await signIn(t.app, account)).token).toEqual(expect.any(String));
    }
  });
});
