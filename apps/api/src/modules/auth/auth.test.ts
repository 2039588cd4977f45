import { REGISTRATION_TAKEN_MESSAGES, signInPausedMessage } from '@stockyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, sessions, signInThrottles, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('when the fields are valid, then a customer is created and can sign in', async () => {
    const body = newCustomer({ phone: '+1 202 555 0101', address: '1 Main St' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'customer',
      is_active: true,
      phone: '+12025550101',
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('password_hash');
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await signIn(t.app, { username: body.username, password: body.password });
    expect(session.user.role).toBe('customer');
  });

  it('when a client asks for the admin role, then the request is refused and no account is made; without it, a customer', async () => {
    const body: Record<string, unknown> = newCustomer({ role: 'admin', is_active: false, branch_id: 1 });
    const refused = await register(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/Unrecognized keys: "role", "is_active", "branch_id"/);
    const { role: _role, is_active: _active, branch_id: _branch, ...plain } = body;
    const response = await register(plain);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'customer', is_active: true, branch_id: null });
  });

  it.each([
    ['username', '', 'Username is required'],
    ['username', 'ab', 'Username must be at least 3 characters long'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters long'],
    ['first_name', '  ', 'First name is required'],
    ['last_name', '', 'Last name is required'],
  ])('when %s is %j, then 400 with "%s" and nothing is stored', async (field, value, message) => {
    const body = newCustomer({ [field]: value });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.errors).toContainEqual({ field, message });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('when a required field is missing entirely, then 400 names it', async () => {
    const { first_name: _omit, ...rest } = newCustomer();
    const response = await register(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'first_name', message: 'First name is required' });
  });

  it('when the username or email is taken (any case), then 409 says "not available" on that field only', async () => {
    const first = newCustomer();
    expect((await register(first)).statusCode).toBe(201);
    const sameUsername = await register(newCustomer({ username: first.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    const username = REGISTRATION_TAKEN_MESSAGES.username;
    expect(sameUsername.json()).toEqual({
      code: 'CONFLICT',
      detail: username,
      errors: [{ field: 'username', message: username }],
    });
    const sameEmail = await register(newCustomer({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    const email = REGISTRATION_TAKEN_MESSAGES.email;
    expect(sameEmail.json()).toEqual({ code: 'CONFLICT', detail: email, errors: [{ field: 'email', message: email }] });
    const stored = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${first.username})`);
    expect(stored).toHaveLength(1);
  });

  it('when the body is not JSON, then 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: expect.any(String) });
  });
});

describe('sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('when each demo account signs in, then it gets a bearer token and its user', async () => {
    for (const [account, role] of [
      [DEMO.admin, 'admin'],
      [DEMO.employee, 'employee'],
      [DEMO.employee2, 'employee'],
      [DEMO.customer, 'customer'],
    ] as const) {
      const response = await login(account.username, account.password);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token_type).toBe('bearer');
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.user).toMatchObject({ username: account.username, role });
      expect(body.user.last_login).not.toBeNull();
    }
  });

  it('when the password is wrong or the user unknown, then both get the same 401 answer', async () => {
    const wrong = await login('customer1', 'nope-nope');
    const unknown = await login('nobody-here', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe('Incorrect username or password');
    const failed = await t.db.select().from(activities).where(eq(activities.action, 'login_failed'));
    expect(failed.length).toBeGreaterThanOrEqual(2);
  });

  it('when the username or password is missing, then 400 with the spec messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'Username is required' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('when the account is deactivated, then sign-in is refused and its live token stops working', async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const session = await signIn(t.app, body);
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, body.username));
    const refused = await login(body.username, body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/deactivated/);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.statusCode).toBe(401);
  });

  it('when a password is wrong 5 times, then sign-in from that address pauses even for the right password', async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    for (let i = 0; i < 4; i += 1) expect((await login(body.username, 'wrong-password')).statusCode).toBe(401);
    const fifth = await login(body.username, 'wrong-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ code: 'ACCOUNT_LOCKED', detail: signInPausedMessage(30) });
    const right = await login(body.username, body.password);
    expect(right.statusCode).toBe(423);
    const [stored] = await t.db
      .select()
      .from(signInThrottles)
      .where(and(eq(signInThrottles.name, body.username.toLowerCase()), eq(signInThrottles.scope, '127.0.0.1')));
    expect(stored?.blockedUntil?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('when a user logs out, then that token is refused and the session is revoked', async () => {
    const session = await signIn(t.app, DEMO.employee2);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.statusCode).toBe(401);
    const revoked = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.revokedAt} is not null and ${sessions.userId} = ${session.user.id}`);
    expect(revoked.length).toBeGreaterThanOrEqual(1);
  });

  it('when the token is tampered with, unsigned or missing, then 401', async () => {
    const session = await signIn(t.app, DEMO.customer);
    const [header, payload] = session.token.split('.');
    const cases = [
      `${header}.${payload}.invalidsignature`,
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      'not-a-token',
    ];
    for (const token of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when a user reads /users/me, then it is their own record', async () => {
    const session = await signIn(t.app, DEMO.customer);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: session.user.id, username: 'customer1', role: 'customer' });
  });

  it('when a user updates their profile, then the fields change and an activity is logged', async () => {
    const session = await signIn(t.app, DEMO.customer);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: session.headers,
      payload: { first_name: 'Christine', phone: '+1 202 555 0199', version: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Christine', phone: '+12025550199' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(stored?.firstName).toBe('Christine');
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'profile_update'));
    expect(logged.some((a) => a.userId === session.user.id)).toBe(true);
  });

  it.each([
    ['role', 'admin'],
    ['is_active', false],
    ['branch_id', 1],
    ['username', 'hacker'],
  ])('when a user tries to change %s, then 400 and nothing changes', async (field, value) => {
    const session = await signIn(t.app, DEMO.customer);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: session.headers,
      payload: { [field]: value },
    });
    expect(response.statusCode).toBe(400);
    const [stored] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(stored).toMatchObject({ role: 'customer', isActive: true, branchId: null, username: 'customer1' });
  });

  it('when the new email belongs to someone else, then 409 "Email already exists"', async () => {
    const session = await signIn(t.app, DEMO.customer);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: session.headers,
      payload: { email: 'ADMIN@stockyard.example', version: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Email already exists');
  });
});
