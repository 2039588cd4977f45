import { TWO_FACTOR_MESSAGES } from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { allowedWithoutTwoFactor } from './admin-requirement.js';
import { currentCode, enrol } from './two-factor.fixtures.js';

describe('require_admin_two_factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('when the setting is on, then an admin without two-factor may only enrol and use the basics', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    const on = await putSystemSettings(t.app, admin.headers, { require_admin_two_factor: true });
    expect(on.statusCode).toBe(200);

    const blocked = await call('GET', '/api/users', admin.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', detail: TWO_FACTOR_MESSAGES.setupRequired });
    expect((await call('GET', '/api/settings/system', admin.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/me', admin.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me/preferences', admin.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications', admin.headers)).statusCode).toBe(200);
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(publicSettings.json().require_admin_two_factor).toBe(true);
    // Other roles are not affected.
    const employee = await signIn(t.app, DEMO.employee);
    expect((await call('GET', '/api/goods', employee.headers)).statusCode).toBe(200);

    // Enrolling lifts the block at once, on the same session.
    const { secret } = await enrol(t.app, admin.headers, DEMO.admin.password);
    expect((await call('GET', '/api/users', admin.headers)).statusCode).toBe(200);

    // While required, an admin cannot turn it off.
    const off = await call('POST', '/api/users/me/two-factor/disable', admin.headers, {
      password: DEMO.admin.password,
      code: currentCode(secret),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(TWO_FACTOR_MESSAGES.adminMustKeep);
    const me = await call('GET', '/api/users/me', admin.headers);
    expect(me.json().two_factor_enabled).toBe(true);

    const reset = await putSystemSettings(t.app, admin.headers, { require_admin_two_factor: false });
    expect(reset.statusCode).toBe(200);
  });

  it('when a route is checked, then only the listed ones pass without two-factor', () => {
    expect(allowedWithoutTwoFactor('GET', '/api/users/me')).toBe(true);
    expect(allowedWithoutTwoFactor('PUT', '/api/users/me/')).toBe(true);
    expect(allowedWithoutTwoFactor('POST', '/api/users/me/two-factor/setup')).toBe(true);
    expect(allowedWithoutTwoFactor('POST', '/api/notifications/read-all')).toBe(true);
    expect(allowedWithoutTwoFactor('POST', '/api/auth/logout')).toBe(true);
    expect(allowedWithoutTwoFactor('POST', '/api/users/me/password')).toBe(false);
    expect(allowedWithoutTwoFactor('GET', '/api/users/:id')).toBe(false);
    expect(allowedWithoutTwoFactor('DELETE', '/api/users/me')).toBe(false);
  });
});
