import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { branchIds, newAssignmentBody, putAssignment } from './assignments.fixtures.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let branches: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
  branches = await branchIds(t.db);
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const id = /^\/api\/assignments\/(\d+)$/.exec(url)?.[1];
  if (method === 'PUT' && id) return putAssignment(t.app, headers, admin.headers, id, payload ?? {});
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};

/** A fresh employee (so no other test's notifications show), signed in. */
async function newEmployee() {
  const tag = randomUUID().slice(0, 8);
  const credentials = { username: `notice_${tag}`, password: TEST_PASSWORD };
  const created = await call('POST', '/api/users', admin.headers, {
    ...credentials,
    first_name: 'Nia',
    last_name: 'Notice',
    email: `notice_${tag}@example.com`,
    role: 'employee',
    branch_id: branches[0],
  });
  expect(created.statusCode).toBe(201);
  const session = await signIn(t.app, credentials);
  return { id: (created.json() as { id: number }).id, headers: session.headers };
}

const bell = async (headers: Record<string, string>) => {
  const response = await call('GET', '/api/notifications', headers);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    notifications: { title: string; message: string; link: string }[];
    unread_count: number;
  };
};

const assign = async (employeeId: number, task: string) => {
  const response = await call(
    'POST',
    '/api/assignments',
    admin.headers,
    newAssignmentBody(employeeId, branches[0]!, { task }),
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
};

describe('assignment notifications', () => {
  it('when an admin assigns, changes and removes a task, then the employee is told each time, with a link to My Assignments', async () => {
    const employee = await newEmployee();
    const id = await assign(employee.id, 'Count aisle 4');
    expect((await bell(employee.headers)).notifications).toEqual([
      expect.objectContaining({
        title: 'New assignment',
        message: 'You have a new assignment: "Count aisle 4".',
        link: '/employee/assignments',
      }),
    ]);

    const updated = await call('PUT', `/api/assignments/${id}`, admin.headers, {
      priority: 'high',
      due_date: '2031-01-31',
    });
    expect(updated.statusCode).toBe(200);
    expect((await bell(employee.headers)).notifications[0]).toMatchObject({
      title: 'Assignment updated',
      message: 'An admin changed your assignment "Count aisle 4" (priority, due date).',
    });

    const { version } = updated.json() as { version: number };
    expect((await call('DELETE', `/api/assignments/${id}?version=${version}`, admin.headers)).statusCode).toBe(200);
    const after = await bell(employee.headers);
    expect(after.notifications[0]).toMatchObject({ title: 'Assignment removed' });
    expect(after.unread_count).toBe(3);
  });

  it('when a task moves to another employee, then the first hears it went and the second that it came', async () => {
    const [first, second] = [await newEmployee(), await newEmployee()];
    const id = await assign(first.id, 'Relabel bay 2');
    const moved = await call('PUT', `/api/assignments/${id}`, admin.headers, { employee_id: second.id });
    expect(moved.statusCode).toBe(200);
    expect((await bell(first.headers)).notifications.map((n) => n.title)).toEqual([
      'Assignment moved',
      'New assignment',
    ]);
    expect((await bell(second.headers)).notifications).toEqual([
      expect.objectContaining({ title: 'New assignment', message: 'You have a new assignment: "Relabel bay 2".' }),
    ]);
  });

  it('when the employee updates their own task, then nobody is notified', async () => {
    const employee = await newEmployee();
    const id = await assign(employee.id, 'Sweep dock');
    const own = await call('PUT', `/api/assignments/${id}`, employee.headers, { status: 'in_progress' });
    expect(own.statusCode).toBe(200);
    expect((await bell(employee.headers)).notifications).toHaveLength(1);
    expect((await bell(admin.headers)).notifications.some((n) => n.message.includes('Sweep dock'))).toBe(false);
  });

  it('when the employee turned Assignments notifications off, then assigning tells them nothing', async () => {
    const employee = await newEmployee();
    const preferences = (await call('GET', '/api/users/me/preferences', employee.headers)).json() as {
      notifications: Record<string, unknown>;
    };
    const saved = await call('PUT', '/api/users/me/preferences', employee.headers, {
      ...preferences,
      notifications: { ...preferences.notifications, assignments: false },
    });
    expect(saved.statusCode).toBe(200);
    await assign(employee.id, 'Quiet task');
    expect(await bell(employee.headers)).toEqual({ notifications: [], unread_count: 0 });
  });
});
