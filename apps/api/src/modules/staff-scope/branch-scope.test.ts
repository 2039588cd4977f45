import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  billingCounters,
  billingStatements,
  goods,
  staffBranches,
  stockMovements,
  users,
} from '../../db/schema/index.js';
import { EMPLOYEE_RECORD_ROUTES } from '../../../test/access-matrix.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  submitApplication,
} from '../agreements/agreements.fixtures.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { seedGoods, unique } from '../goods/goods.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Kind = (typeof EMPLOYEE_RECORD_ROUTES)[string];

describe('branch-scoped staff', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let branchA: number;
  let branchB: number;
  let branchC: number;
  /** One record of each kind at branch B (where the employee does not work), and at branch A. */
  const recordsB = {} as Record<Exclude<Kind, 'own'>, number>;
  const recordsA = {} as Record<Exclude<Kind, 'own'>, number>;
  let employeeId: number;
  const customers = new Map<number, Awaited<ReturnType<typeof registerCustomer>>>();

  const call = (session: Session, method: string, url: string, payload?: object) =>
    payload === undefined
      ? t.app.inject({ method: method as 'GET', url, headers: session.headers })
      : t.app.inject({ method: method as 'GET', url, headers: session.headers, payload });

  async function seedBranchRecords(branchId: number, into: Record<string, number>) {
    const [item] = await seedGoods(t.db, [{ branchId, sku: unique('SKU'), quantity: 20 }]);
    await t.db.insert(stockMovements).values({
      goodId: item!.id,
      type: 'inward',
      quantity: 20,
      previousQuantity: 0,
      newQuantity: 20,
      reason: 'Initial Stock',
      userId: employeeId,
    });
    const customer = await registerCustomer(t.app);
    const [lot] = await seedGoods(t.db, [
      { branchId, ownerId: customer.user.id, lowStockThreshold: 0, quantity: 1, status: 'stored' },
    ]);
    await createEmployee(t.app, admin.headers, branchId);
    const applicationId = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const approved = await approve(t.app, admin.headers, applicationId, {
      branch_id: branchId,
      start_date: FUTURE_DATE,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [assignment] = await t.db
      .insert(assignments)
      .values({ employeeId, branchId, task: unique('Task'), dueDate: new Date('2031-01-01T23:59:59Z') })
      .returning();
    // A transfer from this branch to a third one (neither is the other test branch).
    const [sent] = await seedGoods(t.db, [{ branchId, sku: unique('SKU'), quantity: 5 }]);
    const transfer = await call(admin, 'POST', '/api/transfers', {
      good_id: sent!.id,
      to_branch_id: branchC,
      quantity: 1,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const count = await call(admin, 'POST', '/api/counts', { branch_id: branchId, scope: 'all' });
    expect(count.statusCode, count.body).toBe(201);
    // An issued statement of this branch's customer (the billing job's output, written directly).
    const [counter] = await t.db
      .update(billingCounters)
      .set({ value: sql`${billingCounters.value} + 1` })
      .where(eq(billingCounters.name, 'statement'))
      .returning();
    const [statement] = await t.db
      .insert(billingStatements)
      .values({
        number: counter!.value,
        customerId: customer.user.id,
        period: '2026-01',
        issueDate: '2026-02-01',
        dueDate: '2026-02-15',
        currency: 'USD',
        previousBalance: 0,
        subtotal: 1000,
        tax: 0,
        charges: 1000,
        payments: 0,
        newBalance: 1000,
      })
      .returning();
    customers.set(branchId, customer);
    Object.assign(into, {
      branch: branchId,
      customer: customer.user.id,
      statement: statement!.id,
      transfer: (transfer.json() as { id: number }).id,
      count: (count.json() as { id: number }).id,
      good: item!.id,
      lot: lot!.id,
      application: applicationId,
      agreement: (approved.json() as { agreement: { id: number } }).agreement.id,
      assignment: assignment!.id,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    branchA = await createBranch(t.app, admin.headers, 1000);
    branchB = await createBranch(t.app, admin.headers, 1000);
    branchC = await createBranch(t.app, admin.headers, 1000);
    const body = newUserBody(branchA);
    employeeId = await createViaApi(t.app, admin.headers, body);
    employee = await signIn(t.app, body);
    await seedBranchRecords(branchA, recordsA);
    await seedBranchRecords(branchB, recordsB);
  });
  afterAll(async () => t.close());

  it('when a route an employee may call takes a record id, then the record kind it names is declared', () => {
    const employeeRoutes = t.app.routeAccess
      .filter((route) => Array.isArray(route.access) && route.access.includes('employee') && route.url.includes(':id'))
      .map((route) => `${route.method} ${route.url}`);
    expect(employeeRoutes.filter((key) => !(key in EMPLOYEE_RECORD_ROUTES))).toEqual([]);
  });

  it("when an employee of branch A calls every record route with branch B's record, then each answers 404 and nothing changes", async () => {
    const bodies: Record<string, unknown> = {
      'PUT /api/goods/:id': { name: 'Taken', category: 'Other', branch_id: branchA, version: 1 },
      'PUT /api/goods/:id/stock': { type: 'outward', quantity: 5, reason: 'Sale' },
      'PATCH /api/customer-goods/:id/status': { status: 'delivered', version: 1 },
      'POST /api/customer-goods/:id/remove': { reason: 'Gone', version: 1 },
      'PUT /api/applications/:id': { status: 'rejected', version: 2 },
      'PUT /api/assignments/:id': { status: 'in_progress', version: 1 },
      'POST /api/transfers/:id/receive': { received_quantity: 1, version: 1 },
      'POST /api/transfers/:id/cancel': { version: 1 },
      'PUT /api/counts/:id/lines/:lineId': { counted_quantity: 1, version: 1 },
      'POST /api/counts/:id/submit': { version: 1 },
      'POST /api/counts/:id/cancel': { version: 1 },
      'POST /api/counts/:id/recount': { line_ids: [1], version: 1 },
      'POST /api/counts/:id/accept': { version: 1 },
      'POST /api/agreements/:id/lots': { name: 'Crate', category: 'Other', pieces: 1, value: 1, location_id: 1 },
      'POST /api/agreements/:id/intake/complete': { version: 1 },
      'POST /api/agreements/:id/lots/:lotId/release-step': { status: 'in_transit' },
      'POST /api/agreements/:id/extensions/:extensionId/decision': { accept: true },
    };
    // The multipart route answers 404 before it reads a body.
    bodies['POST /api/agreements/:id/lots/with-photo'] = undefined;
    const walked: string[] = [];
    for (const [key, kind] of Object.entries(EMPLOYEE_RECORD_ROUTES)) {
      if (kind === 'own') continue;
      const [method, pattern] = key.split(' ') as [string, string];
      const url = pattern
        .replace(':id', String(recordsB[kind]))
        .replace(':kind', 'identification_doc')
        .replace(/:\w+Id/, '1');
      const query = method === 'DELETE' ? '?version=1' : '';
      const response = await call(employee, method, url + query, bodies[key] as object | undefined);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
      expect(response.json()).toHaveProperty('detail');
      walked.push(key);
    }
    expect(walked.length).toBeGreaterThanOrEqual(20);
    const [item] = await t.db.select().from(goods).where(eq(goods.id, recordsB.good));
    expect(item).toMatchObject({ quantity: 20, version: 1 });
    const [lot] = await t.db.select().from(goods).where(eq(goods.id, recordsB.lot));
    expect(lot).toMatchObject({ status: 'stored', removedAt: null });
  });

  it("when the admin calls the same routes with branch B's records, then they are found", async () => {
    for (const kind of [
      'good',
      'lot',
      'application',
      'agreement',
      'assignment',
      'transfer',
      'customer',
      'statement',
      'count',
      'branch',
    ] as const) {
      const url = {
        good: `/api/goods/${recordsB.good}`,
        lot: `/api/customer-goods/${recordsB.lot}`,
        application: `/api/applications/${recordsB.application}`,
        agreement: `/api/agreements/${recordsB.agreement}`,
        assignment: `/api/assignments/${recordsB.assignment}`,
        transfer: `/api/transfers/${recordsB.transfer}`,
        count: `/api/counts/${recordsB.count}`,
        customer: `/api/billing/customers/${recordsB.customer}`,
        statement: `/api/billing/statements/${recordsB.statement}`,
        branch: `/api/branches/${recordsB.branch}/locations`,
      }[kind];
      expect((await call(admin, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it("when the employee reads the billing of a customer with agreements at A and B, then only A's agreements are listed", async () => {
    const customer = customers.get(branchA)!;
    const second = await submitApplication(t.app, customer, { estimated_volume: 'small' });
    const approved = await approve(t.app, admin.headers, second, { branch_id: branchB, start_date: FUTURE_DATE });
    expect(approved.statusCode, approved.body).toBe(200);
    const branchIds = async (session: Session) =>
      (
        (await call(session, 'GET', `/api/billing/customers/${recordsA.customer}`)).json() as {
          agreements: { agreement_id: number }[];
        }
      ).agreements.map((agreement) => agreement.agreement_id);
    const secondId = (approved.json() as { agreement: { id: number } }).agreement.id;
    expect(await branchIds(employee)).toEqual([recordsA.agreement]);
    expect((await branchIds(admin)).sort()).toEqual([recordsA.agreement, secondId].sort());
    expect((await call(employee, 'GET', `/api/branches/${branchA}/locations`)).statusCode).toBe(200);
  });

  it("when the employee reads branch A's records, then they are found and can be changed", async () => {
    expect((await call(employee, 'GET', `/api/goods/${recordsA.good}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/goods/${recordsA.good}/movements`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/customer-goods/${recordsA.lot}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/applications/${recordsA.application}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/agreements/${recordsA.agreement}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/assignments/${recordsA.assignment}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/billing/customers/${recordsA.customer}`)).statusCode).toBe(200);
    expect((await call(employee, 'GET', `/api/billing/statements/${recordsA.statement}/pdf`)).statusCode).toBe(200);
    const moved = await call(employee, 'PUT', `/api/goods/${recordsA.good}/stock`, {
      type: 'outward',
      quantity: 5,
      reason: 'Sale',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [item] = await t.db.select().from(goods).where(eq(goods.id, recordsA.good));
    expect(item?.quantity).toBe(15);
  });

  it("when the employee lists goods, lots, alerts, applications, assignments or exports, then branch B's records are absent", async () => {
    const ids = (list: { id: number }[]) => list.map((row) => row.id);
    const goodsList = (await call(employee, 'GET', '/api/goods?owner=all&limit=100')).json();
    // Lots not placed at a branch yet are every employee's (docs/behaviour.md); nothing of branch B.
    expect(
      goodsList.goods.every((g: { branch_id: number | null }) => g.branch_id === branchA || g.branch_id === null),
    ).toBe(true);
    expect(ids(goodsList.goods)).toContain(recordsA.good);
    const byBranch = (await call(employee, 'GET', `/api/goods?branch=${branchB}`)).json();
    expect(byBranch.total).toBe(0);
    const lots = (await call(employee, 'GET', '/api/customer-goods?limit=100')).json();
    expect(ids(lots.goods)).toContain(recordsA.lot);
    expect(ids(lots.goods)).not.toContain(recordsB.lot);
    await t.db.update(goods).set({ quantity: 1 }).where(eq(goods.id, recordsB.good));
    const low = (await call(employee, 'GET', '/api/inventory/low-stock')).json();
    expect(ids(low.goods)).not.toContain(recordsB.good);
    const summary = (await call(employee, 'GET', '/api/inventory/summary')).json();
    // Branch A's stock: its item and the one it sent a unit of.
    expect(summary.total_items).toBe(2);
    const applications = (await call(employee, 'GET', '/api/applications?limit=100')).json();
    expect(ids(applications)).toContain(recordsA.application);
    expect(ids(applications)).not.toContain(recordsB.application);
    const transfers = (await call(employee, 'GET', '/api/transfers')).json();
    expect(ids(transfers.transfers)).toEqual([recordsA.transfer]);
    const mine = (await call(employee, 'GET', '/api/assignments/my-assignments')).json();
    expect(ids(mine)).toContain(recordsA.assignment);
    expect(ids(mine)).not.toContain(recordsB.assignment);
    const dashboard = (await call(employee, 'GET', '/api/employee/dashboard')).json();
    expect(dashboard.goods_in_system).toBe(2);
    expect(ids(dashboard.recent_goods)).toContain(recordsA.good);
    expect(ids(dashboard.recent_goods)).not.toContain(recordsB.good);
    const csv = (await call(employee, 'GET', '/api/goods/export?owner=warehouse')).body;
    expect(csv.split('\n').filter((line) => line.trim() !== '')).toHaveLength(3);
    // The admin still sees both branches.
    const all = (await call(admin, 'GET', `/api/goods?branch=${branchB}&owner=all`)).json();
    expect(all.total).toBe(3);
  });

  it('when the employee creates an item or imports a row at branch B, then it is refused and nothing is stored', async () => {
    const created = await call(employee, 'POST', '/api/goods', {
      name: 'Elsewhere',
      category: 'Other',
      branch_id: branchB,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ detail: 'You do not work at this branch' });
    const imported = await call(employee, 'POST', '/api/goods/import', [
      { name: 'Imported B', category: 'Other', quantity: '3', branch_id: String(branchB) },
    ]);
    expect(imported.statusCode).toBe(400);
    const stored = await t.db
      .select()
      .from(goods)
      .where(and(eq(goods.branchId, branchB), eq(goods.name, 'Elsewhere')));
    expect(stored).toEqual([]);
    const itemA = (await call(employee, 'GET', `/api/goods/${recordsA.good}`)).json();
    const moved = await call(employee, 'PUT', `/api/goods/${recordsA.good}`, {
      name: 'Moved',
      category: 'Other',
      branch_id: branchB,
      version: itemA.version,
    });
    expect(moved.statusCode).toBe(403);
  });

  it('when the admin adds branch B to the employee, then B is in their scope; bad branch lists are refused', async () => {
    const current = (await call(admin, 'GET', `/api/users/${employeeId}`)).json();
    expect(current.branch_ids).toEqual([branchA]);
    const put = (branchIds: unknown) =>
      call(admin, 'PUT', `/api/users/${employeeId}`, {
        first_name: current.first_name,
        last_name: current.last_name,
        email: current.email,
        role: 'employee',
        branch_id: branchA,
        branch_ids: branchIds,
        version: current.version,
      });
    for (const bad of [[999_999], ['x'], 5]) {
      const response = await put(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^branch_ids/);
    }
    // The goods list is read (and remembered by the list cache) before the change...
    const listed = async () =>
      (
        (await call(employee, 'GET', '/api/goods?owner=warehouse&limit=100')).json() as { goods: { id: number }[] }
      ).goods.map((good) => good.id);
    expect(await listed()).not.toContain(recordsB.good);
    const saved = await put([branchB]);
    expect(saved.statusCode, saved.body).toBe(200);
    // ...and shows branch B's items at once after it.
    expect(await listed()).toContain(recordsB.good);
    expect(saved.json().branch_ids).toEqual([branchA, branchB].sort((a, b) => a - b));
    const rows = await t.db.select().from(staffBranches).where(eq(staffBranches.userId, employeeId));
    expect(rows.map((row) => row.branchId).sort((a, b) => a - b)).toEqual([branchA, branchB].sort((a, b) => a - b));
    expect((await call(employee, 'GET', `/api/goods/${recordsB.good}`)).statusCode).toBe(200);
    // Made a customer, the person keeps no branch at all.
    const demoted = await call(admin, 'PUT', `/api/users/${employeeId}`, {
      first_name: current.first_name,
      last_name: current.last_name,
      email: current.email,
      role: 'customer',
      branch_id: null,
      version: saved.json().version,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().branch_ids).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, employeeId));
    expect(user?.branchId).toBeNull();
  });

  it('when the demo data is seeded, then employee1 and employee2 work at different branches', async () => {
    const [one, two] = await Promise.all([signIn(t.app, DEMO.employee), signIn(t.app, DEMO.employee2)]);
    const rows = await t.db.select().from(staffBranches);
    const of = (id: number) => rows.filter((row) => row.userId === id).map((row) => row.branchId);
    expect(of(one.user.id)).toHaveLength(1);
    expect(of(two.user.id)).toHaveLength(1);
    expect(of(one.user.id)[0]).not.toBe(of(two.user.id)[0]);
    const seenByOne = (await call(one, 'GET', '/api/goods?owner=warehouse&limit=100')).json();
    const seenByTwo = (await call(two, 'GET', '/api/goods?owner=warehouse&limit=100')).json();
    const overlap = seenByOne.goods.filter((g: { id: number }) =>
      seenByTwo.goods.some((h: { id: number }) => h.id === g.id),
    );
    expect(seenByOne.total).toBeGreaterThan(0);
    expect(seenByTwo.total).toBeGreaterThan(0);
    expect(overlap).toEqual([]);
  });
});
