import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.js';
import { users } from '../../db/schema/index.js';
import { saveSystemSettings } from '../settings/settings.repository.js';
import { defaultSystemSettings } from '@stockyard/domain';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { uniqueViolationConflict } from '../../lib/pg-errors.js';
import { withConstraintErrors } from './user-guards.js';
import { insertUser } from './users.repository.js';
import { createViaApi, firstBranchIds, latestActivity, newUserBody, storedUser } from './users.fixtures.js';

describe('admin user create and update', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchA: number;
  let branchB: number;
  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchA, branchB] = (await firstBranchIds(t.db, 2)) as [number, number];
  });
  afterAll(async () => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload });
  /** An edit as the admin screen saves it: from the version just read, unless the payload names one. */
  const put = async (id: number, payload: Record<string, unknown>) => {
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers });
    const version = read.statusCode === 200 ? (read.json() as { version: number }).version : 1;
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: admin.headers,
      payload: { version, ...payload },
    });
  };

  it('when an admin creates an employee with a branch, then 201 with the branch and the user can sign in', async () => {
    const body = newUserBody(branchA);
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: body.username,
      role: 'employee',
      branch_id: branchA,
      is_active: true,
      last_login: null,
    });
    expect(user.branch).toEqual({ id: branchA, name: 'Downtown Central' });
    expect(user).not.toHaveProperty('password');
    const stored = await storedUser(t.db, user.id);
    expect(await verifyPassword(stored!.passwordHash, body.password)).toBe(true);
    const activity = await latestActivity(t.db, admin.user.id);
    expect(activity).toMatchObject({ action: 'user_create', category: 'profile' });
    expect(activity?.description).toContain(body.username);
    expect((await signIn(t.app, body)).user.role).toBe('employee');
  });

  it('when a customer is created with a branch, then the branch is cleared', async () => {
    const response = await post(newUserBody(branchA, { role: 'customer' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'customer', branch_id: null, branch: null });
    expect((await storedUser(t.db, response.json().id))?.branchId).toBeNull();
  });

  it('when is_active is false on create, then the stored user is inactive', async () => {
    const response = await post(newUserBody(branchA, { is_active: false }));
    expect(response.statusCode).toBe(201);
    expect((await storedUser(t.db, response.json().id))?.isActive).toBe(false);
  });

  it.each([
    ['username', '', 'Username is required'],
    ['first_name', '', 'First name is required'],
    ['last_name', ' ', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Email is invalid'],
    ['role', '', 'Role is required'],
    ['branch_id', null, 'Branch assignment is required for employees'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('when %s is %j on create, then 400 with "%s" and nothing is stored', async (field, value, message) => {
    const before = await userCount();
    const response = await post(newUserBody(branchA, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await userCount()).toBe(before);
  });

  it('when the password is shorter than the admin password policy, then 400 names the policy minimum', async () => {
    const short = await post(newUserBody(branchA, { password: 'abc1234' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ detail: 'Password must be at least 8 characters', code: 'VALIDATION' });
    await saveSystemSettings(t.db, { ...defaultSystemSettings(), password_min_length: 6 }, null);
    // Six characters pass the length rule; the strength rule then speaks (a 6-character password is never strong).
    const six = await post(newUserBody(branchA, { password: 'Kq7#vZ' }));
    expect(six.json().detail).not.toMatch(/at least/);
    await saveSystemSettings(t.db, defaultSystemSettings(), null);
  });

  it('when the branch does not exist, then 400 on branch_id and nothing is stored', async () => {
    const before = await userCount();
    const response = await post(newUserBody(999_999));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'branch_id',
      message: 'The selected branch does not exist',
    });
    expect(await userCount()).toBe(before);
  });

  it('when the email or username is taken in any case, then 409 with "Email already exists" / "Username already exists"', async () => {
    const first = newUserBody(branchA);
    await createViaApi(t.app, admin.headers, first);
    const email = await post(newUserBody(branchA, { email: first.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ detail: 'Email already exists', code: 'CONFLICT' });
    expect(email.json().detail.toLowerCase()).toContain('email');
    const username = await post(newUserBody(branchA, { username: first.username.toUpperCase() }));
    expect(username.statusCode).toBe(409);
    expect(username.json().detail).toBe('Username already exists');
  });

  it('when the same new user is posted twice at once, then one 201 and one 409', async () => {
    const body = newUserBody(branchA);
    const responses = await Promise.all([post(body), post(body)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(rows).toHaveLength(1);
  });

  it('when the unique index or branch key catches what the checks missed (a race), then 409 / 400 as the checks give', async () => {
    const existing = (await storedUser(t.db, admin.user.id))!;
    const row = {
      username: `race_${Date.now()}`,
      email: existing.email.toUpperCase(),
      passwordHash: 'x',
      firstName: 'R',
      lastName: 'R',
    };
    // Unique indexes are answered by the central error handler, for every write in the API.
    const email = await insertUser(t.db, row).catch(uniqueViolationConflict);
    expect(email).toMatchObject({ status: 409, detail: 'Email already exists' });
    const name = await insertUser(t.db, { ...row, email: 'r@x.io', username: 'ADMIN' }).catch(uniqueViolationConflict);
    expect(name).toMatchObject({ status: 409, detail: 'Username already exists' });
    const branch = await withConstraintErrors(() =>
      insertUser(t.db, { ...row, email: 'r@x.io', branchId: 999_999 }),
    ).catch((e: unknown) => e);
    expect(branch).toMatchObject({ status: 400, detail: 'The selected branch does not exist' });
  });

  it('when an admin edits a user, then the fields change, the username stays and an activity names the user', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const { username: _u, password: _p, ...rest } = body;
    const response = await put(id, { ...rest, first_name: 'Renamed', email: `x${body.email}`, branch_id: branchB });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: body.username, first_name: 'Renamed', branch: { id: branchB } });
    const stored = await storedUser(t.db, id);
    expect(stored).toMatchObject({ firstName: 'Renamed', email: `x${body.email}`, branchId: branchB });
    expect(await verifyPassword(stored!.passwordHash, body.password)).toBe(true);
    const activity = await latestActivity(t.db, admin.user.id);
    expect(activity).toMatchObject({ action: 'user_update', category: 'profile' });
    expect(activity?.description).toContain(body.username);
  });

  it('when a username is sent on edit, then 400 "Username cannot be changed" and nothing changes', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const { password: _p, ...rest } = body;
    const response = await put(id, { ...rest, username: 'someone_else' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'username', message: 'Username cannot be changed' });
    expect((await storedUser(t.db, id))?.username).toBe(body.username);
  });

  it('when a blank password is sent on edit, then the current one is kept; a new one replaces it', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const { username: _u, password: _p, ...rest } = body;
    expect((await put(id, { ...rest, password: '' })).statusCode).toBe(200);
    expect(await verifyPassword((await storedUser(t.db, id))!.passwordHash, body.password)).toBe(true);
    const short = await put(id, { ...rest, password: 'abc' });
    expect(short.json().errors).toContainEqual({
      field: 'password',
      message: 'Password must be at least 6 characters',
    });
    expect((await put(id, { ...rest, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect(await verifyPassword((await storedUser(t.db, id))!.passwordHash, 'brand-new-pass')).toBe(true);
  });

  it('when an employee is changed to a customer, then the branch is cleared; back to employee needs a branch', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const { username: _u, password: _p, ...rest } = body;
    const toCustomer = await put(id, { ...rest, role: 'customer' });
    expect(toCustomer.json()).toMatchObject({ role: 'customer', branch_id: null });
    expect((await storedUser(t.db, id))?.branchId).toBeNull();
    const back = await put(id, { ...rest, role: 'employee', branch_id: null });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toContainEqual({
      field: 'branch_id',
      message: 'Branch assignment is required for employees',
    });
    expect((await storedUser(t.db, id))?.role).toBe('customer');
  });

  it("when the edit uses another user's email, then 409 'Email already exists' and nothing changes", async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const { username: _u, password: _p, ...rest } = body;
    const response = await put(id, { ...rest, email: 'EMPLOYEE1@stockyard.example', first_name: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Email already exists');
    expect(await storedUser(t.db, id)).toMatchObject({ email: body.email, firstName: body.first_name });
  });

  it('when the user does not exist, then read, edit, toggle, delete and activities answer 404', async () => {
    const { username: _u, ...rest } = newUserBody(branchA);
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/users/999999', headers: admin.headers }),
      put(999_999, rest),
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/999999/toggle-active',
        headers: { ...admin.headers, 'if-match': '"1"' },
      }),
      t.app.inject({ method: 'DELETE', url: '/api/users/999999?version=1', headers: admin.headers }),
      t.app.inject({ method: 'GET', url: '/api/users/999999/activities', headers: admin.headers }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'User not found', code: 'NOT_FOUND' });
    }
  });

  it('when the id is not a positive integer, then 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers });
      expect(response.statusCode, id).toBe(400);
    }
  });
});
