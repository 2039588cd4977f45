import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, settings } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { settingsSealerFor } from './settings-secrets.js';
import { putSystemSettings } from './settings.fixtures.js';

describe('system settings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const put = (payload: Record<string, unknown>, headers = admin.headers) => putSystemSettings(t.app, headers, payload);

  it('when nothing is stored, then the spec defaults are served and the public subset omits the rest', async () => {
    const system = await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers });
    expect(system.json()).toMatchObject({ password_min_length: 8, max_login_attempts: 5, lockout_minutes: 30 });
    const open = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(open.json()).toMatchObject({
      site_name: 'Stockyard',
      site_description: 'Warehouse storage and inventory management',
      allow_registrations: true,
      maintenance_mode: false,
      password_min_length: 8,
      max_file_size_mb: 10,
      demo_mode: true,
    });
    expect(open.json()).not.toHaveProperty('smtp_host');
    expect(open.json()).not.toHaveProperty('rate_limit_per_minute');
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
      payload: newCustomer({ password: 'Quiet-Otter-42' }),
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

describe('system settings: secrets, reset and cache', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const put = (payload: Record<string, unknown>) => putSystemSettings(t.app, admin.headers, payload);
  const stored = async () => {
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'system'));
    return row?.value as Record<string, unknown> | undefined;
  };
  /** The stored SMTP password is sealed; opened with the server secret it is the one typed. */
  const storedPassword = async () => {
    const value = String((await stored())?.smtp_password ?? '');
    return value === '' ? value : settingsSealerFor(t.config.jwtSecret!).open(value);
  };

  it('when an SMTP password is saved, then it is stored but never answered, only flagged', async () => {
    const response = await put({ smtp_host: 'mail.example.com', smtp_password: 'hunter22', smtp_port: 2525 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      smtp_host: 'mail.example.com',
      smtp_password: '',
      has_smtp_password: true,
    });
    expect(await stored()).toMatchObject({ smtp_port: 2525, smtp_password: expect.stringMatching(/^v1\./) });
    expect(JSON.stringify(await stored())).not.toContain('hunter22');
    expect(await storedPassword()).toBe('hunter22');
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers });
    expect(read.json()).toMatchObject({ smtp_password: '', has_smtp_password: true, has_sms_auth_token: false });
    expect(read.body).not.toContain('hunter22');
  });

  it('when a save sends the secret empty, then the stored one is kept; null removes it', async () => {
    await put({ smtp_password: '', site_name: 'Depot One' });
    expect(await stored()).toMatchObject({ site_name: 'Depot One' });
    expect(await storedPassword()).toBe('hunter22');
    await put({ smtp_password: null });
    expect(await stored()).toMatchObject({ smtp_password: '' });
  });

  it.each([
    [{ smtp_port: 0 }, 'smtp_port'],
    [{ default_user_role: 'admin' }, 'default_user_role'],
    [{ ip_allow_list: ['not-an-ip'] }, 'ip_allow_list.0'],
    [{ backup_frequency: 'yearly' }, 'backup_frequency'],
    [{ sms_gateway_url: 'ftp://sms.example.com' }, 'sms_gateway_url'],
    [{ sms_provider: 'vonage' }, 'request'],
    [{ unknown_setting: true }, 'request'],
  ])('when %j is saved, then 400 names the field and nothing changes', async (body, field) => {
    const before = await stored();
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    if (field !== 'request') expect(response.json().errors[0].field).toBe(field);
    expect(await stored()).toEqual(before);
  });

  it('when the IP allow-list leaves out the admin’s own address, then it is refused', async () => {
    const response = await put({ ip_allow_list: ['10.1.2.0/24'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/Your own address \(127\.0\.0\.1\)/);
    expect((await stored())?.ip_allow_list).toEqual([]);
  });

  it('when settings are reset, then the defaults return, secrets go and the reset is logged', async () => {
    await put({ site_name: 'Renamed', sms_auth_token: 'abc', rate_limit_per_minute: 50 });
    const response = await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      site_name: 'Stockyard',
      rate_limit_per_minute: 100,
      has_sms_auth_token: false,
    });
    // The row stays, emptied (its version moves on), so later defaults apply as before.
    expect(await stored()).toEqual({});
    const [entry] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'settings_reset'))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(entry).toMatchObject({ userId: admin.user.id, category: 'security' });
  });

  it('when a setting is changed behind the cache, then Clear Cache makes it count at once', async () => {
    const customer = await signIn(t.app, DEMO.customer);
    const me = () => t.app.inject({ method: 'GET', url: '/api/users/me', headers: customer.headers });
    expect((await me()).statusCode).toBe(200);
    // Written straight to the table, as another server process would: this process still has its copy.
    await t.db
      .insert(settings)
      .values({ key: 'system', value: { maintenance_mode: true } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { maintenance_mode: true } } });
    expect((await me()).statusCode).toBe(200);
    const clear = await t.app.inject({ method: 'POST', url: '/api/settings/cache/clear', headers: admin.headers });
    expect(clear.json()).toEqual({ detail: 'Cache cleared' });
    expect((await me()).statusCode).toBe(503);
    await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin.headers });
    expect((await me()).statusCode).toBe(200);
  });
});
