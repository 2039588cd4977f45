import { updateUserRequestSchema } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assignments, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { deleteUser, toggleActive } from './user-lifecycle.service.js';
import { createViaApi, firstBranchIds, latestActivity, newUserBody, storedUser } from './users.fixtures.js';
import { updateUser } from './users.service.js';

const origin = { ipAddress: '127.0.0.1', userAgent: 'test' };

describe('self-protection, last admin, deactivation and deletion', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchA: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchA] = (await firstBranchIds(t.db, 1)) as [number];
  });
  afterAll(async () => t.close());

  /** Writes to a user name the version just read, as the admin screens do. */
  const call = async (
    method: 'PUT' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    headers: Record<string, string> = admin.headers,
    payload?: object,
  ) => {
    const id = /^\/(\d+)/.exec(url)?.[1];
    let body = payload;
    let path = url;
    if (method !== 'GET' && id) {
      const read = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers });
      const version = read.statusCode === 200 ? (read.json() as { version: number }).version : undefined;
      // A delete has no body: it names the version in the query.
      if (version !== undefined && method === 'DELETE') path = `${url}?version=${version}`;
      else if (version !== undefined) body = { version, ...payload };
    }
    return t.app.inject({ method, url: `/api/users${path}`, headers, ...(body ? { payload: body } : {}) });
  };
  const me = (headers: Record<string, string>) => call('GET', '/me', headers);
  const editBody = (row: {
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    branchId: number | null;
  }) => ({
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    branch_id: row.branchId,
  });

  it('when an admin deactivates, demotes or deletes themselves, then 409 with a clear detail and nothing changes', async () => {
    const self = (await storedUser(t.db, admin.user.id))!;
    const toggle = await call('PATCH', `/${self.id}/toggle-active`);
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().detail).toBe('You cannot deactivate your own account');
    const demote = await call('PUT', `/${self.id}`, admin.headers, {
      ...editBody(self),
      role: 'employee',
      branch_id: branchA,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe('You cannot change your own role');
    const deactivate = await call('PUT', `/${self.id}`, admin.headers, { ...editBody(self), is_active: false });
    expect(deactivate.json().detail).toBe('You cannot deactivate your own account');
    const remove = await call('DELETE', `/${self.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().detail).toBe('You cannot delete your own account');
    expect(await storedUser(t.db, self.id)).toMatchObject({ role: 'admin', isActive: true, deletedAt: null });
    expect((await me(admin.headers)).statusCode).toBe(200);
  });

  it('when an admin edits their own name, then that is allowed', async () => {
    const self = (await storedUser(t.db, admin.user.id))!;
    const response = await call('PUT', `/${self.id}`, admin.headers, { ...editBody(self), first_name: 'Adah' });
    expect(response.statusCode).toBe(200);
    expect((await storedUser(t.db, self.id))?.firstName).toBe('Adah');
  });

  it('when a user is deactivated, then their live token gets 401, sign-in gets 403, and reactivation restores sign-in', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const session = await signIn(t.app, body);
    expect((await me(session.headers)).statusCode).toBe(200);

    const off = await call('PATCH', `/${id}/toggle-active`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ detail: 'User deactivated successfully', user: { id, is_active: false } });
    expect((await storedUser(t.db, id))?.isActive).toBe(false);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await me(session.headers)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: body.username, password: body.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(await latestActivity(t.db, admin.user.id)).toMatchObject({
      action: 'user_deactivate',
      category: 'security',
    });

    const on = await call('PATCH', `/${id}/toggle-active`);
    expect(on.json()).toMatchObject({ detail: 'User activated successfully', user: { is_active: true } });
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await signIn(t.app, body)).user.id).toBe(id);
  });

  it('when a user is deactivated through PUT, then their sessions end too', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const session = await signIn(t.app, body);
    const response = await call('PUT', `/${id}`, admin.headers, {
      ...editBody((await storedUser(t.db, id))!),
      is_active: false,
    });
    expect(response.json()).toMatchObject({ is_active: false });
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it("when an admin resets a user's password, then the user's sessions end and only the new password works", async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const session = await signIn(t.app, body);
    const response = await call('PUT', `/${id}`, admin.headers, {
      ...editBody((await storedUser(t.db, id))!),
      password: 'Gravel-Orchid-6150',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await signIn(t.app, { username: body.username, password: 'Gravel-Orchid-6150' })).user.id).toBe(id);
    expect(await latestActivity(t.db, admin.user.id)).toMatchObject({ action: 'user_update', category: 'security' });
  });

  it('when the last active admin would be deactivated, demoted or deleted, then 409 and nothing changes', async () => {
    // A second admin whose own account was deactivated after they loaded the screen: the only way
    // to reach this rule, since a signed-in admin is always another active admin.
    const second = await createViaApi(t.app, admin.headers, newUserBody(null, { role: 'admin' }));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, second));
    const actor = { user: (await storedUser(t.db, second))!, sessionId: null, origin };
    const target = (await storedUser(t.db, admin.user.id))!;
    const attempts = [
      () => toggleActive(t.db, actor, target.id, target.version),
      () =>
        updateUser(
          t.db,
          actor,
          target.id,
          target.version,
          updateUserRequestSchema.parse({ ...editBody(target), role: 'employee', branch_id: branchA }),
        ),
      () =>
        updateUser(
          t.db,
          actor,
          target.id,
          target.version,
          updateUserRequestSchema.parse({ ...editBody(target), is_active: false }),
        ),
      () => deleteUser(t.db, actor, target.id, target.version),
    ];
    const details = [];
    for (const attempt of attempts) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      details.push((error as AppError).detail);
    }
    expect(details).toEqual([
      'The last active admin cannot be deactivated',
      'The last active admin cannot be demoted',
      'The last active admin cannot be deactivated',
      'The last active admin cannot be deleted',
    ]);
    expect(await storedUser(t.db, target.id)).toMatchObject({ role: 'admin', isActive: true, deletedAt: null });
  });

  it('when two admins deactivate each other at the same moment, then at least one admin stays active', async () => {
    const body = newUserBody(null, { role: 'admin' });
    const otherId = await createViaApi(t.app, admin.headers, body);
    const other = await signIn(t.app, body);
    const responses = await Promise.all([
      call('PATCH', `/${otherId}/toggle-active`),
      call('PATCH', `/${admin.user.id}/toggle-active`, other.headers),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((a) => a.isActive && a.deletedAt === null).length).toBeGreaterThanOrEqual(1);
    // Restore for the tests after this one.
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, admin.user.id));
    admin = await signIn(t.app, DEMO.admin);
  });

  it('when a user without history is deleted, then the row is gone and reads answer 404', async () => {
    const id = await createViaApi(t.app, admin.headers, newUserBody(branchA));
    const response = await call('DELETE', `/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'User deleted successfully' });
    expect(await storedUser(t.db, id)).toBeUndefined();
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    const activity = await latestActivity(t.db, admin.user.id);
    expect(activity).toMatchObject({ action: 'user_delete', category: 'security' });
  });

  it('when a user with history is deleted, then they are anonymised, their history stays and their token dies', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const session = await signIn(t.app, body);
    const response = await call('DELETE', `/${id}`);
    expect(response.statusCode).toBe(200);
    expect(await storedUser(t.db, id)).toMatchObject({
      username: `deleted-user-${id}`,
      email: `deleted-${id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'User',
      isActive: false,
      branchId: null,
    });
    expect((await storedUser(t.db, id))?.deletedAt).toBeInstanceOf(Date);
    expect((await t.db.select().from(activities).where(eq(activities.userId, id))).length).toBeGreaterThan(0);
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `?search=${body.username}`)).json()).toEqual([]);
    expect((await call('GET', '?search=deleted')).json()).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: body.username, password: body.password },
    });
    expect(login.statusCode).toBe(401);
    // The old username and email are free again.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users', headers: admin.headers, payload: body })).statusCode,
    ).toBe(201);
  });

  it('when an employee with assignments is deleted, then the assignments keep their employee reference', async () => {
    const employee = (await t.db.select().from(users).where(eq(users.username, 'employee2')))[0]!;
    const before = await t.db.select().from(assignments).where(eq(assignments.employeeId, employee.id));
    expect(before.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/${employee.id}`)).statusCode).toBe(200);
    const after = await t.db.select().from(assignments).where(eq(assignments.employeeId, employee.id));
    expect(after).toHaveLength(before.length);
    expect((await storedUser(t.db, employee.id))?.deletedAt).not.toBeNull();
  });
});
