import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { branchIds, newAssignmentBody, putAssignment } from './assignments.fixtures.js';

type Headers = Record<string, string>;
type Bell = { notifications: { title: string; message: string; link: string }[]; unread_count: number };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let branches: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
  branches = await branchIds(t.db);
});
afterAll(async () => t.close());

/** A fresh account of this role (so no other test's notifications show), signed in. */
async function newUser(role: 'employee' | 'admin') {
  const tag = randomUUID().slice(0, 8);
  const credentials = { username: `done_${tag}`, password: TEST_PASSWORD };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: admin.headers,
    payload: {
      ...credentials,
      first_name: 'Cleo',
      last_name: `Closer ${tag}`,
      email: `done_${tag}@example.com`,
      role,
      branch_id: branches[0],
    },
  });
  expect(created.statusCode).toBe(201);
  const session = await signIn(t.app, credentials);
  return { id: (created.json() as { id: number }).id, name: `Cleo Closer ${tag}`, headers: session.headers };
}

const bell = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json() as Bell;

const put = (headers: Headers, id: number, payload: object) =>
  putAssignment(t.app, headers, admin.headers, id, payload);

async function startedTask(employeeId: number, task: string, employee: Headers) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/assignments',
    headers: admin.headers,
    payload: newAssignmentBody(employeeId, branches[0]!, { task }),
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: number }).id;
  expect((await put(employee, id, { status: 'in_progress' })).statusCode).toBe(200);
  return id;
}

const stored = async (id: number) => (await t.db.select().from(assignments).where(eq(assignments.id, id)))[0]!;

describe('assignment completion', () => {
  it('when an employee completes a task with its hours, then they are stored and shown, and the admins are told who did it and the hours', async () => {
    const employee = await newUser('employee');
    const otherAdmin = await newUser('admin');
    const task = `Pack order ${randomUUID().slice(0, 6)}`;
    const id = await startedTask(employee.id, task, employee.headers);

    const done = await put(employee.headers, id, { status: 'completed', actual_hours: 3.5 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', progress: 100, actual_hours: 3.5 });
    expect(await stored(id)).toMatchObject({ status: 'completed', actualHours: '3.50' });

    for (const reader of [admin.headers, otherAdmin.headers]) {
      expect((await bell(reader)).notifications).toContainEqual(
        expect.objectContaining({
          title: 'Assignment completed',
          message: `${employee.name} completed "${task}" (3.5 h logged).`,
          link: '/admin/assignments',
        }),
      );
    }
    // The employee did it: nothing to tell them.
    expect((await bell(employee.headers)).notifications.map((n) => n.title)).toEqual(['New assignment']);
  });

  it('when a task is completed without hours, then the admins are told without them and no hours are stored', async () => {
    const employee = await newUser('employee');
    const task = `Sweep aisle ${randomUUID().slice(0, 6)}`;
    const id = await startedTask(employee.id, task, employee.headers);
    const done = await put(employee.headers, id, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', actual_hours: null });
    const notices = (await bell(admin.headers)).notifications.filter((n) => n.message.includes(task));
    expect(notices).toEqual([expect.objectContaining({ message: `${employee.name} completed "${task}".` })]);

    // Hours logged afterwards on the completed task: stored, and nobody is told a second time.
    const logged = await put(employee.headers, id, { actual_hours: 1.2 });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'completed', actualHours: '1.20' });
    expect((await bell(admin.headers)).notifications.filter((n) => n.message.includes(task))).toHaveLength(1);
  });

  it('when the hours are outside 0 to 999.9 or finer than a tenth, then 400 and nothing changes', async () => {
    const employee = await newUser('employee');
    const id = await startedTask(employee.id, `Count bins ${randomUUID().slice(0, 6)}`, employee.headers);
    for (const actual_hours of [1000, -0.1, 2.25, '3']) {
      const refused = await put(employee.headers, id, { status: 'completed', actual_hours });
      expect(refused.statusCode, String(actual_hours)).toBe(400);
      expect(refused.json().errors).toContainEqual({
        field: 'actual_hours',
        message: 'Actual hours must be a number from 0 to 999.9, in tenths of an hour',
      });
    }
    expect(await stored(id)).toMatchObject({ status: 'in_progress', actualHours: null });
    const edge = await put(employee.headers, id, { status: 'completed', actual_hours: 999.9 });
    expect(edge.statusCode).toBe(200);
    expect(edge.json()).toMatchObject({ actual_hours: 999.9 });
  });

  it('when an employee sends hours without completing, then 409 says hours go with completion', async () => {
    const employee = await newUser('employee');
    const id = await startedTask(employee.id, `Label shelves ${randomUUID().slice(0, 6)}`, employee.headers);
    const refused = await put(employee.headers, id, { progress: 60, actual_hours: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Actual hours are logged when the assignment is completed');
    expect(await stored(id)).toMatchObject({ status: 'in_progress', progress: 50, actualHours: null });
  });

  it('when an admin completes a task, then the other admins are told and the admin who did it is not', async () => {
    const employee = await newUser('employee');
    const closer = await newUser('admin');
    const watcher = await newUser('admin');
    const task = `Close dock ${randomUUID().slice(0, 6)}`;
    const id = await startedTask(employee.id, task, employee.headers);
    const done = await put(closer.headers, id, { status: 'completed', actual_hours: 4 });
    expect(done.statusCode).toBe(200);
    const about = (b: Bell) => b.notifications.filter((n) => n.message.includes(task));
    expect(about(await bell(watcher.headers))).toEqual([
      expect.objectContaining({ message: `${employee.name} completed "${task}" (4 h logged).` }),
    ]);
    expect(about(await bell(closer.headers))).toEqual([]);
  });
});
