import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  assignmentActivities,
  assignmentCount,
  branchIds,
  createAssignmentViaApi,
  newAssignmentBody,
  putAssignment,
  storedAssignment,
  userIdOf,
} from './assignments.fixtures.js';

const REQUIRED = 'Please fill in all required fields';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let ids: { employee1: number; employee2: number; customer: number; admin: number; branches: number[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
  ids = {
    employee1: await userIdOf(t.db, 'employee1'),
    employee2: await userIdOf(t.db, 'employee2'),
    customer: await userIdOf(t.db, 'customer1'),
    admin: await userIdOf(t.db, 'admin'),
    branches: await branchIds(t.db),
  };
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => {
  const id = /^\/api\/assignments\/(\d+)$/.exec(url)?.[1];
  if (method === 'PUT' && id) return putAssignment(t.app, headers, admin.headers, id, payload ?? {});
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};
const create = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/assignments', newAssignmentBody(ids.employee1, ids.branches[0]!, overrides));

describe('admin creates assignments', () => {
  it('when the required fields are sent, then a pending assignment due at the end of that day is stored with the defaults', async () => {
    const response = await create({ task: 'Count aisle 9', due_date: '2030-06-15', description: 'Full count' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      employee_id: ids.employee1,
      employee: { id: ids.employee1, first_name: 'Evan', last_name: 'Stone' },
      branch_id: ids.branches[0],
      branch: { id: ids.branches[0], name: 'Downtown Central' },
      task: 'Count aisle 9',
      description: 'Full count',
      status: 'pending',
      priority: 'medium',
      due_date: '2030-06-15T23:59:59.000Z',
      progress: 0,
      estimated_hours: 8,
      actual_hours: null,
      category: 'General',
      supervisor: 'Ada Admin',
      created_by: ids.admin,
    });
    const stored = await storedAssignment(t.db, body.id);
    expect(stored?.dueDate.toISOString()).toBe('2030-06-15T23:59:59.000Z');
    expect(stored).toMatchObject({
      status: 'pending',
      progress: 0,
      priority: 'medium',
      category: 'General',
      createdBy: ids.admin,
    });
    expect(Number(stored?.estimatedHours)).toBe(8);
    const [entry] = await assignmentActivities(t.db, ids.admin);
    expect(entry).toMatchObject({ action: 'assignment_create', category: 'assignment' });
    expect(entry?.description).toContain('Count aisle 9');
  });

  it('when status and progress are sent on create, then 400 (unknown keys); without them it starts pending at 0', async () => {
    const refused = await create({ status: 'completed', progress: 80 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/Unrecognized keys: "status", "progress"/);
    const response = await create({
      priority: 'urgent',
      estimated_hours: 2.5,
      category: 'Safety',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      progress: 0,
      priority: 'urgent',
      estimated_hours: 2.5,
      category: 'Safety',
    });
  });

  it.each(['employee_id', 'branch_id', 'task', 'due_date'])(
    'when %s is missing, then 400 "Please fill in all required fields" and nothing is stored',
    async (field) => {
      const before = await assignmentCount(t.db);
      const body: Record<string, unknown> = newAssignmentBody(ids.employee1, ids.branches[0]!);
      delete body[field];
      const response = await call('POST', '/api/assignments', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: REQUIRED });
      expect(response.json().errors).toContainEqual({ field, message: REQUIRED });
      expect(await assignmentCount(t.db)).toBe(before);
    },
  );

  it('when the assignee is not an employee, then 400 "Only users with role employee can be assigned"', async () => {
    const before = await assignmentCount(t.db);
    for (const userId of [ids.customer, ids.admin]) {
      const response = await call('POST', '/api/assignments', newAssignmentBody(userId, ids.branches[0]!));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Only users with role employee can be assigned',
        code: 'VALIDATION',
      });
      expect(response.json().errors).toContainEqual({
        field: 'employee_id',
        message: 'Only users with role employee can be assigned',
      });
    }
    expect(await assignmentCount(t.db)).toBe(before);
  });

  it('when the employee or branch does not exist, or the date is not a date, then 400 with a clear detail', async () => {
    const before = await assignmentCount(t.db);
    const cases = [
      [newAssignmentBody(999_999, ids.branches[0]!), 'Employee not found'],
      [newAssignmentBody(ids.employee1, 999_999), 'Branch not found'],
      [
        newAssignmentBody(ids.employee1, ids.branches[0]!, { due_date: '2030-02-30' }),
        'Due date must be a valid date (YYYY-MM-DD)',
      ],
      [
        newAssignmentBody(ids.employee1, ids.branches[0]!, { priority: 'critical' }),
        'Priority must be one of low, medium, high, urgent',
      ],
    ] as const;
    for (const [body, detail] of cases) {
      const response = await call('POST', '/api/assignments', body);
      expect(response.statusCode, detail).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect(await assignmentCount(t.db)).toBe(before);
  });

  it('when the employee is deactivated, then 400 and nothing is stored', async () => {
    const [user] = await t.db
      .insert(users)
      .values({
        username: 'inactive_emp',
        email: 'inactive_emp@example.com',
        passwordHash: 'x',
        firstName: 'In',
        lastName: 'Active',
        role: 'employee',
        branchId: ids.branches[0]!,
        isActive: false,
      })
      .returning();
    const before = await assignmentCount(t.db);
    const response = await call('POST', '/api/assignments', newAssignmentBody(user!.id, ids.branches[0]!));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('This employee is deactivated and cannot be assigned');
    expect(await assignmentCount(t.db)).toBe(before);
  });
});

describe('admin reads assignments', () => {
  it('when the admin lists, then every assignment comes with its employee, branch and supervisor, newest first', async () => {
    const response = await call('GET', '/api/assignments');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; created_at: string; supervisor: string | null; status: string }[];
    expect(list.length).toBe(await assignmentCount(t.db));
    expect(response.headers['x-total-count']).toBe(String(list.length));
    expect(new Set(list.map((a) => a.status))).toEqual(
      new Set(['pending', 'in_progress', 'scheduled', 'completed', 'cancelled']),
    );
    // The demo's tasks were set by the admin; its storage intake by the employee who approved it.
    const intakes = (
      await t.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.kind, 'intake'))
    ).map((row) => row.id);
    expect(list.filter((a) => !intakes.includes(a.id)).every((a) => a.supervisor === 'Ada Admin')).toBe(true);
    expect(list.filter((a) => intakes.includes(a.id)).every((a) => a.supervisor !== null)).toBe(true);
    const times = list.map((a) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('when filters are given, then only matching assignments come back (the in-progress alias too)', async () => {
    const inProgress = (await call('GET', '/api/assignments?status=in-progress')).json() as { status: string }[];
    expect(inProgress.length).toBeGreaterThan(0);
    expect(inProgress.every((a) => a.status === 'in_progress')).toBe(true);
    const urgent = (await call('GET', '/api/assignments?priority=urgent')).json() as { priority: string }[];
    expect(urgent.every((a) => a.priority === 'urgent')).toBe(true);
    const mine = (await call('GET', `/api/assignments?employee_id=${ids.employee2}&status=all`)).json() as {
      employee_id: number;
    }[];
    expect(mine).toHaveLength(2);
    expect(mine.every((a) => a.employee_id === ids.employee2)).toBe(true);
    const branch = (await call('GET', `/api/assignments?branch_id=${ids.branches[1]!}`)).json() as {
      branch_id: number;
    }[];
    expect(branch.every((a) => a.branch_id === ids.branches[1])).toBe(true);
  });

  it('when paging, then skip/limit apply and the limit is bounded at 200', async () => {
    const all = (await call('GET', '/api/assignments')).json() as { id: number }[];
    const page = (await call('GET', '/api/assignments?skip=1&limit=2')).json() as { id: number }[];
    expect(page.map((a) => a.id)).toEqual(all.slice(1, 3).map((a) => a.id));
    expect((await call('GET', '/api/assignments?limit=200')).statusCode).toBe(200);
    expect((await call('GET', '/api/assignments?limit=201')).statusCode).toBe(400);
    expect((await call('GET', '/api/assignments?status=done')).statusCode).toBe(400);
  });

  it('when one assignment is asked for, then the admin gets it; a missing id is 404 and a bad id 400', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee2, ids.branches[1]!));
    const response = await call('GET', `/api/assignments/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, employee_id: ids.employee2 });
    expect((await call('GET', '/api/assignments/999999')).json()).toEqual({
      detail: 'Assignment not found',
      code: 'NOT_FOUND',
    });
    expect((await call('GET', '/api/assignments/abc')).statusCode).toBe(400);
  });
});

describe('admin updates and deletes assignments', () => {
  it('when the admin changes any field, then it is stored and logged', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    const response = await call('PUT', `/api/assignments/${id}`, {
      task: 'Renamed task',
      description: '',
      priority: 'high',
      status: 'scheduled',
      due_date: '2031-01-31',
      progress: 30,
      employee_id: ids.employee2,
      branch_id: ids.branches[1],
      estimated_hours: 12.25,
      actual_hours: 3,
      category: '  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      task: 'Renamed task',
      description: null,
      priority: 'high',
      status: 'scheduled',
      due_date: '2031-01-31T23:59:59.000Z',
      progress: 30,
      employee_id: ids.employee2,
      employee: { first_name: 'Maya', last_name: 'Reyes' },
      branch: { id: ids.branches[1], name: 'Harbor Logistics Hub' },
      estimated_hours: 12.25,
      actual_hours: 3,
      category: 'General',
    });
    const stored = await storedAssignment(t.db, id);
    expect(stored?.dueDate.toISOString()).toBe('2031-01-31T23:59:59.000Z');
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(stored!.createdAt.getTime() - 1);
    const [entry] = await assignmentActivities(t.db, ids.admin);
    expect(entry).toMatchObject({ action: 'assignment_update', category: 'assignment' });
  });

  it('when the admin only moves the status, then progress follows the completion rule; the alias is accepted', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    expect((await call('PUT', `/api/assignments/${id}`, { status: 'in-progress' })).json()).toMatchObject({
      status: 'in_progress',
      progress: 50,
    });
    expect((await call('PUT', `/api/assignments/${id}`, { status: 'completed' })).json()).toMatchObject({
      status: 'completed',
      progress: 100,
    });
    // Admins are not bound by the employee transition table.
    expect((await call('PUT', `/api/assignments/${id}`, { status: 'pending', progress: 0 })).json()).toMatchObject({
      status: 'pending',
      progress: 0,
    });
    expect((await call('PUT', `/api/assignments/${id}`, { status: 'cancelled' })).json()).toMatchObject({
      status: 'cancelled',
    });
  });

  it('when the update is invalid, then 400 and the assignment is unchanged', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    const before = await storedAssignment(t.db, id);
    const cases = [
      [{ progress: 101 }, 'Progress must be a whole number from 0 to 100'],
      [{ progress: -1 }, 'Progress must be a whole number from 0 to 100'],
      [{ task: '' }, REQUIRED],
      [{ status: 'active' }, 'Status must be one of pending, in_progress, scheduled, completed, cancelled'],
      [{ employee_id: ids.customer }, 'Only users with role employee can be assigned'],
      [{ branch_id: 999_999 }, 'Branch not found'],
      [{}, 'Nothing to update'],
    ] as const;
    for (const [body, detail] of cases) {
      const response = await call('PUT', `/api/assignments/${id}`, body);
      expect(response.statusCode, detail).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect(await storedAssignment(t.db, id)).toEqual(before);
  });

  it('when the assignment does not exist, then PUT and DELETE answer 404', async () => {
    expect((await call('PUT', '/api/assignments/999999', { task: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/assignments/999999?version=1')).statusCode).toBe(404);
  });

  it('when the admin deletes an assignment, then it is gone and the deletion is logged', async () => {
    const id = await createAssignmentViaApi(
      t.app,
      admin.headers,
      newAssignmentBody(ids.employee1, ids.branches[0]!, { task: 'Short-lived' }),
    );
    const response = await call('DELETE', `/api/assignments/${id}?version=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Assignment deleted successfully' });
    expect(await storedAssignment(t.db, id)).toBeUndefined();
    const [entry] = await assignmentActivities(t.db, ids.admin);
    expect(entry).toMatchObject({
      action: 'assignment_delete',
      category: 'assignment',
      description: 'Deleted assignment "Short-lived"',
    });
    expect((await call('GET', `/api/assignments/${id}`)).statusCode).toBe(404);
  });

  it('when the supervisor account is removed, then supervisor reads null', async () => {
    const [other] = await t.db
      .insert(users)
      .values({
        username: 'admin_two',
        email: 'admin_two@example.com',
        passwordHash: 'x',
        firstName: 'Second',
        lastName: 'Admin',
        role: 'admin',
      })
      .returning();
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
    await t.db.update(assignments).set({ createdBy: other!.id }).where(eq(assignments.id, id));
    expect((await call('GET', `/api/assignments/${id}`)).json()).toMatchObject({
      supervisor: 'Second Admin',
      created_by: other!.id,
    });
    await t.db.delete(users).where(eq(users.id, other!.id));
    expect((await call('GET', `/api/assignments/${id}`)).json()).toMatchObject({ supervisor: null, created_by: null });
  });
});
