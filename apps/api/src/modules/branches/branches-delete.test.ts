import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assignments, branches, goods, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, DEMO.admin);
});
afterAll(async () => t.close());

const stored = async (id: number) => (await t.db.select().from(branches).where(eq(branches.id, id)))[0];
const demoBranches = () => t.db.select().from(branches).orderBy(branches.id);
let seq = 0;
const createBranch = async (name?: string) => {
  seq += 1;
  const payload = { name: name ?? `Delete Yard ${seq}`, location: `${seq} Test Road`, capacity: 100 };
  const response = await t.app.inject({ method: 'POST', url: '/api/branches', headers: admin.headers, payload });
  return response.json() as { id: number; name: string; version: number };
};

describe('delete', () => {
  const remove = (id: number, version = 1, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/branches/${id}?version=${version}`,
      headers: { ...admin.headers, ...headers },
    });
  const branchLog = async () =>
    (await t.db.select().from(activities).where(eq(activities.category, 'branch'))).map((row) => row.id);

  it('when a demo branch still has goods, an employee and assignments, then 409 names them with counts', async () => {
    const [first] = await demoBranches();
    const id = first!.id;
    const tally = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
    const goodsCount = await tally(t.db.select({ n: count() }).from(goods).where(eq(goods.branchId, id)));
    const employeeCount = await tally(
      t.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.branchId, id), eq(users.role, 'employee'))),
    );
    const assignmentCount = await tally(
      t.db.select({ n: count() }).from(assignments).where(eq(assignments.branchId, id)),
    );
    expect([goodsCount, employeeCount, assignmentCount].every((n) => n > 0)).toBe(true);
    const response = await remove(id, first!.version);
    expect(response.statusCode).toBe(409);
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      detail: `Cannot delete branch: ${plural(goodsCount, 'good', 'goods')}, ${plural(employeeCount, 'employee', 'employees')} and ${plural(assignmentCount, 'assignment', 'assignments')} are still attached`,
    });
    expect(await stored(id)).toBeDefined();
    expect(await tally(t.db.select({ n: count() }).from(goods).where(eq(goods.branchId, id)))).toBe(goodsCount);
  });

  it('when only one employee refers to a fresh branch, then 409 says so and the employee keeps it', async () => {
    const branch = await createBranch();
    await t.db.insert(users).values({
      username: 'yard_emp',
      email: 'yard@x.example',
      passwordHash: 'x',
      firstName: 'Y',
      lastName: 'E',
      role: 'employee',
      branchId: branch.id,
    });
    const response = await remove(branch.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Cannot delete branch: 1 employee is still attached');
    expect((await t.db.select().from(users).where(eq(users.username, 'yard_emp')))[0]?.branchId).toBe(branch.id);
  });

  it('when a fresh branch has nothing attached, then it is deleted and the deletion is logged', async () => {
    const branch = await createBranch('Short-lived Yard');
    const response = await remove(branch.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Branch deleted successfully' });
    expect(await stored(branch.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/branches/${branch.id}` })).statusCode).toBe(404);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'branch_delete'));
    expect(logged).toContainEqual(
      expect.objectContaining({
        userId: admin.user.id,
        category: 'branch',
        description: expect.stringContaining('Short-lived Yard'),
      }),
    );
    expect((await remove(branch.id)).statusCode).toBe(404);
  });

  it('when a delete names no version, then 428 and the branch stays; a malformed one is 400', async () => {
    const branch = await createBranch();
    const logged = await branchLog();
    const bare = await t.app.inject({ method: 'DELETE', url: `/api/branches/${branch.id}`, headers: admin.headers });
    expect(bare.statusCode).toBe(428);
    expect(bare.json().code).toBe('PRECONDITION_REQUIRED');
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: `/api/branches/${branch.id}?version=x`,
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(await stored(branch.id)).toMatchObject({ version: 1 });
    expect(await branchLog()).toEqual(logged);
  });

  it('when a delete names an older version, then 409 with the branch as it is now and nothing is deleted', async () => {
    const branch = await createBranch();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/branches/${branch.id}`,
      headers: admin.headers,
      payload: { capacity: 250, version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const logged = await branchLog();
    const viaQuery = await remove(branch.id, 1);
    const viaStaleHeader = await t.app.inject({
      method: 'DELETE',
      url: `/api/branches/${branch.id}`,
      headers: { ...admin.headers, 'if-match': '"1"' },
    });
    for (const response of [viaQuery, viaStaleHeader]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'STALE_VERSION',
        current: { id: branch.id, name: branch.name, capacity: 250, version: 2 },
      });
    }
    // The query and If-Match must agree.
    expect((await remove(branch.id, 2, { 'if-match': '"1"' })).statusCode).toBe(400);
    expect(await stored(branch.id)).toMatchObject({ capacity: 250, version: 2 });
    expect(await branchLog()).toEqual(logged);
    const viaHeader = await t.app.inject({
      method: 'DELETE',
      url: `/api/branches/${branch.id}`,
      headers: { ...admin.headers, 'if-match': '"2"' },
    });
    expect(viaHeader.statusCode, viaHeader.body).toBe(200);
    expect(await stored(branch.id)).toBeUndefined();
  });
});
