import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { activities, branches, users } from '../../db/schema/index.js';
import { TEST_PASSWORD } from '../../../test/test-app.js';

let counter = 0;

/** A POST /api/users body with a unique username and email; an employee of the given branch by default. */
export function newUserBody(branchId: number | null, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user_${tag}`,
    first_name: 'Test',
    last_name: 'Person',
    email: `user_${tag}@example.com`,
    role: 'employee',
    branch_id: branchId,
    is_active: true,
    password: TEST_PASSWORD,
    ...overrides,
  };
}

export async function firstBranchIds(db: Db, n: number): Promise<number[]> {
  const rows = await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.id)).limit(n);
  return rows.map((row) => row.id);
}

export async function storedUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function latestActivity(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.id))
    .limit(1);
  return row;
}

/** Creates a user through the API as the given admin and returns its id. */
export async function createViaApi(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/users', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return (response.json() as { id: number }).id;
}
