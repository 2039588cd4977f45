import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, branches } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

/** Issue 17 item 2: a branch saved from an older version never overwrites a newer one. */
describe('branch versions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
  });
  afterAll(async () => t.close());

  let seq = 0;
  const fresh = async () => {
    seq += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: admin,
      payload: { name: `Version Yard ${seq}`, location: `${seq} Lock Lane`, capacity: 100, available_space: 40 },
    });
    return response.json() as { id: number; name: string; version: number };
  };
  const put = (id: number, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/branches/${id}`, headers: { ...admin, ...headers }, payload });
  const stored = async (id: number) => (await t.db.select().from(branches).where(eq(branches.id, id)))[0]!;
  const edit = { location: '1 Same St', capacity: 100 };

  it('when a branch is read and saved from its version, then each answer carries the next version and its ETag', async () => {
    const branch = await fresh();
    const read = await t.app.inject({ method: 'GET', url: `/api/branches/${branch.id}` });
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().version).toBe(1);
    const saved = await put(branch.id, { ...edit, name: 'Saved once', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Saved once', version: 2 });
    expect(saved.headers.etag).toBe('"2"');
    const capacity = await put(branch.id, { capacity: 150 }, { 'if-match': '"2"' });
    expect(capacity.statusCode, capacity.body).toBe(200);
    expect(capacity.json()).toMatchObject({ capacity: 150, available_space: 90, version: 3 });
    expect(await stored(branch.id)).toMatchObject({ name: 'Saved once', capacity: 150, version: 3 });
  });

  it('when an edit or a capacity change is made from an older version, then 409 with the branch as it is and nothing is written', async () => {
    const branch = await fresh();
    expect((await put(branch.id, { ...edit, name: 'Newer name', version: 1 })).statusCode).toBe(200);
    const logged = (await t.db.select().from(activities).where(eq(activities.category, 'branch'))).length;
    for (const body of [
      { ...edit, name: 'Older name', version: 1 },
      { capacity: 500, version: 1 },
    ]) {
      const stale = await put(branch.id, body);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'STALE_VERSION',
        current: { id: branch.id, name: 'Newer name', capacity: 100, version: 2 },
      });
    }
    expect(await stored(branch.id)).toMatchObject({ name: 'Newer name', capacity: 100, version: 2 });
    expect(await t.db.select().from(activities).where(eq(activities.category, 'branch'))).toHaveLength(logged);
  });

  it('when a save names no version, then 428 and nothing changes; a bad If-Match is 400', async () => {
    const branch = await fresh();
    const missing = await put(branch.id, { ...edit, name: 'Unversioned' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().code).toBe('PRECONDITION_REQUIRED');
    expect((await put(branch.id, { capacity: 5 }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    expect(await stored(branch.id)).toMatchObject({ name: branch.name, capacity: 100, version: 1 });
  });

  it('when two admins save the same branch at once from one reading, then one is saved and the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const branch = await fresh();
      const results = await Promise.all([
        put(branch.id, { ...edit, name: `First ${round}`, version: 1 }),
        put(branch.id, { ...edit, name: `Second ${round}`, version: 1 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect(results.find((r) => r.statusCode === 409)!.json().current).toEqual(winner);
      expect(await stored(branch.id)).toMatchObject({ name: winner.name, version: 2 });
    }
  });
});
