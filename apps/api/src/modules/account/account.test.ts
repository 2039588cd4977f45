import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionRequests, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

describe('own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const freshCustomer = async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    return { body, session: await signIn(t.app, body) };
  };

  it('when preferences are saved, then they round-trip and are stored', async () => {
    const { session } = await freshCustomer();
    const initial = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers })
    ).json();
    expect(initial.display.theme).toBe('light');
    const next = {
      ...initial,
      display: { ...initial.display, theme: 'dark', dateFormat: 'YYYY-MM-DD' },
      privacy: { ...initial.privacy, sessionTimeout: 'never' },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: session.headers,
      payload: next,
    });
    expect(saved.statusCode).toBe(200);
    const again = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers })
    ).json();
    expect(again).toEqual(next);
    const [stored] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect((stored?.preferences as { display: { theme: string } }).display.theme).toBe('dark');
  });

  it('when a preference has a bad option value, then 400 and nothing changes', async () => {
    const { session } = await freshCustomer();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: session.headers,
      payload: { display: { theme: 'neon' } },
    });
    expect(response.statusCode).toBe(400);
    const [stored] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(stored?.preferences).toEqual({});
  });

  it('when the current password is wrong, too short or below policy, then 400 and the password stays', async () => {
    const { body, session } = await freshCustomer();
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/password', headers: session.headers, payload });
    const wrong = await change({ current_password: 'nope', new_password: 'longenough1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    const short = await change({ current_password: body.password, new_password: 'short' });
    expect(short.json().errors).toContainEqual({
      field: 'new_password',
      message: 'Password must be at least 8 characters long',
    });
    await signIn(t.app, body);
  });

  it('when the password changes, then other sessions end, this one continues and the new password works', async () => {
    const { body, session } = await freshCustomer();
    const other = await signIn(t.app, body);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: session.headers,
      payload: { current_password: body.password, new_password: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toBe('Password changed successfully!');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: other.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers })).statusCode).toBe(
      200,
    );
    const oldPassword = { username: body.username, password: body.password };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: oldPassword })).statusCode).toBe(401);
    await signIn(t.app, { username: body.username, password: 'brand-new-pass' });
  });

  it('when a user exports their data, then it holds their records and nobody else’s', async () => {
    const session = await signIn(t.app, DEMO.customer);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="stockyard-data-/);
    const data = response.json();
    expect(data.profile.username).toBe('customer1');
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.goods.length).toBeGreaterThan(0);
    expect(data.goods.every((g: { ownerId: number }) => g.ownerId === session.user.id)).toBe(true);
    expect(data.applications.every((a: { customerId: number }) => a.customerId === session.user.id)).toBe(true);
    expect(data.activity.every((a: { userId: number }) => a.userId === session.user.id)).toBe(true);
  });

  it('when a deletion request lacks the current password or has a wrong one, then 400 names the field and nothing is stored', async () => {
    const { session } = await freshCustomer();
    const ask = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/deletion-request', headers: session.headers, payload });
    const missing = await ask({ reason: 'Moving away' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      field: 'current_password',
      message: 'Current password is required',
    });
    const empty = await ask({ current_password: '' });
    expect(empty.json().errors).toContainEqual({ field: 'current_password', message: 'Current password is required' });
    const wrong = await ask({ current_password: 'not-my-password', reason: 'Moving away' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      detail: 'Current password is incorrect',
      errors: [{ field: 'current_password', message: 'Current password is incorrect' }],
    });
    expect(await t.db.select().from(deletionRequests).where(eq(deletionRequests.userId, session.user.id))).toEqual([]);
  });

  it('when a user requests deletion with their password, then the request is stored with the spec message', async () => {
    const { body, session } = await freshCustomer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/deletion-request',
      headers: session.headers,
      payload: { current_password: body.password, reason: 'Moving away' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().detail).toBe('Account deletion request submitted. Please contact your administrator.');
    const stored = await t.db.select().from(deletionRequests).where(eq(deletionRequests.userId, session.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reason).toBe('Moving away');
  });

  it('when signed out, then every account route answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me/preferences'],
      ['POST', '/api/users/me/password'],
      ['GET', '/api/users/me/export'],
      ['POST', '/api/users/me/deletion-request'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
