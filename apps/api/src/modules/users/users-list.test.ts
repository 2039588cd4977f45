import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createViaApi, firstBranchIds, newUserBody } from './users.fixtures.js';

type Item = {
  id: number;
  username: string;
  role: string;
  is_active: boolean;
  branch: { id: number; name: string } | null;
};

describe('user list, read, stats and route ordering', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let branchA: number;
  const tag = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    [branchA] = (await firstBranchIds(t.db, 1)) as [number];
    // 12 searchable users: 6 employees (2 inactive) and 6 customers, all tagged for search.
    for (let i = 0; i < 12; i += 1) {
      const customer = i % 2 === 1;
      await createViaApi(
        t.app,
        admin.headers,
        newUserBody(customer ? null : branchA, {
          username: `${tag}_${i}`,
          role: customer ? 'customer' : 'employee',
          is_active: !(i === 0 || i === 2),
          last_name: i === 4 ? `Mc${tag.toUpperCase()}son` : 'Person',
        }),
      );
    }
  });
  afterAll(async () => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: admin.headers });
    return { response, items: response.statusCode === 200 ? (response.json() as Item[]) : [] };
  };

  it('when the list is read without a query, then a bare array of 10 and the total in X-Total-Count', async () => {
    const { response, items } = await list('');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
    expect(items).toHaveLength(10);
    expect(Number(response.headers['x-total-count'])).toBe(16);
    const employee = items.find((u) => u.username === 'employee1');
    expect(employee).toMatchObject({ role: 'employee', is_active: true, branch: { name: 'Downtown Central' } });
    expect(items.find((u) => u.username === 'customer1')?.branch).toBeNull();
    expect(JSON.stringify(items)).not.toMatch(/password|hash|totp/i);
  });

  it('when skip and limit page through, then pages do not overlap and end with the remainder', async () => {
    const first = await list('?skip=0&limit=10');
    const second = await list('?skip=10&limit=10');
    expect(second.items).toHaveLength(6);
    const ids = [...first.items, ...second.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(16);
  });

  it.each(['?limit=101', '?limit=0', '?skip=-1', '?role=owner', '?status=archived', `?search=${'x'.repeat(101)}`])(
    'when the query is %s, then 400',
    async (query) => {
      expect((await list(query)).response.statusCode).toBe(400);
    },
  );

  it('when limit is 100, then it is accepted', async () => {
    expect((await list('?limit=100')).items).toHaveLength(16);
  });

  it('when searching, then username, first name, last name and email match case-insensitively', async () => {
    const { response, items } = await list(`?search=${tag.toUpperCase()}&limit=100`);
    expect(items).toHaveLength(12);
    expect(response.headers['x-total-count']).toBe('12');
    expect((await list('?search=evan')).items.map((u) => u.username)).toEqual(['employee1']);
    expect((await list('?search=REYES')).items.map((u) => u.username)).toEqual(['employee2']);
    expect((await list('?search=customer1@stockyard')).items.map((u) => u.username)).toEqual(['customer1']);
    expect((await list(`?search=Mc${tag}son`)).items.map((u) => u.username)).toEqual([`${tag}_4`]);
  });

  it('when the search contains LIKE wildcards, then they match literally', async () => {
    expect((await list('?search=%25')).items).toEqual([]);
    expect((await list('?search=_')).items.length).toBeGreaterThan(0);
    expect((await list('?search=zz_zz')).items).toEqual([]);
  });

  it('when filtering by role and status, then only matching users are listed and counted', async () => {
    const employees = await list(`?search=${tag}&role=employee&limit=100`);
    expect(employees.items).toHaveLength(6);
    expect(employees.items.every((u) => u.role === 'employee')).toBe(true);
    const inactive = await list(`?search=${tag}&status=inactive&limit=100`);
    expect(inactive.items.map((u) => u.username).sort()).toEqual([`${tag}_0`, `${tag}_2`]);
    const active = await list(`?search=${tag}&role=employee&status=active`);
    expect(active.response.headers['x-total-count']).toBe('4');
    expect((await list('?role=admin')).items.map((u) => u.username)).toEqual(['admin']);
    expect((await list('?role=all&status=')).response.headers['x-total-count']).toBe('16');
  });

  it('when a user is read by id, then it has the list shape with its branch', async () => {
    const [employee] = (await list('?search=employee2')).items;
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${employee!.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'employee2', branch: { name: 'Harbor Logistics Hub' } });
  });

  it('when /users/me and /users/dashboard/stats are requested, then they are not taken for /users/:id', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('admin');
    const stats = await t.app.inject({ method: 'GET', url: '/api/users/dashboard/stats/', headers: admin.headers });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toHaveProperty('total_users');
  });

  it('when the dashboard stats are read, then they count users, warehouse goods, branches and pending tasks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/dashboard/stats', headers: admin.headers });
    // Total Goods is warehouse stock: the demo's customer lots are rows of goods but not counted.
    const result = await t.db.execute(
      sql`select count(*) filter (where owner_id is null)::int as warehouse, count(*)::int as "all" from goods`,
    );
    const stock = (result as unknown as { rows: { warehouse: number; all: number }[] }).rows[0];
    expect(stock!.all).toBeGreaterThan(stock!.warehouse);
    expect(response.json().total_goods).toBe(stock!.warehouse);
    expect(response.json()).toEqual({
      total_users: 16,
      active_users: 14,
      inactive_users: 2,
      users_by_role: { admin: 1, employee: 8, customer: 7 },
      total_goods: 16,
      total_branches: 5,
      // Five tasks and the demo agreement's completed intake.
      total_assignments: 6,
      pending_tasks: 2,
    });
  });

  // Last: it adds an employee, which the counts above would see.
  it("when an employee reads their own profile, then it names the branches they work at; an admin's names none", async () => {
    const [home, other] = (await firstBranchIds(t.db, 2)) as [number, number];
    const body = newUserBody(home, { branch_ids: [home, other] });
    await createViaApi(t.app, admin.headers, body);
    const employee = await signIn(t.app, body);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: employee.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().branch_ids).toEqual([home, other].sort((a, b) => a - b));
    const own = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });
    expect(own.json().branch_ids).toEqual([]);
  });
});
