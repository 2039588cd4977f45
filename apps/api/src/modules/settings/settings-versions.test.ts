import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

type Headers = Record<string, string>;

/** Issue 17 item 2: system settings saved from an older version never overwrite newer ones. */
describe('system settings versions', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
  });
  afterAll(async () => t.close());

  const url = '/api/settings/system';
  const put = (payload: object, headers: Headers = {}) =>
    t.app.inject({ method: 'PUT', url, headers: { ...admin, ...headers }, payload });
  const stored = async () => (await t.db.select().from(settings).where(eq(settings.key, 'system')))[0];

  it('when the settings are read and saved in turn, then the version moves on with each save; a stale save is 409', async () => {
    const read = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().version).toBe(1);

    const first = await put({ site_name: 'Depot One' }, { 'if-match': '"1"' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ site_name: 'Depot One', version: 2 });
    expect(first.headers.etag).toBe('"2"');
    expect(await stored()).toMatchObject({ version: 2, value: expect.objectContaining({ site_name: 'Depot One' }) });

    const stale = await put({ site_name: 'Older Depot', lockout_minutes: 120, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { site_name: 'Depot One', lockout_minutes: 30, smtp_password: '', version: 2 },
    });
    expect(await stored()).toMatchObject({
      version: 2,
      value: expect.objectContaining({ site_name: 'Depot One', lockout_minutes: 30 }),
    });
  });

  it('when a save names no version, then 428 and nothing is stored', async () => {
    const before = await stored();
    const missing = await put({ site_name: 'Unversioned' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().code).toBe('PRECONDITION_REQUIRED');
    expect(await stored()).toEqual(before);
  });

  it('when two admins save different settings at once from one reading, then one is saved and the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { version } = (await t.app.inject({ method: 'GET', url, headers: admin })).json() as { version: number };
      const results = await Promise.all([
        put({ site_name: `Race ${round}`, version }),
        put({ max_login_attempts: 6 + round, version }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect(results.find((r) => r.statusCode === 409)!.json().current).toEqual(winner);
      expect((await stored())?.version).toBe(version + 1);
    }
  });

  it('when the settings are reset, then the version moves on and a form opened before cannot save over it', async () => {
    const { version } = (await t.app.inject({ method: 'GET', url, headers: admin })).json() as { version: number };
    const reset = await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: admin });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ site_name: 'Stockyard', version: version + 1 });
    expect((await put({ site_name: 'From before the reset', version })).statusCode).toBe(409);
    expect((await stored())?.value).toEqual({});
  });
});
