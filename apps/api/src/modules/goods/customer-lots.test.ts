import { GOOD_CATEGORIES } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, goods, stockMovements } from '../../db/schema/index.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { itemBody, seedGoods, unique, uploadCsv } from './goods.fixtures.js';

type Headers = Record<string, string>;
type ListedGood = {
  id: number;
  name: string;
  owner_id: number | null;
  owner: { id: number; name: string } | null;
  stock_status: string;
  quantity: number;
  low_stock_threshold: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Customers' stored goods are not warehouse stock (issue 19): the staff inventory, alerts, stock movements and filters. */
describe("customers' stored lots apart from warehouse stock", () => {
  let t: TestApp;
  let employee: Headers;
  let admin: Headers;
  let customer: Headers;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    employee = (await signIn(t.app, DEMO.employee)).headers;
    // This suite compares whole-table totals of stock and lots: here employee1 works at every branch.
    await worksAt(t.db, 'employee1', ...(await t.db.select({ id: branches.id }).from(branches)).map((b) => b.id));
    admin = (await signIn(t.app, DEMO.admin)).headers;
    const signedIn = await signIn(t.app, DEMO.customer);
    customer = signedIn.headers;
    customerId = signedIn.user.id;
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Headers = employee) => t.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) =>
    (await get(`/api/goods?limit=1000&${query}`)).json() as { goods: ListedGood[]; total: number };
  /** A Store Goods submission through the customer's own route: a pending lot of quantity 1. */
  const storeLot = async (name = unique('Cello')) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goods/my-goods',
      headers: customer,
      payload: { name, category: 'Sports Equipment', value: 900 },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; category: string };
  };

  it('when the inventory tiles are read on the demo data, then they equal the SQL totals of goods without an owner', async () => {
    const [expected] = rowsOf<{ items: number; value: string; low: number; out: number; lots: number }>(
      await t.db.execute(sql`
        select count(*) filter (where owner_id is null)::int as items,
               coalesce(sum(quantity * price_per_unit) filter (where owner_id is null), 0)::numeric(14, 2)::text as value,
               count(*) filter (where owner_id is null and quantity > 0 and quantity <= low_stock_threshold)::int as low,
               count(*) filter (where owner_id is null and quantity <= 0)::int as out,
               count(*) filter (where owner_id is not null)::int as lots
        from goods`),
    );
    expect(expected!.lots).toBeGreaterThanOrEqual(3);
    const response = await get('/api/inventory/summary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total_items: expected!.items,
      in_stock: expected!.items - expected!.low - expected!.out,
      low_stock: expected!.low,
      out_of_stock: expected!.out,
      total_value: Number(expected!.value),
    });
    // The list the screen shows beside the tiles holds the same goods.
    expect((await list('owner=warehouse')).total).toBe(expected!.items);
  });

  it('when a customer submits a lot, then the tiles and the low-stock alerts do not change', async () => {
    const before = (await get('/api/inventory/summary')).json();
    const lowBefore = (await get('/api/inventory/low-stock?limit=100')).json();
    const lot = await storeLot();
    expect(lot.category).toBe('Sports');
    expect((await get('/api/inventory/summary')).json()).toEqual(before);
    const low = (await get('/api/inventory/low-stock?limit=100')).json() as { goods: ListedGood[]; total: number };
    expect(low.total).toBe(lowBefore.total);
    expect(low.goods.length).toBeGreaterThan(0);
    expect(low.goods.every((g) => g.owner_id === null)).toBe(true);
    const [stored] = await t.db.select().from(goods).where(eq(goods.id, lot.id));
    expect(stored).toMatchObject({ ownerId: customerId, quantity: 1, lowStockThreshold: 0 });
  });

  it('when a stock movement is sent for a customer lot, then 409 with a detail, and nothing changes', async () => {
    const lot = await storeLot();
    const ledger = () => t.db.select().from(stockMovements).where(eq(stockMovements.goodId, lot.id));
    const [before] = await t.db.select().from(goods).where(eq(goods.id, lot.id));
    const ledgerBefore = await ledger();
    for (const payload of [
      { type: 'inward', quantity: 1, reason: 'Quick Adjustment' },
      { type: 'outward', quantity: 1, reason: 'Quick Adjustment' },
      { type: 'adjustment', quantity: 5, reason: 'Physical Count Correction' },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/goods/${lot.id}/stock`,
        headers: admin,
        payload,
      });
      expect(response.statusCode, payload.type).toBe(409);
      expect(response.json().detail).toMatch(/customer's stored good/);
    }
    const [after] = await t.db.select().from(goods).where(eq(goods.id, lot.id));
    expect(after).toEqual(before);
    expect(await ledger()).toEqual(ledgerBefore);
  });

  it('when the goods list is filtered by owner, then warehouse, customers and one customer each get exactly theirs', async () => {
    const [counts] = rowsOf<{ warehouse: number; customers: number; mine: number }>(
      await t.db.execute(sql`
        select count(*) filter (where owner_id is null)::int as warehouse,
               count(*) filter (where owner_id is not null)::int as customers,
               count(*) filter (where owner_id = ${customerId})::int as mine
        from goods`),
    );
    const warehouse = await list('owner=warehouse');
    expect(warehouse.total).toBe(counts!.warehouse);
    expect(warehouse.goods.every((g) => g.owner_id === null && g.owner === null)).toBe(true);

    const lots = await list('owner=customers');
    expect(lots.total).toBe(counts!.customers);
    expect(lots.goods.every((g) => g.owner !== null && g.owner.id === g.owner_id)).toBe(true);
    const piano = lots.goods.find((g) => g.name === 'Family Heirloom Piano');
    expect(piano).toMatchObject({ owner: { id: customerId, name: 'Chris Carter' }, stock_status: 'in-stock' });

    const mine = await list(`owner=${customerId}`);
    expect(mine.total).toBe(counts!.mine);
    expect(mine.goods.every((g) => g.owner_id === customerId)).toBe(true);

    expect((await list('')).total).toBe(counts!.warehouse + counts!.customers);
    expect((await list('owner=customers&stock_status=low-stock')).total).toBe(0);
    for (const owner of ['staff', '0', '-1'])
      expect((await get(`/api/goods?owner=${owner}`)).statusCode, owner).toBe(400);
  });

  it("when an owner is renamed, then the goods list shows the new name at once (the list's cache moves on)", async () => {
    const name = async () => (await list(`owner=${customerId}`)).goods[0]?.owner?.name;
    expect(await name()).toBe('Chris Carter');
    await t.db.execute(sql`update users set first_name = 'Christine' where id = ${customerId}`);
    try {
      expect(await name()).toBe('Christine Carter');
    } finally {
      await t.db.execute(sql`update users set first_name = 'Chris' where id = ${customerId}`);
    }
  });

  it('when the owners are asked for, then each customer with goods comes with their number of lots', async () => {
    const response = await get('/api/goods/owners');
    expect(response.statusCode).toBe(200);
    const [mine] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from goods where owner_id = ${customerId}`),
    );
    expect(response.json().owners).toContainEqual({ id: customerId, name: 'Chris Carter', lots: mine!.n });
    expect((await get('/api/goods/owners', customer)).statusCode).toBe(403);
  });

  it('when an employee of one branch asks for the owners, then only customers with lots there (or not yet placed) are listed; an admin reads every one', async () => {
    const branchId = await createBranch(t.app, admin, 500);
    const body = newUserBody(branchId);
    await createViaApi(t.app, admin, body);
    const local = (await signIn(t.app, body)).headers;
    const elsewhere = await createViaApi(t.app, admin, newUserBody(null, { role: 'customer' }));
    const here = await createViaApi(t.app, admin, newUserBody(null, { role: 'customer' }));
    await seedGoods(t.db, [
      { branchId: 1, ownerId: elsewhere, lowStockThreshold: 0 },
      { branchId, ownerId: here, lowStockThreshold: 0 },
    ]);
    const ownersFor = async (headers: Headers) =>
      ((await get('/api/goods/owners?limit=1000', headers)).json() as { owners: { id: number }[] }).owners.map(
        (owner) => owner.id,
      );
    const seenLocally = await ownersFor(local);
    expect(seenLocally).toContain(here);
    expect(seenLocally).not.toContain(elsewhere);
    expect(await ownersFor(admin)).toEqual(expect.arrayContaining([here, elsewhere]));
  });

  it('when the categories are asked for, then the whole list comes first, with the goods in use counted, and off-list ones after', async () => {
    await seedGoods(t.db, [{ branchId: 1, category: 'Hardware' }]);
    const response = await get('/api/goods/categories');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json() as { categories: { name: string; items: number; listed: boolean }[] };
    expect(categories.slice(0, GOOD_CATEGORIES.length).map((c) => c.name)).toEqual([...GOOD_CATEGORIES]);
    expect(categories.at(-1)).toEqual({ name: 'Hardware', items: 1, listed: false });
    const inUse = rowsOf<{ name: string; items: number }>(
      await t.db.execute(sql`select category as name, count(*)::int as items from goods group by category`),
    );
    for (const { name, items } of inUse) expect(categories.find((c) => c.name === name)?.items, name).toBe(items);
    expect(categories.map((c) => c.name)).not.toContain('Sports Equipment');
    expect(categories.find((c) => c.name === 'Sports')!.items).toBeGreaterThanOrEqual(2);
  });

  it('when the list is filtered by a legacy category name, then it means the listed one', async () => {
    const sports = await list('category=Sports');
    expect(sports.total).toBeGreaterThan(0);
    expect((await list('category=Sports%20Equipment')).total).toBe(sports.total);
  });

  it('when an import row names a customer lot, then that row is refused and the lot is left alone', async () => {
    const [piano] = await t.db.select().from(goods).where(eq(goods.productId, 'PRD-200001'));
    const csv = `name,category,quantity,branch_id,product_id\nPiano,Furniture,40,1,PRD-200001\nNew Stool,Furniture,3,1,\n`;
    const response = await uploadCsv(t.app, admin, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toContainEqual({
      row: 2,
      field: 'product_id',
      message: "This item is a customer's stored good: the import cannot change it",
    });
    const [after] = await t.db.select().from(goods).where(eq(goods.id, piano!.id));
    expect(after).toEqual(piano);
  });

  it('when an import row has a category off the list, then that row is refused', async () => {
    const csv = `name,category,quantity,branch_id\nGizmo,Gadgets,3,1\n`;
    const response = await uploadCsv(t.app, admin, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, field: 'category', message: 'Category must be one of the listed categories' },
    ]);
  });

  it('when a customer lot is edited with a low-stock threshold, then 400; with 0 the edit saves', async () => {
    const lot = await storeLot();
    const detail = (await get(`/api/goods/${lot.id}`, admin)).json();
    const body = {
      ...itemBody({ name: 'Tuned Cello', category: 'Sports', branch_id: 1, sku: null }),
      version: detail.version,
    };
    const { quantity: _quantity, ...edit } = body;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${lot.id}`,
      headers: admin,
      payload: { ...edit, low_stock_threshold: 10 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'low_stock_threshold', message: "A customer's stored good has no low-stock threshold." },
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${lot.id}`,
      headers: admin,
      payload: { ...edit, low_stock_threshold: 0 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Tuned Cello', low_stock_threshold: 0, owner: { id: customerId } });
  });

  it('when a lot is written with a threshold straight into the table, then the database refuses it', async () => {
    await expect(
      seedGoods(t.db, [{ branchId: 1, ownerId: customerId, lowStockThreshold: 10, quantity: 1 }]),
    ).rejects.toThrow();
  });
});
