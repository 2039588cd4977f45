import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, settings } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { settingsSealerFor } from './settings-secrets.js';
import { putSystemSettings } from './settings.fixtures.js';

/** Issue 17 item 1: a partial save changes exactly the fields it sends, never the others. */
describe('system settings: partial updates', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const put = (payload: Record<string, unknown>) => putSystemSettings(t.app, admin.headers, payload);
  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin.headers })).json() as Record<
      string,
      unknown
    >;
  const stored = async () => {
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'system'));
    return row?.value as Record<string, unknown> | undefined;
  };
  /** The stored SMTP password is sealed; opened with the server secret it is the one typed. */
  const storedPassword = async () => {
    const value = String((await stored())?.smtp_password ?? '');
    return value === '' ? value : settingsSealerFor(t.config.jwtSecret!).open(value);
  };
  const updateEntries = () =>
    t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'settings_update'), eq(activities.userId, admin.user.id)))
      .orderBy(desc(activities.id));

  // Values that differ from every default, so a reset to defaults shows.
  const tightened = {
    allow_registrations: false,
    password_min_length: 12,
    lockout_minutes: 120,
    ip_allow_list: ['127.0.0.1', '10.0.0.0/8'],
    rate_limit_per_minute: 500,
    smtp_password: 'smtp-secret-1',
  };

  beforeEach(async () => {
    await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin.headers });
    expect((await put(tightened)).statusCode).toBe(200);
  });

  it('when only the site name is saved, then every other setting keeps its stored value', async () => {
    const before = await stored();
    const response = await put({ site_name: 'Depot North' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      site_name: 'Depot North',
      allow_registrations: false,
      password_min_length: 12,
      lockout_minutes: 120,
      ip_allow_list: ['127.0.0.1', '10.0.0.0/8'],
      rate_limit_per_minute: 500,
      has_smtp_password: true,
    });
    expect(await stored()).toEqual({ ...before, site_name: 'Depot North' });
    const open = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(open.json()).toMatchObject({ allow_registrations: false, password_min_length: 12 });
  });

  it('when the GET answer is sent back unchanged, then it is accepted and nothing changes or is logged', async () => {
    const before = await stored();
    const entries = (await updateEntries()).length;
    const body = await read();
    expect(body).toMatchObject({ has_smtp_password: true, smtp_password: '' });
    const response = await put(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
    expect(await stored()).toEqual(before);
    expect((await updateEntries()).length).toBe(entries);
  });

  it('when a GET answer with two edits is sent back, then only those two change and the log names only them', async () => {
    const before = await stored();
    const body = { ...(await read()), site_name: 'Depot South', lockout_minutes: 45 };
    expect((await put(body)).statusCode).toBe(200);
    expect(await stored()).toEqual({ ...before, site_name: 'Depot South', lockout_minutes: 45 });
    const [latest] = await updateEntries();
    expect(latest?.description).toBe('Updated system settings (site_name, lockout_minutes)');
  });

  it('when a field is sent with its current value next to a change, then the log lists only the change', async () => {
    expect((await put({ password_min_length: 12, rate_limit_per_minute: 600 })).statusCode).toBe(200);
    const [latest] = await updateEntries();
    expect(latest?.description).toBe('Updated system settings (rate_limit_per_minute)');
  });

  it('when a read-only flag is sent with a wrong type, then 400 and nothing changes', async () => {
    const before = await stored();
    const response = await put({ has_smtp_password: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('has_smtp_password');
    expect(await stored()).toEqual(before);
  });

  it('when a flag says a secret is stored, then the flag is ignored and the secret is kept or removed as sent', async () => {
    expect((await put({ has_smtp_password: false })).statusCode).toBe(200);
    expect(await storedPassword()).toBe('smtp-secret-1');
    expect((await put({ has_smtp_password: true, smtp_password: null })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ smtp_password: '' });
  });
});
