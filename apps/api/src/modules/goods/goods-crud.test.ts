import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, goods, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { editBody, editGood, inDays, itemBody, unique } from './goods.fixtures.js';

type Headers = Record<string, string>;

describe('goods item CRUD', () => {
  let t: TestApp;
  let admin: Headers;
  let employee: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    employee = (await signIn(t.app, DEMO.employee)).headers;
  });
  afterAll(async () => t.close());

  const item = itemBody;
  const create = (payload: Record<string, unknown>, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/goods', headers, payload });
  const update = (id: number, payload: Record<string, unknown>, headers: Headers = admin) =>
    editGood(t.app, headers, id, payload);
  const countGoods = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(goods))[0]!.n;

  it('when an admin adds a valid item, then it is stored with a PRD- id and its stock is ledgered', async () => {
    const payload = item({ product_id: 'PRD-000000' });
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: payload.name,
      category: 'Furniture',
      sku: payload.sku,
      quantity: 12,
      price_per_unit: 19.99,
      low_stock_threshold: 4,
      expiry_date: payload.expiry_date,
      branch: { id: 1, name: 'Downtown Central' },
      stock_status: 'in-stock',
      expiry_status: 'fresh',
    });
    expect(body.product_id).toMatch(/^PRD-\d{6}$/);
    expect(body.product_id).not.toBe('PRD-000000');
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.goodId, body.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'inward',
        quantity: 12,
        previousQuantity: 0,
        newQuantity: 12,
        reason: 'Initial Stock',
      }),
    ]);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'good_create'), eq(activities.category, 'goods')));
    expect(logged.some((a) => a.description.includes(body.product_id))).toBe(true);
  });

  it('when only the required fields are given, then the defaults apply and nothing is ledgered', async () => {
    const response = await create({ name: 'Plain Box', category: 'Other', branch_id: '1' }, employee);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      quantity: 0,
      price_per_unit: 0,
      low_stock_threshold: 10,
      max_quantity: 100,
      sku: null,
      stock_status: 'out-of-stock',
    });
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.goodId, response.json().id))).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ branch_id: '' }, 'branch_id', 'Branch assignment is required'],
    [{ quantity: -1 }, 'quantity', 'Quantity cannot be negative'],
    [{ price_per_unit: -1 }, 'price_per_unit', 'Price cannot be negative'],
    [{ low_stock_threshold: -1 }, 'low_stock_threshold', 'Threshold cannot be negative'],
    [{ expiry_date: inDays(0) }, 'expiry_date', 'Expiry date should be in the future'],
    [{ expiry_date: inDays(-10) }, 'expiry_date', 'Expiry date should be in the future'],
    [{ sku: 'AB' }, 'sku', 'SKU should be at least 3 characters long'],
    [{ category: 'Spaceships' }, 'category', 'Category must be one of the listed categories'],
  ])('when the item has %j, then 400 on %s with %j and nothing is stored', async (overrides, field, message) => {
    const before = await countGoods();
    const response = await create(item(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await countGoods()).toBe(before);
  });

  it.each([
    [{ quantity: 99_999_999_999_999 }, 'quantity', 'Quantity must be at most 2,147,483,647'],
    [{ low_stock_threshold: 99_999_999_999_999 }, 'low_stock_threshold', 'Threshold must be at most 2,147,483,647'],
    [{ max_quantity: 2_147_483_648 }, 'max_quantity', 'Max quantity must be at most 2,147,483,647'],
    [{ price_per_unit: 99_999_999_999_999 }, 'price_per_unit', 'Price must be at most 9,999,999,999.99'],
  ])(
    'when the item has %j (above its column), then 400 names the limit and nothing is stored',
    async (overrides, field, message) => {
      const before = await countGoods();
      const response = await create(item(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', detail: message });
      expect(response.json().errors).toEqual([{ field, message }]);
      expect(await countGoods()).toBe(before);
    },
  );

  it('when the branch does not exist, then 400 "Branch not found"', async () => {
    const response = await create(item({ branch_id: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Branch not found',
      errors: [{ field: 'branch_id', message: 'Branch not found' }],
    });
  });

  it('when the SKU is taken in any case, then 409 "SKU already exists" on create and on edit', async () => {
    const first = (await create(item({ sku: 'CASE-SKU-1' }))).json();
    const again = await create(item({ sku: 'case-sku-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('SKU already exists');
    const other = (await create(item())).json();
    const edit = await update(other.id, editBody({ name: other.name, sku: 'Case-Sku-1' }));
    expect(edit.statusCode).toBe(409);
    const [stored] = await t.db.select().from(goods).where(eq(goods.id, other.id));
    expect(stored!.sku).toBe(other.sku);
    // Keeping its own SKU is fine.
    expect((await update(first.id, editBody({ name: first.name, sku: 'CASE-SKU-1' }))).statusCode).toBe(200);
  });

  it('when ten requests race to create the same SKU, then exactly one is created and the others get 409', async () => {
    const sku = unique('RACE');
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(item({ sku }))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().detail).toBe('SKU already exists');
    expect(
      await t.db
        .select()
        .from(goods)
        .where(sql`lower(${goods.sku}) = lower(${sku})`),
    ).toHaveLength(1);
  });

  it('when an item is read by id, then it is answered; an unknown id is 404', async () => {
    const created = (await create(item())).json();
    const read = await t.app.inject({ method: 'GET', url: `/api/goods/${created.id}`, headers: employee });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const missing = await t.app.inject({ method: 'GET', url: '/api/goods/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Item not found');
  });

  it('when a customer or nobody tries to change goods, then 403 or 401 and nothing changes', async () => {
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    const before = await countGoods();
    expect((await create(item(), customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/goods', payload: item() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/goods/1', headers: customer })).statusCode).toBe(403);
    expect((await update(1, editBody(), customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/goods/1', headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/goods/1' })).statusCode).toBe(401);
    expect(await countGoods()).toBe(before);
  });
});
