import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, goods, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { seedGoods } from './goods.fixtures.js';

type Headers = Record<string, string>;

describe('stock movements', () => {
  let t: TestApp;
  let admin: Headers;
  let employee: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    employee = (await signIn(t.app, DEMO.employee)).headers;
  });
  afterAll(async () => t.close());

  const newItem = async (quantity: number) =>
    (await seedGoods(t.db, [{ branchId: 1, quantity, name: 'Stock Item' }]))[0]!;
  const move = (id: number, payload: Record<string, unknown>, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/goods/${id}/stock`, headers, payload });
  const stored = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!;
  const ledgerOf = (id: number) =>
    t.db.select().from(stockMovements).where(eq(stockMovements.goodId, id)).orderBy(stockMovements.id);

  it('when stock comes in, then it is added, the server computes the ledger row, and the client figures are ignored', async () => {
    const good = await newItem(5);
    const response = await move(good.id, {
      type: 'inward',
      quantity: 7,
      reason: 'Purchase Receipt',
      reference_number: 'PO-77',
      notes: 'Pallet 3',
      previous_quantity: 1000,
      new_quantity: 1,
      updated_by: 'someone else',
      good_id: 424242,
      updated_at: '1999-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.detail).toBe('Stock successfully added to Stock Item');
    expect(body.good).toMatchObject({ id: good.id, quantity: 12, stock_status: 'in-stock' });
    expect(body.movement).toMatchObject({
      good_id: good.id,
      type: 'inward',
      quantity: 7,
      previous_quantity: 5,
      new_quantity: 12,
      reason: 'Purchase Receipt',
      reference_number: 'PO-77',
      notes: 'Pallet 3',
      user_name: 'Ada Admin',
    });
    expect((await stored(good.id)).quantity).toBe(12);
    expect(await ledgerOf(good.id)).toEqual([
      expect.objectContaining({
        type: 'inward',
        quantity: 7,
        previousQuantity: 5,
        newQuantity: 12,
        referenceNumber: 'PO-77',
      }),
    ]);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'stock_update'));
    expect(logged.at(-1)).toMatchObject({ category: 'goods', description: expect.stringContaining('5 -> 12') });
  });

  it('when stock goes out and is adjusted, then the quantities follow and the messages name the item', async () => {
    const good = await newItem(10);
    const out = await move(good.id, { type: 'outward', quantity: 10, reason: 'Sale' }, employee);
    expect(out.json()).toMatchObject({
      detail: 'Stock successfully removed from Stock Item',
      good: { quantity: 0, stock_status: 'out-of-stock' },
    });
    const adjusted = await move(good.id, { type: 'adjustment', quantity: 4, reason: 'Physical Count Correction' });
    expect(adjusted.json()).toMatchObject({
      detail: 'Stock successfully adjusted for Stock Item',
      good: { quantity: 4 },
    });
    const zero = await move(good.id, { type: 'adjustment', quantity: 0, reason: 'Theft/Loss' });
    expect(zero.statusCode).toBe(200);
    expect((await ledgerOf(good.id)).map((m) => [m.type, m.quantity, m.previousQuantity, m.newQuantity])).toEqual([
      ['outward', 10, 10, 0],
      ['adjustment', 4, 0, 4],
      ['adjustment', 0, 4, 0],
    ]);
  });

  it('when more goes out than is in stock, then 409 with the spec message and nothing changes', async () => {
    const good = await newItem(3);
    const response = await move(good.id, { type: 'outward', quantity: 4, reason: 'Sale' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: 'Cannot dispatch 4 items. Only 3 available.' });
    expect((await stored(good.id)).quantity).toBe(3);
    expect(await ledgerOf(good.id)).toEqual([]);
  });

  it.each([
    [{ type: 'inward', quantity: 0, reason: 'Production' }, 'quantity', 'Quantity must be greater than 0'],
    [{ type: 'outward', quantity: -1, reason: 'Sale' }, 'quantity', 'Quantity must be greater than 0'],
    [{ type: 'inward', quantity: 1, reason: '' }, 'reason', 'Reason is required'],
    [
      { type: 'inward', quantity: 1, reason: 'Sale' },
      'reason',
      'Reason is not one of the reasons for this movement type',
    ],
    [{ type: 'teleport', quantity: 1, reason: 'Other' }, 'type', 'Movement type must be inward, outward or adjustment'],
  ])('when the movement is %j, then 400 on %s and nothing changes', async (payload, field, message) => {
    const good = await newItem(5);
    const response = await move(good.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await stored(good.id)).quantity).toBe(5);
    expect(await ledgerOf(good.id)).toEqual([]);
  });

  it('when the item does not exist, then 404; a customer 403; nobody 401', async () => {
    expect((await move(999_999, { type: 'inward', quantity: 1, reason: 'Other' })).statusCode).toBe(404);
    const good = await newItem(5);
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    expect((await move(good.id, { type: 'outward', quantity: 1, reason: 'Sale' }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/goods/${good.id}/stock`, payload: {} })).statusCode).toBe(
      401,
    );
    expect((await stored(good.id)).quantity).toBe(5);
  });

  it('when two movements were applied in the opposite order of their transactions’ start, then the ledger lists them by id', async () => {
    const good = await newItem(0);
    await move(good.id, { type: 'inward', quantity: 4, reason: 'Production' });
    await move(good.id, { type: 'outward', quantity: 1, reason: 'Sample/Demo' });
    // created_at is the start of each writer's transaction: one that began first but waited for the
    // row lock is applied second and carries the earlier time.
    await t.db.execute(sql`
      update stock_movements set created_at = created_at - interval '5 seconds'
       where id = (select max(id) from stock_movements where good_id = ${good.id})`);
    const ledger = await t.app.inject({ method: 'GET', url: `/api/goods/${good.id}/movements`, headers: admin });
    const rows = ledger.json().movements as { id: number; type: string; new_quantity: number }[];
    expect(rows.map((m) => [m.type, m.new_quantity])).toEqual([
      ['outward', 3],
      ['inward', 4],
    ]);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
  });

  it('when the ledger is read, then it is newest first with the user names, paginated', async () => {
    const good = await newItem(0);
    for (const quantity of [1, 2, 3]) await move(good.id, { type: 'inward', quantity, reason: 'Production' });
    await move(good.id, { type: 'outward', quantity: 1, reason: 'Sample/Demo' }, employee);
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/goods/${good.id}/movements?limit=3`,
      headers: employee,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 4, page: 1, limit: 3, total_pages: 2 });
    expect(
      page1
        .json()
        .movements.map((m: { type: string; quantity: number; user_name: string }) => [m.type, m.quantity, m.user_name]),
    ).toEqual([
      ['outward', 1, 'Evan Stone'],
      ['inward', 3, 'Ada Admin'],
      ['inward', 2, 'Ada Admin'],
    ]);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/goods/${good.id}/movements?limit=3&page=2`,
      headers: admin,
    });
    expect(page2.json().movements).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/goods/999999/movements', headers: admin })).statusCode).toBe(
      404,
    );
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/goods/${good.id}/movements`, headers: customer })).statusCode,
    ).toBe(403);
  });

  it('when movements and the ledger are compared, then the ledger replays to the stored quantity', async () => {
    const good = await newItem(0);
    const steps = [
      { type: 'inward', quantity: 9, reason: 'Transfer In' },
      { type: 'outward', quantity: 4, reason: 'Transfer Out' },
      { type: 'outward', quantity: 9, reason: 'Sale' },
      { type: 'adjustment', quantity: 2, reason: 'System Error Fix' },
      { type: 'inward', quantity: 1, reason: 'Return from Customer' },
    ];
    for (const step of steps) await move(good.id, step);
    const ledger = await ledgerOf(good.id);
    expect(ledger).toHaveLength(4);
    for (let i = 1; i < ledger.length; i += 1) expect(ledger[i]!.previousQuantity).toBe(ledger[i - 1]!.newQuantity);
    expect(ledger.at(-1)!.newQuantity).toBe((await stored(good.id)).quantity);
    expect((await stored(good.id)).quantity).toBe(3);
  });
});

describe('stock movements under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when 50 outward movements of 1 race on 20 in stock, then exactly 20 succeed and the ledger sums match', async () => {
    const { headers } = await signIn(t.app, DEMO.employee);
    const [good] = await seedGoods(t.db, [{ branchId: 1, quantity: 20, name: 'Contended Item' }]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/goods/${good!.id}/stock`,
          headers,
          payload: { type: 'outward', quantity: 1, reason: 'Sale' },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    const [stored] = await t.db.select().from(goods).where(eq(goods.id, good!.id));
    expect(stored!.quantity).toBe(0);
    const [sum] = await t.db
      .select({
        total: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(stockMovements)
      .where(eq(stockMovements.goodId, good!.id));
    expect(sum).toEqual({ total: 20, rows: 20 });
    const chain = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.goodId, good!.id))
      .orderBy(stockMovements.id);
    expect(chain.map((m) => m.newQuantity)).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
  });
});
