import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, notifications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  branchIds,
  createAssignmentViaApi,
  newAssignmentBody,
  storedAssignment,
  userIdOf,
} from './assignments.fixtures.js';

type Headers = Record<string, string>;

/** Issue 17 item 2: an assignment changed from an older version never overwrites a newer one. */
describe('assignment versions', () => {
  let t: TestApp;
  let admin: Headers;
  let employee: Headers;
  let employeeId: number;
  let branchId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    employee = (await signIn(t.app, DEMO.employee)).headers;
    employeeId = await userIdOf(t.db, 'employee1');
    [branchId] = (await branchIds(t.db)) as [number];
  });
  afterAll(async () => t.close());

  const fresh = () => createAssignmentViaApi(t.app, admin, newAssignmentBody(employeeId, branchId));
  const put = (id: number, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/assignments/${id}`, headers, payload });

  it('when an assignment is read and changed from its version, then each answer carries the next one', async () => {
    const id = await fresh();
    const read = await t.app.inject({ method: 'GET', url: `/api/assignments/${id}`, headers: employee });
    expect(read.headers.etag).toBe('"1"');
    const edited = await put(id, { task: 'Recount aisle 4', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ task: 'Recount aisle 4', version: 2 });
    expect(edited.headers.etag).toBe('"2"');
    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${id}`,
      headers: { ...employee, 'if-match': '"2"' },
      payload: { status: 'in_progress' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', version: 3 });
    expect(await storedAssignment(t.db, id)).toMatchObject({
      task: 'Recount aisle 4',
      status: 'in_progress',
      version: 3,
    });
  });

  it('when an admin or the employee writes from an older version, then 409 with the assignment as it is and nothing changes', async () => {
    const id = await fresh();
    expect((await put(id, { priority: 'urgent', version: 1 })).statusCode).toBe(200);
    const staleAdmin = await put(id, { task: 'Older task', version: 1 });
    expect(staleAdmin.statusCode).toBe(409);
    expect(staleAdmin.json()).toMatchObject({ code: 'STALE_VERSION', current: { id, priority: 'urgent', version: 2 } });
    // The employee's move is refused as stale, not judged against a status they never saw.
    const staleEmployee = await put(id, { status: 'in_progress', version: 1 }, employee);
    expect(staleEmployee.statusCode).toBe(409);
    expect(staleEmployee.json().code).toBe('STALE_VERSION');
    expect(await storedAssignment(t.db, id)).toMatchObject({ status: 'pending', priority: 'urgent', version: 2 });
  });

  it('when a change names no version or only a version, then 428 or 400 and nothing changes', async () => {
    const id = await fresh();
    const missing = await put(id, { task: 'Unversioned' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().code).toBe('PRECONDITION_REQUIRED');
    expect((await put(id, { version: 1 })).statusCode).toBe(400);
    expect(await storedAssignment(t.db, id)).toMatchObject({ version: 1, status: 'pending' });
  });

  it('when the admin edits and the employee starts the task at once from one reading, then one wins and the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await fresh();
      const results = await Promise.all([
        put(id, { due_date: '2031-01-0' + String(round + 1), version: 1 }),
        put(id, { status: 'in_progress', version: 1 }, employee),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json();
      expect(results.find((r) => r.statusCode === 409)!.json().current).toEqual(winner);
      expect((await storedAssignment(t.db, id))?.version).toBe(2);
    }
  });

  it('when a delete names no version or an older one, then 428 or 409 with the assignment as it is, and nothing is deleted', async () => {
    const id = await fresh();
    const remove = (query: string, headers: Headers = {}) =>
      t.app.inject({ method: 'DELETE', url: `/api/assignments/${id}${query}`, headers: { ...admin, ...headers } });
    const deleteLog = async () =>
      (await t.db.select().from(activities).where(eq(activities.action, 'assignment_delete'))).length;
    const told = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, employeeId))).length;
    const before = { log: await deleteLog(), told: await told() };
    const bare = await remove('');
    expect(bare.statusCode).toBe(428);
    expect(bare.json().code).toBe('PRECONDITION_REQUIRED');
    // The employee starts the task while the admin's board still shows it pending.
    expect((await put(id, { status: 'in_progress', version: 1 }, employee)).statusCode).toBe(200);
    const afterStart = await told();
    for (const stale of [await remove('?version=1'), await remove('', { 'if-match': '"1"' })]) {
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { id, status: 'in_progress', version: 2 } });
    }
    expect(await storedAssignment(t.db, id)).toMatchObject({ status: 'in_progress', version: 2 });
    expect(await deleteLog()).toBe(before.log);
    expect(await told()).toBe(afterStart);
    const deleted = await remove('?version=2');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedAssignment(t.db, id)).toBeUndefined();
    expect(await deleteLog()).toBe(before.log + 1);
  });
});
