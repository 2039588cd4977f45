import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createViaApi, firstBranchIds, newUserBody, storedUser } from './users.fixtures.js';

type Headers = Record<string, string>;

/** Issue 17 item 2: a user edited from an older version never overwrites a newer one. */
describe('user versions', () => {
  let t: TestApp;
  let admin: Headers;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    [branchId] = (await firstBranchIds(t.db, 1)) as [number];
  });
  afterAll(async () => t.close());

  const fresh = async () => {
    const body = newUserBody(branchId);
    const id = await createViaApi(t.app, admin, body);
    const { username: _username, password: _password, is_active: _active, ...edit } = body;
    return { id, body, edit };
  };
  const put = (id: number, payload: object, headers: Headers = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: { ...admin, ...headers }, payload });
  const toggle = (id: number, payload?: object, headers: Headers = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}/toggle-active`,
      headers: { ...admin, ...headers },
      ...(payload ? { payload } : {}),
    });

  it('when a user is read, edited and toggled from the current version, then each answer carries the next one', async () => {
    const { id, edit } = await fresh();
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin });
    expect(read.headers.etag).toBe('"1"');
    const edited = await put(id, { ...edit, last_name: 'Second', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ last_name: 'Second', version: 2 });
    expect(edited.headers.etag).toBe('"2"');
    const toggled = await toggle(id, undefined, { 'if-match': '"2"' });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json().user).toMatchObject({ is_active: false, version: 3 });
    expect(toggled.headers.etag).toBe('"3"');
    expect(await storedUser(t.db, id)).toMatchObject({ lastName: 'Second', isActive: false, version: 3 });
  });

  it('when an edit or a toggle is made from an older version, then 409 with the user as it is and nothing changes', async () => {
    const { id, edit } = await fresh();
    expect((await put(id, { ...edit, first_name: 'Newer', version: 1 })).statusCode).toBe(200);
    const staleEdit = await put(id, { ...edit, first_name: 'Older', version: 1 });
    expect(staleEdit.statusCode).toBe(409);
    expect(staleEdit.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id, first_name: 'Newer', is_active: true, version: 2 },
    });
    const staleToggle = await toggle(id, { version: 1 });
    expect(staleToggle.statusCode).toBe(409);
    expect(staleToggle.json().current).toMatchObject({ id, is_active: true, version: 2 });
    expect(await storedUser(t.db, id)).toMatchObject({ firstName: 'Newer', isActive: true, version: 2 });
  });

  it('when an edit or a toggle names no version, then 428 and nothing changes', async () => {
    const { id, edit } = await fresh();
    const missing = await put(id, { ...edit, first_name: 'Unversioned' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().code).toBe('PRECONDITION_REQUIRED');
    expect((await toggle(id)).statusCode).toBe(428);
    expect((await put(id, { ...edit, version: 1 }, { 'if-match': '"2"' })).statusCode).toBe(400);
    expect(await storedUser(t.db, id)).toMatchObject({ firstName: 'Test', isActive: true, version: 1 });
  });

  it('when two admins save one user at once from the same reading, then one is saved and the other gets 409', async () => {
    const second = newUserBody(null, { role: 'admin' });
    await createViaApi(t.app, admin, second);
    const otherAdmin = (await signIn(t.app, second)).headers;
    for (let round = 0; round < 5; round += 1) {
      const { id, edit } = await fresh();
      const results = await Promise.all([
        put(id, { ...edit, first_name: `First ${round}`, version: 1 }),
        put(id, { ...edit, phone: `+1 202 555 010${round}`, version: 1 }, otherAdmin),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect(results.find((r) => r.statusCode === 409)!.json().current).toEqual(winner);
      expect(await storedUser(t.db, id)).toMatchObject({
        firstName: winner.first_name,
        phone: winner.phone,
        version: 2,
      });
    }
  });

  it('when a user saves their own profile from an older version, then 409 with the profile as it is; none is 428', async () => {
    const { id, body } = await fresh();
    const session = (await signIn(t.app, body)).headers;
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session });
    expect(me.json().version).toBe(1);
    expect(me.headers.etag).toBe('"1"');
    // An admin changes the phone while the settings screen is open.
    const { username: _u, password: _p, ...edit } = body;
    expect((await put(id, { ...edit, phone: '+1 202 555 0100', version: 1 })).statusCode).toBe(200);
    const own = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/users/me', headers: session, payload });
    const stale = await own({ phone: '+1 202 555 0199', bio: 'Mine', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { id, phone: '+12025550100', version: 2 } });
    expect((await own({ bio: 'Mine' })).statusCode).toBe(428);
    expect(await storedUser(t.db, id)).toMatchObject({ phone: '+12025550100', bio: null, version: 2 });
    const saved = await own({ bio: 'Mine', version: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+12025550100', bio: 'Mine', version: 3 });
    expect(saved.headers.etag).toBe('"3"');
  });

  it('when a delete names no version or an older one, then 428 or 409 with the user as they are, and nothing is deleted', async () => {
    const { id, body, edit } = await fresh();
    const session = (await signIn(t.app, body)).headers;
    const remove = (query: string, headers: Headers = {}) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${id}${query}`, headers: { ...admin, ...headers } });
    const bare = await remove('');
    expect(bare.statusCode).toBe(428);
    expect(bare.json().code).toBe('PRECONDITION_REQUIRED');
    expect((await put(id, { ...edit, last_name: 'Renamed', version: 1 })).statusCode).toBe(200);
    for (const stale of [await remove('?version=1'), await remove('', { 'if-match': '"1"' })]) {
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { id, last_name: 'Renamed', version: 2 } });
    }
    expect(await storedUser(t.db, id)).toMatchObject({ lastName: 'Renamed', deletedAt: null, version: 2 });
    // Nothing of the delete ran: the user's session still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session })).statusCode).toBe(200);
    const deleted = await remove('?version=2');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin })).statusCode).toBe(404);
  });
});
