import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  assignmentActivities,
  branchIds,
  createAssignmentViaApi,
  newAssignmentBody,
  ownAssignments,
  putAssignment,
  storedAssignment,
  userIdOf,
} from './assignments.fixtures.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let employee: Awaited<ReturnType<typeof signIn>>;
let employee2: Awaited<ReturnType<typeof signIn>>;
let ids: { employee1: number; employee2: number; branches: number[] };

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, employee2] = await Promise.all([
    signIn(t.app, DEMO.admin),
    signIn(t.app, DEMO.employee),
    signIn(t.app, DEMO.employee2),
  ]);
  ids = {
    employee1: await userIdOf(t.db, 'employee1'),
    employee2: await userIdOf(t.db, 'employee2'),
    branches: await branchIds(t.db),
  };
});
afterAll(async () => t.close());

const put = (id: number, payload: object, headers: Record<string, string> = employee.headers) =>
  putAssignment(t.app, headers, admin.headers, id, payload);
const get = (url: string, headers: Record<string, string> = employee.headers) =>
  t.app.inject({ method: 'GET', url, headers });
/** A fresh assignment of employee1, optionally moved (by the admin) to a status and progress. */
async function assignment(state: { status?: string; progress?: number } = {}) {
  const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(ids.employee1, ids.branches[0]!));
  if (state.status) await put(id, state, admin.headers);
  return id;
}

describe('my assignments', () => {
  it('when an employee lists their assignments, then only their own come back, with the employee-view fields', async () => {
    const response = await get('/api/assignments/my-assignments');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    const stored = await ownAssignments(t.db, ids.employee1);
    expect(list.map((a) => a.id).sort()).toEqual(stored.map((a) => a.id).sort());
    expect(list.every((a) => a.employee_id === ids.employee1)).toBe(true);
    // A task the admin set (the demo agreement's intake was set by the employee who approved it).
    const task = list.find((a) => a.supervisor === 'Ada Admin');
    expect(task).toEqual(
      expect.objectContaining({
        task: expect.any(String),
        description: expect.any(String),
        status: expect.any(String),
        priority: expect.any(String),
        due_date: expect.stringMatching(/T23:59:59\.000Z$/),
        created_at: expect.any(String),
        branch: expect.objectContaining({ name: 'Downtown Central' }),
        supervisor: 'Ada Admin',
        progress: expect.any(Number),
        estimated_hours: 8,
        actual_hours: null,
        category: expect.any(String),
      }),
    );
  });

  it('when the second employee lists, then they see their own two demo tasks (scheduled and completed)', async () => {
    const list = (await get('/api/assignments/my-assignments', employee2.headers)).json() as {
      status: string;
      employee_id: number;
    }[];
    expect(list.map((a) => a.status).sort()).toEqual(['completed', 'scheduled']);
    expect(list.every((a) => a.employee_id === ids.employee2)).toBe(true);
  });

  it('when a status filter is given (alias too), then only that status comes back', async () => {
    const list = (await get('/api/assignments/my-assignments?status=in-progress')).json() as { status: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === 'in_progress')).toBe(true);
  });

  it('when an admin opens My Assignments, then they get their own (none), not everyone', async () => {
    const response = await get('/api/assignments/my-assignments', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("when an employee opens their own assignment, then 200; another employee's is 404", async () => {
    const [own] = await ownAssignments(t.db, ids.employee1);
    const [other] = await ownAssignments(t.db, ids.employee2);
    expect((await get(`/api/assignments/${own!.id}`)).statusCode).toBe(200);
    const response = await get(`/api/assignments/${other!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Assignment not found', code: 'NOT_FOUND' });
  });
});

describe('employee status changes', () => {
  it('when Start Task is pressed (sent as in-progress), then it is in progress at 50% and logged', async () => {
    const id = await assignment();
    const response = await put(id, { status: 'in-progress' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'in_progress', progress: 50 });
    expect(await storedAssignment(t.db, id)).toMatchObject({ status: 'in_progress', progress: 50 });
    const [entry] = await assignmentActivities(t.db, ids.employee1);
    expect(entry).toMatchObject({ action: 'assignment_status', category: 'assignment' });
    expect(entry?.description).toContain('from pending to in progress');
  });

  it('when Complete is pressed, then it is completed at 100%', async () => {
    const id = await assignment({ status: 'in_progress', progress: 40 });
    const response = await put(id, { status: 'completed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', progress: 100 });
    expect(await storedAssignment(t.db, id)).toMatchObject({ status: 'completed', progress: 100 });
    // The admin sees the same.
    expect((await get(`/api/assignments/${id}`, admin.headers)).json()).toMatchObject({
      status: 'completed',
      progress: 100,
    });
  });

  it('when Pause is pressed, then it is pending again and keeps its progress', async () => {
    const id = await assignment({ status: 'in_progress', progress: 40 });
    expect((await put(id, { status: 'pending' })).json()).toMatchObject({ status: 'pending', progress: 40 });
  });

  it('when progress is reported while in progress, then it is stored', async () => {
    const id = await assignment({ status: 'in_progress', progress: 40 });
    expect((await put(id, { progress: 75 })).json()).toMatchObject({ status: 'in_progress', progress: 75 });
    const [entry] = await assignmentActivities(t.db, ids.employee1);
    expect(entry).toMatchObject({ action: 'assignment_progress' });
  });

  it.each([
    [{ status: 'completed', progress: 100 }, { status: 'pending' }, 'Cannot change status from completed to pending'],
    [{}, { status: 'completed' }, 'Cannot change status from pending to completed'],
    [{ status: 'scheduled' }, { status: 'in_progress' }, 'Cannot change status from scheduled to in progress'],
    [{ status: 'cancelled' }, { status: 'in-progress' }, 'Cannot change status from cancelled to in progress'],
    [
      { status: 'in_progress', progress: 40 },
      { status: 'cancelled' },
      'Cannot change status from in progress to cancelled',
    ],
    [{}, { progress: 30 }, 'Progress can only be changed while the assignment is in progress'],
  ])(
    'when the assignment is %j and the employee sends %j, then 409 "%s" and nothing changes',
    async (state, body, detail) => {
      const id = await assignment(state);
      const before = await storedAssignment(t.db, id);
      const activitiesBefore = (await assignmentActivities(t.db, ids.employee1)).length;
      const response = await put(id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail, code: 'CONFLICT' });
      expect(await storedAssignment(t.db, id)).toEqual(before);
      expect((await assignmentActivities(t.db, ids.employee1)).length).toBe(activitiesBefore);
    },
  );

  it('when an employee sends an admin-only field (alone or with a status), then 403 and nothing changes', async () => {
    const id = await assignment();
    const before = await storedAssignment(t.db, id);
    for (const body of [
      { task: 'Mine now' },
      { status: 'in_progress', due_date: '2040-01-01' },
      { employee_id: ids.employee2 },
      { priority: 'low' },
    ]) {
      const response = await put(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Employees may only change the status, progress and actual hours of their assignments',
        code: 'FORBIDDEN',
      });
    }
    expect(await storedAssignment(t.db, id)).toEqual(before);
  });

  it("when an employee changes another employee's assignment, then 404 and it is unchanged", async () => {
    const id = await assignment();
    const before = await storedAssignment(t.db, id);
    const response = await put(id, { status: 'in_progress' }, employee2.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Assignment not found');
    expect(await storedAssignment(t.db, id)).toEqual(before);
  });

  it('when Pause and Complete race on the same task, then exactly one wins and the other gets 409', async () => {
    const id = await assignment({ status: 'in_progress', progress: 40 });
    const responses = await Promise.all([put(id, { status: 'completed' }), put(id, { status: 'pending' })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json() as { status: string; progress: number };
    expect(await storedAssignment(t.db, id)).toMatchObject({ status: winner.status, progress: winner.progress });
  });

  it('when the same status is sent twice (a retried click), then the second answers 200 unchanged and logs nothing', async () => {
    const id = await assignment();
    await put(id, { status: 'in_progress' });
    const count = (await assignmentActivities(t.db, ids.employee1)).length;
    const response = await put(id, { status: 'in_progress' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'in_progress', progress: 50 });
    expect((await assignmentActivities(t.db, ids.employee1)).length).toBe(count);
  });
});
