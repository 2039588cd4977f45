import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { activities, assignments, branches, users } from '../../db/schema/index.js';

export async function userIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export async function branchIds(db: Db): Promise<number[]> {
  return (await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.id))).map((row) => row.id);
}

export async function storedAssignment(db: Db, id: number) {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row;
}

export async function assignmentCount(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(assignments))[0]?.n ?? 0;
}

export async function ownAssignments(db: Db, employeeId: number) {
  return db.select().from(assignments).where(eq(assignments.employeeId, employeeId)).orderBy(asc(assignments.id));
}

export async function assignmentActivities(db: Db, userId: number) {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.category, 'assignment')))
    .orderBy(desc(activities.id));
}

let counter = 0;
/** A POST /api/assignments body with a unique task. */
export function newAssignmentBody(employeeId: number, branchId: number, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    employee_id: employeeId,
    branch_id: branchId,
    task: `Test task ${counter}`,
    due_date: '2030-06-15',
    ...overrides,
  };
}

/** Creates an assignment through the API as the given admin and returns its id. */
export async function createAssignmentViaApi(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/assignments', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/**
 * PUT /api/assignments/{id} as the screens save it: from the version just read (read as the admin,
 * so a refusal for someone else's task still comes from the service), unless the payload names one.
 */
export async function putAssignment(
  app: FastifyInstance,
  headers: Record<string, string>,
  adminHeaders: Record<string, string>,
  id: string | number,
  payload: object,
) {
  const read = await app.inject({ method: 'GET', url: `/api/assignments/${id}`, headers: adminHeaders });
  const version = read.statusCode === 200 ? (read.json() as { version: number }).version : 1;
  return app.inject({ method: 'PUT', url: `/api/assignments/${id}`, headers, payload: { version, ...payload } });
}
