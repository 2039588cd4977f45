import { addDaysToIsoDate, CUSTOMER_GOODS_MESSAGES, STORE_GOODS_MESSAGES, todayIsoDate } from '@stockyard/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, goods, goodStatusHistory, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, newCustomer, signIn, type TestApp } from '../../../test/test-app.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { makeBranch, unique } from '../goods/goods.fixtures.js';

type Headers = Record<string, string>;

describe('customer goods', () => {
  let t: TestApp;
  let alice: Headers;
  let aliceId: number;
  let bob: Headers;
  let employee: Headers;
  let branchId: number;

  const register = async () => {
    const body = newCustomer();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    return signIn(t.app, { username: body.username, password: body.password });
  };
  const store = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/goods/my-goods', headers, payload });
  const ownCount = async (ownerId: number) =>
    (await t.db.select().from(goods).where(eq(goods.ownerId, ownerId))).length;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await register();
    alice = a.headers;
    aliceId = a.user.id;
    bob = (await register()).headers;
    employee = (await signIn(t.app, DEMO.employee)).headers;
    branchId = (await makeBranch(t.db)).id;
    await worksAt(t.db, 'employee1', branchId);
  });
  afterAll(async () => t?.close());

  it('when a customer stores goods, then a pending good of quantity 1 is owned by them with history and ledger', async () => {
    const name = unique('Piano');
    const response = await store(alice, {
      name,
      category: 'Furniture',
      value: 1500.5,
      description: 'Upright piano',
      storage_date: todayIsoDate(),
      special_instructions: 'Keep dry',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name, status: 'pending', value: 1500.5, category: 'Furniture', branch: null });
    expect(body.product_id).toMatch(/^PRD-\d{6}$/);
    expect(body.history).toHaveLength(1);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, body.id));
    expect(row).toMatchObject({ ownerId: aliceId, quantity: 1, status: 'pending', specialInstructions: 'Keep dry' });
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.goodId, body.id));
    expect(ledger).toHaveLength(1);
  });

  it('when the input is bad (past date, negative value, missing category), then 400 and nothing is stored', async () => {
    const before = await ownCount(aliceId);
    const past = await store(alice, {
      name: 'Old',
      category: 'Books',
      value: 1,
      storage_date: addDaysToIsoDate(todayIsoDate(), -3),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ field: 'storage_date', message: STORE_GOODS_MESSAGES.storageDatePast }]);
    const negative = await store(alice, { name: 'Neg', category: 'Books', value: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0]).toMatchObject({ field: 'value', message: STORE_GOODS_MESSAGES.valueNegative });
    const noCategory = await store(alice, { name: 'No cat', value: 1 });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors[0]).toMatchObject({
      field: 'category',
      message: STORE_GOODS_MESSAGES.categoryRequired,
    });
    expect(await ownCount(aliceId)).toBe(before);
  });

  it('when a customer lists my-goods, then a bare list of only their goods comes back, filterable', async () => {
    const name = unique('Lamp');
    await store(alice, { name, category: 'Appliances', value: 20 });
    await store(bob, { name: unique('BobLamp'), category: 'Appliances', value: 20 });
    const response = await t.app.inject({ method: 'GET', url: '/api/goods/my-goods', headers: alice });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { name: string; status: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(await ownCount(aliceId));
    expect(list.some((g) => g.name.startsWith('BobLamp'))).toBe(false);
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/goods/my-goods?search=${name}&status=Pending`,
      headers: alice,
    });
    expect(searched.json().map((g: { name: string }) => g.name)).toEqual([name]);
    const none = await t.app.inject({ method: 'GET', url: '/api/goods/my-goods?status=stored', headers: alice });
    expect(none.json()).toEqual([]);
  });

  it("when a customer asks for another customer's good, then reading it is 404 and changing it is 403 (staff only)", async () => {
    const bobs = (await store(bob, { name: unique('Secret'), category: 'Documents', value: 0 })).json();
    const read = await t.app.inject({ method: 'GET', url: `/api/goods/my-goods/${bobs.id}`, headers: alice });
    expect(read.statusCode).toBe(404);
    expect(read.json().detail).toBe(CUSTOMER_GOODS_MESSAGES.notFound);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-goods/${bobs.id}/status`,
      headers: alice,
      payload: { status: 'removed', version: 1 },
    });
    expect(change.statusCode).toBe(403);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, bobs.id));
    expect(row?.status).toBe('pending');
    // The goods module's staff route stays closed to customers too.
    expect((await t.app.inject({ method: 'GET', url: `/api/goods/${bobs.id}`, headers: alice })).statusCode).toBe(403);
  });

  it('when /goods/my-goods is called, then the static route wins over the goods module /goods/:id', async () => {
    const staffCall = await t.app.inject({ method: 'GET', url: '/api/goods/my-goods', headers: employee });
    expect(staffCall.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/goods/my-goods' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('when staff store a pending good at a branch, then the customer sees the new status and history', async () => {
    const good = (await store(alice, { name: unique('Bike'), category: 'Sports Equipment', value: 300 })).json();
    const noBranch = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-goods/${good.id}/status`,
      headers: employee,
      payload: { status: 'stored', version: 1 },
    });
    expect(noBranch.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-goods/${good.id}/status`,
      headers: employee,
      payload: { status: 'delivered', version: 1 },
    });
    expect(refused.statusCode).toBe(409);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-goods/${good.id}/status`,
      headers: employee,
      payload: { status: 'stored', branch_id: branchId, note: 'Bay 3', version: 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'stored', branch_id: branchId, version: 2 });
    expect(ok.headers.etag).toBe('"2"');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-goods/${good.id}/status`,
      headers: employee,
      payload: { status: 'In Transit', version: 2 },
    });
    expect(moved.json().status).toBe('in_transit');

    const seen = (await t.app.inject({ method: 'GET', url: `/api/goods/my-goods/${good.id}`, headers: alice })).json();
    expect(seen.status).toBe('in_transit');
    expect(seen.branch.id).toBe(branchId);
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'stored', 'in_transit']);
    expect(seen.history[1]).toMatchObject({ note: 'Bay 3', changed_by_name: expect.any(String) });
    const history = await t.db.select().from(goodStatusHistory).where(eq(goodStatusHistory.goodId, good.id));
    expect(history).toHaveLength(3);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'good_status_change'), eq(activities.category, 'goods')));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('when staff set a lot to removed through a status change, then 409 and nothing changes: removal takes a reason', async () => {
    const good = (await store(alice, { name: unique('Crate'), category: 'Furniture', value: 40 })).json();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer-goods/${good.id}/status`,
      headers: employee,
      payload: { status: 'removed', version: good.version },
    });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, good.id));
    expect(row).toMatchObject({ status: 'pending', version: good.version, removedAt: null });
  });

  it('when staff change a status from an older version or without one, then 409 with the good as it is, or 428', async () => {
    const good = (await store(alice, { name: unique('Piano'), category: 'Furniture', value: 900 })).json();
    const change = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/customer-goods/${good.id}/status`, headers: employee, payload });
    expect((await change({ status: 'stored', branch_id: branchId, version: 1 })).statusCode).toBe(200);
    const stale = await change({ status: 'removed', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: good.id, status: 'stored', version: 2 },
    });
    expect((await change({ status: 'removed' })).statusCode).toBe(428);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, good.id));
    expect(row).toMatchObject({ status: 'stored', version: 2 });
  });

  it('when staff list customer goods, then each carries the owner name and the status filter applies', async () => {
    const name = unique('Owned');
    await store(alice, { name, category: 'Tools', value: 5 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customer-goods?status=pending&limit=1000',
      headers: employee,
    });
    expect(response.statusCode).toBe(200);
    const row = response.json().goods.find((g: { name: string }) => g.name === name);
    expect(row).toMatchObject({ owner_id: aliceId, owner_name: 'Test Customer', status: 'pending' });
    expect((await t.app.inject({ method: 'GET', url: '/api/customer-goods', headers: alice })).statusCode).toBe(403);
  });
});
