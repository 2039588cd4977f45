import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';

type Headers = { authorization: string };

/** Issue 19: a preferences save changes only the fields it sends. */
describe('partial preference saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const freshCustomer = async () => {
    const body = newCustomer();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    return signIn(t.app, body);
  };
  const save = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/preferences', headers, payload });
  const stored = async (id: number) => {
    const [row] = await t.db.select({ preferences: users.preferences }).from(users).where(eq(users.id, id));
    return row?.preferences as Record<string, Record<string, unknown>>;
  };

  it('when one field is sent, then only it changes and the answer is the whole document', async () => {
    const session = await freshCustomer();
    expect((await save(session.headers, { display: { theme: 'dark', timezone: 'America/Denver' } })).statusCode).toBe(
      200,
    );
    const response = await save(session.headers, { display: { dateFormat: 'DD/MM/YYYY' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().display).toMatchObject({
      theme: 'dark',
      timezone: 'America/Denver',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(response.json().notifications.email.orderUpdates).toBe(true);
    const row = await stored(session.user.id);
    expect(row.display).toMatchObject({ theme: 'dark', timezone: 'America/Denver', dateFormat: 'DD/MM/YYYY' });
  });

  it('when two tabs save different fields at the same moment, then both changes survive', async () => {
    const session = await freshCustomer();
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([
        save(session.headers, { notifications: { sms: { orderUpdates: round % 2 === 0 } } }),
        save(session.headers, { privacy: { sessionTimeout: round % 2 === 0 ? '15' : '120' } }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const row = await stored(session.user.id);
      expect(row.notifications).toMatchObject({ sms: { orderUpdates: round % 2 === 0 } });
      expect(row.privacy).toMatchObject({ sessionTimeout: round % 2 === 0 ? '15' : '120' });
    }
  });

  it('when a retired flag or an unknown field is sent, then 400 and nothing is stored', async () => {
    const session = await freshCustomer();
    for (const payload of [
      { privacy: { dataSharing: true } },
      { privacy: { analyticsOptIn: true } },
      { display: { autoSave: 'yes' } },
      { display: { fontSize: 12 } },
    ]) {
      const response = await save(session.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect(await stored(session.user.id)).toEqual({});
  });

  it('when a document stored before holds the retired flags, then it still reads and the next save drops them', async () => {
    const session = await freshCustomer();
    await t.db
      .update(users)
      .set({
        preferences: {
          privacy: { dataSharing: true, analyticsOptIn: true, marketingOptIn: true },
          notifications: { email: { promotions: true, newsletterUpdates: true }, push: { promotions: true } },
        },
      })
      .where(eq(users.id, session.user.id));
    const read = await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().privacy).toEqual({ profileVisibility: 'private', twoFactorAuth: false, sessionTimeout: '60' });
    expect(read.json().notifications.email).toEqual({
      orderUpdates: true,
      storageReminders: true,
      securityAlerts: true,
    });
    expect(read.json().notifications.push).toEqual({
      orderUpdates: true,
      storageReminders: true,
      securityAlerts: true,
    });
    expect((await save(session.headers, { privacy: { profileVisibility: 'limited' } })).statusCode).toBe(200);
    const kept = await stored(session.user.id);
    expect(kept.privacy).toEqual({ profileVisibility: 'limited', twoFactorAuth: false, sessionTimeout: '60' });
    expect(JSON.stringify(kept)).not.toMatch(/promotions|newsletterUpdates|marketingOptIn/);
  });

  it('when a retired switch (marketing, promotions, newsletter) is sent, then 400 and nothing is stored', async () => {
    const session = await freshCustomer();
    for (const payload of [
      { privacy: { marketingOptIn: true } },
      { notifications: { email: { promotions: true } } },
      { notifications: { email: { newsletterUpdates: true } } },
    ]) {
      expect((await save(session.headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored(session.user.id)).toEqual({});
  });

  it('when a save names the version it read, then a newer document is 409 with it and nothing changes; PATCH and PUT both merge', async () => {
    const session = await freshCustomer();
    const read = await t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers });
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);

    // Tab A saves the theme from what it read: the answer carries the next version.
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: { ...session.headers, 'if-match': etag },
      payload: { display: { theme: 'dark' } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).not.toBe(etag);

    // Tab B still shows the old document and saves the same field: refused, with the current one.
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/me/preferences?version=${etag.replaceAll('"', '')}`,
      headers: session.headers,
      payload: { display: { theme: 'light' } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { display: { theme: 'dark' } } });
    expect((await stored(session.user.id)).display?.theme).toBe('dark');

    // Without a version a save still merges (PUT, as the settings screens send it).
    const merged = await save(session.headers, { display: { timezone: 'America/Denver' } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().display).toMatchObject({ theme: 'dark', timezone: 'America/Denver' });
    expect(Number(JSON.parse(merged.headers.etag as string))).toBe(
      Number(JSON.parse(first.headers.etag as string)) + 1,
    );
  });
});
