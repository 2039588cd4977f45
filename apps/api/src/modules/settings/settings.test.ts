import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

describe('system settings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const put = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/system', headers, payload });

  it('when nothing is stored, then the spec defaults are served and the public subset omits the rest', async () => {
    const system = await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers });
    expect(system.json()).toMatchObject({ password_min_length: 8, max_login_attempts: 5, lockout_minutes: 30 });
    const open = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(open.json()).toEqual({
      site_name: 'Stockyard',
      allow_registrations: true,
      maintenance_mode: false,
      password_min_length: 8,
      demo_mode: true,
    });
  });

  it.each([
    [{ password_min_length: 5 }, 'Minimum password length must be between 6 and 32'],
    [{ password_min_length: 33 }, 'Minimum password length must be between 6 and 32'],
    [{ max_login_attempts: 2 }, 'Max login attempts must be between 3 and 10'],
    [{ max_login_attempts: 11 }, 'Max login attempts must be between 3 and 10'],
  ])('when %j is saved, then 400 "%s" and nothing is stored', async (body, message) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('when a non-admin saves settings, then 403', async () => {
    const employee = await signIn(t.app, DEMO.employee);
    expect((await put({ site_name: 'X' }, employee.headers)).statusCode).toBe(403);
  });

  it('when registration is switched off, then register answers 403 with a clear detail', async () => {
    expect((await put({ allow_registrations: false })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer() });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/Registration is currently closed/);
    await put({ allow_registrations: true });
  });

  it('when the password policy is 10, then a 9-character registration password is refused', async () => {
    await put({ password_min_length: 10 });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ password: 'abcdefghi' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'password', message: 'Password must be at least 10 characters long' },
    ]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCustomer({ password: 'abcdefghij' }),
    });
    expect(ok.statusCode).toBe(201);
    await put({ password_min_length: 8 });
  });

  it('when maintenance mode is on, then non-admins get 503 and admins keep working', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    await put({ maintenance_mode: true });
    try {
      const blocked = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: customer.headers });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().code).toBe('MAINTENANCE');
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO.employee });
      expect(login.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await put({ maintenance_mode: false });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: customer.headers })).statusCode).toBe(
      200,
    );
  });

  it('when max login attempts is 3, then the third wrong password locks the account', async () => {
    await put({ max_login_attempts: 3, lockout_minutes: 1 });
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: body.username, password: 'wrong-one' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(423);
    await put({ max_login_attempts: 5, lockout_minutes: 30 });
  });
});
