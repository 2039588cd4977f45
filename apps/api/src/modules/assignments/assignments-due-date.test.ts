import { addDaysToIsoDate, dueDateEndOfDay, earliestTodayIsoDate } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  assignmentCount,
  branchIds,
  createAssignmentViaApi,
  newAssignmentBody,
  putAssignment,
  storedAssignment,
  userIdOf,
} from './assignments.fixtures.js';

const PAST = 'Due date cannot be in the past';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let employeeId: number;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
  employeeId = await userIdOf(t.db, 'employee1');
  branchId = (await branchIds(t.db))[0]!;
});
afterAll(async () => t.close());

// The server's today is the earliest one on Earth (UTC-12): the day before it is past everywhere.
const today = () => earliestTodayIsoDate();
const yesterday = () => addDaysToIsoDate(today(), -1);

const post = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assignments',
    headers: admin.headers,
    payload: newAssignmentBody(employeeId, branchId, overrides),
  });
const put = (id: number, payload: object) => putAssignment(t.app, admin.headers, admin.headers, id, payload);

const expectRefused = (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: PAST });
  expect(response.json().errors).toEqual([{ field: 'due_date', message: PAST }]);
};

/** An assignment whose due date has passed since it was made (the API no longer accepts one). */
async function overdueAssignment(dueDate: string): Promise<number> {
  const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(employeeId, branchId));
  await t.db
    .update(assignments)
    .set({ dueDate: dueDateEndOfDay(dueDate) })
    .where(eq(assignments.id, id));
  return id;
}

describe('a due date before today', () => {
  it('when a new assignment is due before today in every time zone, then 400 names the problem and nothing is stored', async () => {
    const before = await assignmentCount(t.db);
    for (const due_date of [yesterday(), '2020-01-01']) expectRefused(await post({ due_date }));
    expect(await assignmentCount(t.db)).toBe(before);
  });

  it('when a new assignment is due today at UTC-12 (already past in UTC for part of the day), then it is created', async () => {
    const response = await post({ due_date: today() });
    expect(response.statusCode).toBe(201);
    expect(response.json().due_date).toBe(`${today()}T23:59:59.000Z`);
  });

  it('when an edit moves the due date before today, then 400 and the assignment is unchanged', async () => {
    const id = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(employeeId, branchId));
    const before = await storedAssignment(t.db, id);
    expectRefused(await put(id, { due_date: yesterday(), task: 'Moved back' }));
    expect(await storedAssignment(t.db, id)).toEqual(before);
  });

  it('when an overdue assignment is edited and its due date left as it is, then the edit saves', async () => {
    const due = '2024-05-10';
    const id = await overdueAssignment(due);

    const withDate = await put(id, { task: 'Still overdue', due_date: due, priority: 'urgent' });
    expect(withDate.statusCode).toBe(200);
    expect(withDate.json()).toMatchObject({
      task: 'Still overdue',
      priority: 'urgent',
      due_date: `${due}T23:59:59.000Z`,
    });
    const withoutDate = await put(id, { status: 'in_progress' });
    expect(withoutDate.statusCode).toBe(200);
    expect(await storedAssignment(t.db, id)).toMatchObject({ task: 'Still overdue', status: 'in_progress' });

    // Moved to another past day, it is being set again, and refused.
    const before = await storedAssignment(t.db, id);
    expectRefused(await put(id, { due_date: '2024-05-11' }));
    expect(await storedAssignment(t.db, id)).toEqual(before);
  });
});
