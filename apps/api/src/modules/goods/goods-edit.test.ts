import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, goods, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { editBody, editGood, inDays, itemBody } from './goods.fixtures.js';

type Headers = Record<string, string>;

describe('goods item edit and delete', () => {
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

  it('when an item is edited, then the fields change, left-out fields stay and the stock and its ledger are untouched', async () => {
    const created = (await create(item({ description: 'Keep me', quantity: 5 }))).json();
    const response = await update(created.id, {
      name: 'Renamed Lamp',
      category: 'home & garden',
      branch_id: 2,
      price_per_unit: '7.5',
      supplier: '',
      product_id: created.product_id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      product_id: created.product_id,
      name: 'Renamed Lamp',
      category: 'Home & Garden',
      branch_id: 2,
      quantity: 5,
      price_per_unit: 7.5,
      supplier: null,
      description: 'Keep me',
      sku: created.sku,
      expiry_date: created.expiry_date,
      version: 2,
    });
    const ledger = await t.db.select().from(stockMovements).where(eq(stockMovements.goodId, created.id));
    expect(ledger.map((row) => row.reason)).toEqual(['Initial Stock']);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'good_update'));
    expect(logged.at(-1)!.description).toContain('Renamed Lamp');
  });

  it('when an edit sends a quantity, then 400 pointing to stock movements and nothing changes', async () => {
    const created = (await create(item({ quantity: 5 }))).json();
    const response = await update(created.id, { ...editBody({ name: 'Not saved' }), quantity: 50 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'quantity',
        message:
          'Quantity is not edited with the item: record a stock movement (inward, outward or adjustment) instead',
      },
    ]);
    const [stored] = await t.db.select().from(goods).where(eq(goods.id, created.id));
    expect(stored).toMatchObject({ name: created.name, quantity: 5, version: 1 });
  });

  it('when an edit tries to change the product id, then 400 and nothing changes', async () => {
    const created = (await create(item())).json();
    const response = await update(created.id, editBody({ name: 'Changed', product_id: 'PRD-999999' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'product_id', message: 'Product ID cannot be changed' }]);
    const [stored] = await t.db.select().from(goods).where(eq(goods.id, created.id));
    expect(stored).toMatchObject({ name: created.name, productId: created.product_id });
  });

  it('when an item has since expired, then it can still be edited; a new past date is refused', async () => {
    const created = (await create(item())).json();
    await t.db
      .update(goods)
      .set({ expiryDate: inDays(-3) })
      .where(eq(goods.id, created.id));
    const keep = await update(created.id, {
      name: 'Still editable',
      category: 'Furniture',
      branch_id: 1,
      expiry_date: inDays(-3),
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().expiry_status).toBe('expired');
    const move = await update(created.id, {
      name: 'Still editable',
      category: 'Furniture',
      branch_id: 1,
      expiry_date: inDays(-2),
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().errors).toEqual([{ field: 'expiry_date', message: 'Expiry date should be in the future' }]);
  });

  it('when an edit misses a required field, then 400 with the spec message', async () => {
    const created = (await create(item())).json();
    const response = await update(created.id, { category: 'Furniture', branch_id: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'name', message: 'Product name is required' });
    expect((await update(999_999, { ...editBody(), version: 1 })).statusCode).toBe(404);
  });

  it('when an item is deleted, then it and its ledger are gone and the deletion is logged', async () => {
    const created = (await create(item())).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/goods/${created.id}?version=${created.version}`,
      headers: employee,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Item deleted successfully' });
    expect(await t.db.select().from(goods).where(eq(goods.id, created.id))).toEqual([]);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.goodId, created.id))).toEqual([]);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'good_delete'));
    expect(logged.at(-1)!.description).toContain(created.product_id);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/goods/${created.id}?version=1`, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('when a delete names no version or an old one, then 428 or 409 with the item as it is, and nothing is deleted', async () => {
    const created = (await create(item())).json();
    expect(created.version).toBe(1);
    const bare = await t.app.inject({ method: 'DELETE', url: `/api/goods/${created.id}`, headers: employee });
    expect(bare.statusCode).toBe(428);
    const edited = await update(created.id, { ...editBody(), version: 1 });
    expect(edited.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'DELETE',
      url: `/api/goods/${created.id}?version=1`,
      headers: employee,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { id: created.id, version: 2 } });
    const viaHeader = await t.app.inject({
      method: 'DELETE',
      url: `/api/goods/${created.id}`,
      headers: { ...employee, 'if-match': '"1"' },
    });
    expect(viaHeader.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'DELETE', url: `/api/goods/${created.id}?version=x`, headers: employee });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select({ id: goods.id }).from(goods).where(eq(goods.id, created.id))).toHaveLength(1);
    const current = await t.app.inject({
      method: 'DELETE',
      url: `/api/goods/${created.id}`,
      headers: { ...employee, 'if-match': '"2"' },
    });
    expect(current.statusCode).toBe(200);
  });

  it('when an item is created, then the answer carries its version as ETag', async () => {
    const response = await create(item());
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe(`"${response.json().version}"`);
  });
});
