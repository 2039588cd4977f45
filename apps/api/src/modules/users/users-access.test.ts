import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createViaApi, firstBranchIds, newUserBody } from './users.fixtures.js';

type Activity = {
  id: number;
  action: string;
  description: string;
  timestamp: string;
  ip_address: string | null;
  user_agent: string | null;
  category: string;
};

describe('user admin access and the activity log', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchA: number;
  let targetId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchA] = (await firstBranchIds(t.db, 1)) as [number];
    targetId = await createViaApi(t.app, admin.headers, newUserBody(branchA));
  });
  afterAll(async () => t.close());

  const routes = () => {
    const { username: _u, ...edit } = newUserBody(branchA);
    return [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/users/dashboard/stats' },
      { method: 'GET', url: `/api/users/${targetId}` },
      { method: 'POST', url: '/api/users', payload: newUserBody(branchA) },
      { method: 'PUT', url: `/api/users/${targetId}`, payload: edit },
      { method: 'PATCH', url: `/api/users/${targetId}/toggle-active` },
      { method: 'DELETE', url: `/api/users/${targetId}` },
      { method: 'GET', url: `/api/users/${targetId}/activities?limit=20` },
    ] as const;
  };

  it.each(['employee', 'customer'] as const)(
    'when a signed-in %s calls any user admin route, then 403 and nothing changes',
    async (role) => {
      const session = await signIn(t.app, DEMO[role]);
      for (const route of routes()) {
        const response = await t.app.inject({ ...route, headers: session.headers });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      const target = await t.app.inject({ method: 'GET', url: `/api/users/${targetId}`, headers: admin.headers });
      expect(target.json()).toMatchObject({ is_active: true, first_name: 'Test' });
    },
  );

  it('when nobody is signed in, then every user admin route answers 401', async () => {
    for (const route of routes()) {
      const response = await t.app.inject(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('when the routes are registered, then each user admin route is declared admin-only', () => {
    // A user's avatar is shown to every signed-in user; everything else under /api/users is admin-only.
    const declared = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/users') && !r.url.startsWith('/api/users/me') && !r.url.endsWith('/avatar'),
    );
    expect(declared.length).toBeGreaterThanOrEqual(8);
    for (const route of declared) expect(route.access, `${route.method} ${route.url}`).toEqual(['admin']);
  });

  const activitiesOf = async (id: number, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${id}/activities${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Activity[];
  };

  it('when a user signs in and fails a sign-in, then both appear in their activity, newest first', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'vitest-browser/1.0' },
      payload: { username: body.username, password: 'wrong-password' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'vitest-browser/1.0' },
      payload: { username: body.username, password: body.password },
    });
    const entries = await activitiesOf(id);
    expect(entries.map((e) => e.action)).toEqual(['login', 'login_failed']);
    expect(entries[0]).toMatchObject({ category: 'auth', description: 'Signed in', user_agent: 'vitest-browser/1.0' });
    expect(entries[0]!.ip_address).toBeTruthy();
    expect(Date.parse(entries[0]!.timestamp)).not.toBeNaN();
    expect(Date.parse(entries[0]!.timestamp)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.timestamp));
  });

  it("when an admin changes users, then the admin's activity names each target", async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    const { username: _u, password: _p, ...edit } = body;
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: admin.headers,
      payload: { ...edit, last_name: 'Edited', version: 1 },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}/toggle-active`,
      headers: admin.headers,
      payload: { version: 2 },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/users/${id}?version=3`, headers: admin.headers });
    const entries = (await activitiesOf(admin.user.id, '?limit=4')).filter((e) =>
      e.description.includes(body.username),
    );
    expect(entries.map((e) => [e.action, e.category])).toEqual([
      ['user_delete', 'security'],
      ['user_deactivate', 'security'],
      ['user_update', 'profile'],
      ['user_create', 'profile'],
    ]);
    expect(entries.find((e) => e.action === 'user_update')?.description).toContain('last name');
  });

  it('when the activity limit is omitted, then 20 at most; above 100 or below 1 is refused', async () => {
    const body = newUserBody(branchA);
    const id = await createViaApi(t.app, admin.headers, body);
    for (let i = 0; i < 22; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: body.username, password: `wrong-${i}` },
      });
      // Clear the lockout between attempts so every attempt is recorded as a failed sign-in.
      if (i % 3 === 2) await signIn(t.app, body);
    }
    expect(await activitiesOf(id)).toHaveLength(20);
    expect(await activitiesOf(id, '?limit=5')).toHaveLength(5);
    expect((await activitiesOf(id, '?limit=100')).length).toBeGreaterThan(20);
    for (const limit of ['0', '101', 'abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}/activities?limit=${limit}`,
        headers: admin.headers,
      });
      expect(response.statusCode, limit).toBe(400);
    }
  });
});
