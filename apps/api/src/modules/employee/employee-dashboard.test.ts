import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, goods, users } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { branchIds, createAssignmentViaApi, newAssignmentBody, userIdOf } from '../assignments/assignments.fixtures.js';

type Dashboard = {
  total_assignments: number;
  pending_assignments: number;
  completed_assignments: number;
  goods_in_system: number;
  recent_assignments: { id: number; employee_id: number; created_at: string }[];
  recent_goods: { id: number; name: string; updated_at: string; branch_name: string | null }[];
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let employee: Awaited<ReturnType<typeof signIn>>;
let employee2: Awaited<ReturnType<typeof signIn>>;
let customer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, employee2, customer] = await Promise.all([
    signIn(t.app, DEMO.admin),
    signIn(t.app, DEMO.employee),
    signIn(t.app, DEMO.employee2),
    signIn(t.app, DEMO.customer),
  ]);
});
afterAll(async () => t.close());

const dashboard = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/employee/dashboard', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};

async function expectedFor(userId: number) {
  const n = async (where: ReturnType<typeof eq>) =>
    (await t.db.select({ n: count() }).from(assignments).where(where))[0]?.n;
  return {
    total: await n(eq(assignments.employeeId, userId)),
    pending: await n(and(eq(assignments.employeeId, userId), inArray(assignments.status, ['pending', 'in_progress']))!),
    completed: await n(and(eq(assignments.employeeId, userId), eq(assignments.status, 'completed'))!),
    goods: (
      await t.db
        .select({ n: count() })
        .from(goods)
        .where(and(isNull(goods.ownerId), atHomeBranch(userId)))
    )[0]?.n,
  };
}

/** The demo employees work at their home branch only (staff scope): their tiles count its stock. */
const atHomeBranch = (userId: number) =>
  eq(goods.branchId, sql`(select ${users.branchId} from ${users} where ${users.id} = ${userId})`);

describe('employee dashboard', () => {
  it('when nobody is signed in, then 401; a customer gets 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/employee/dashboard' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/employee/dashboard', headers: customer.headers })).statusCode,
    ).toBe(403);
  });

  it('when employee1 opens it, then the tiles match the database (pending counts pending and in progress)', async () => {
    const id = await userIdOf(t.db, 'employee1');
    const body = await dashboard(employee.headers);
    const expected = await expectedFor(id);
    expect(body).toMatchObject({
      total_assignments: expected.total,
      pending_assignments: expected.pending,
      completed_assignments: expected.completed,
      goods_in_system: expected.goods,
    });
    // The demo data: employee1 has pending, in progress and cancelled tasks and the demo agreement's
    // completed intake; the stock of their branch only (customer lots are not stock and are not
    // counted; other branches are not theirs).
    expect(body).toMatchObject({ total_assignments: 4, pending_assignments: 2, completed_assignments: 1 });
    expect(body.goods_in_system).toBeGreaterThan(0);
    expect(body.goods_in_system).toBeLessThan(16);
    expect(body.recent_assignments).toHaveLength(4);
    expect(body.recent_assignments.every((a) => a.employee_id === id)).toBe(true);
  });

  it('when employee2 opens it, then their own figures come back', async () => {
    const body = await dashboard(employee2.headers);
    expect(body).toMatchObject({ total_assignments: 2, pending_assignments: 0, completed_assignments: 1 });
  });

  it('when an employee has more than five assignments, then recent shows their five newest', async () => {
    const id = await userIdOf(t.db, 'employee2');
    const [, second] = await branchIds(t.db);
    for (let i = 0; i < 4; i += 1) await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(id, second!));
    const body = await dashboard(employee2.headers);
    const newest = await t.db
      .select({ id: assignments.id })
      .from(assignments)
      .where(eq(assignments.employeeId, id))
      .orderBy(desc(assignments.createdAt), desc(assignments.id))
      .limit(5);
    expect(body.recent_assignments.map((a) => a.id)).toEqual(newest.map((row) => row.id));
    expect(body).toMatchObject({ total_assignments: 6, pending_assignments: 4 });
  });

  it('when an employee completes a task, then the tiles move with it', async () => {
    const id = await userIdOf(t.db, 'employee1');
    const [first] = await branchIds(t.db);
    const before = await dashboard(employee.headers);
    const taskId = await createAssignmentViaApi(t.app, admin.headers, newAssignmentBody(id, first!));
    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${taskId}`,
      headers: employee.headers,
      payload: { status: 'in_progress', version: 1 },
    });
    expect(started.statusCode).toBe(200);
    const completed = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${taskId}`,
      headers: employee.headers,
      payload: { status: 'completed', version: (started.json() as { version: number }).version },
    });
    expect(completed.statusCode).toBe(200);
    const after = await dashboard(employee.headers);
    expect(after.total_assignments).toBe(before.total_assignments + 1);
    expect(after.pending_assignments).toBe(before.pending_assignments);
    expect(after.completed_assignments).toBe(before.completed_assignments + 1);
    expect(after.recent_assignments[0]?.id).toBe(taskId);
  });

  it('when recent goods are shown, then they are the five most recently updated with their branch name', async () => {
    const [target] = await t.db.select().from(goods).orderBy(goods.id).limit(1);
    await t.db
      .update(goods)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(goods.id, target!.id));
    const body = await dashboard(employee.headers);
    const newest = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(isNull(goods.ownerId), atHomeBranch(await userIdOf(t.db, 'employee1'))))
      .orderBy(desc(goods.updatedAt), desc(goods.id))
      .limit(5);
    expect(body.recent_goods.map((g) => g.id)).toEqual(newest.map((row) => row.id));
    expect(body.recent_goods[0]).toEqual({
      id: target!.id,
      name: 'Wireless Barcode Scanner',
      sku: 'ELE-1001',
      category: 'Electronics',
      quantity: 42,
      status: 'active',
      updated_at: expect.any(String),
      branch_name: 'Downtown Central',
    });
  });

  it("when a customer's lot is the latest change, then Recent Goods and Goods in System leave it out", async () => {
    const home = atHomeBranch(await userIdOf(t.db, 'employee1'));
    const [lot] = await t.db
      .select()
      .from(goods)
      .where(and(isNotNull(goods.ownerId), home))
      .orderBy(goods.id)
      .limit(1);
    expect(lot).toBeDefined();
    await t.db
      .update(goods)
      .set({ updatedAt: new Date(Date.now() + 120_000) })
      .where(eq(goods.id, lot!.id));
    const body = await dashboard(employee.headers);
    expect(body.recent_goods.map((g) => g.id)).not.toContain(lot!.id);
    const [all] = await t.db.select({ n: count() }).from(goods).where(home);
    const [stock] = await t.db
      .select({ n: count() })
      .from(goods)
      .where(and(isNull(goods.ownerId), home));
    expect(body.recent_goods).toHaveLength(Math.min(5, stock!.n));
    expect(all!.n).toBeGreaterThan(stock!.n);
    expect(body.goods_in_system).toBe(stock!.n);
  });

  it('when an admin opens it, then they get their own figures (no assignments)', async () => {
    const body = await dashboard(admin.headers);
    expect(body).toMatchObject({
      total_assignments: 0,
      pending_assignments: 0,
      completed_assignments: 0,
      recent_assignments: [],
    });
    expect(body.goods_in_system).toBeGreaterThan(0);
  });
});
