import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, activities, goods, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { editBody, itemBody } from './goods.fixtures.js';

type Headers = Record<string, string>;

/** Issue 17 item 2: an item edit made from an older version never overwrites a newer one. */
describe('goods item versions', () => {
  let t: TestApp;
  let employeeA: Headers;
  let employeeB: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    employeeA = (await signIn(t.app, DEMO.employee)).headers;
    employeeB = (await signIn(t.app, DEMO.employee2)).headers;
    // Two employees racing on one item: here both work at every branch (the scope is tested elsewhere).
    const allBranches = (await t.db.select({ id: branches.id }).from(branches)).map((b) => b.id);
    await worksAt(t.db, 'employee1', ...allBranches);
    await worksAt(t.db, 'employee2', ...allBranches);
  });
  afterAll(async () => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goods',
      headers: employeeA,
      payload: itemBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; name: string; supplier: string; version: number; quantity: number };
  };
  const read = (id: number) => t.app.inject({ method: 'GET', url: `/api/goods/${id}`, headers: employeeA });
  const put = (id: number, payload: Record<string, unknown>, headers: Headers = employeeA) =>
    t.app.inject({ method: 'PUT', url: `/api/goods/${id}`, headers, payload });
  const stored = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!;
  const ledgerOf = (id: number) =>
    t.db.select().from(stockMovements).where(eq(stockMovements.goodId, id)).orderBy(stockMovements.id);

  it('when an item is read or saved from the current version, then the answer carries the version and its ETag', async () => {
    const created = await create();
    expect(created.version).toBe(1);
    const got = await read(created.id);
    expect(got.headers.etag).toBe('"1"');
    expect(got.json().version).toBe(1);

    const viaBody = await put(created.id, editBody({ name: 'Version two', version: 1 }));
    expect(viaBody.statusCode, viaBody.body).toBe(200);
    expect(viaBody.json()).toMatchObject({ name: 'Version two', version: 2 });
    expect(viaBody.headers.etag).toBe('"2"');

    const viaHeader = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${created.id}`,
      headers: { ...employeeA, 'if-match': '"2"' },
      payload: editBody({ name: 'Version three' }),
    });
    expect(viaHeader.statusCode, viaHeader.body).toBe(200);
    expect(viaHeader.headers.etag).toBe('"3"');
    expect(await stored(created.id)).toMatchObject({ name: 'Version three', version: 3 });
  });

  it('when an edit is made from an older version, then 409 with the current item and nothing is written', async () => {
    const created = await create({ supplier: 'First Supplier' });
    expect((await put(created.id, editBody({ name: created.name, supplier: 'Second', version: 1 }))).statusCode).toBe(
      200,
    );
    const logged = (await t.db.select().from(activities).where(eq(activities.action, 'good_update'))).length;

    const stale = await put(created.id, editBody({ name: 'Lost change', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      detail: expect.stringContaining('changed by someone else'),
      current: { id: created.id, name: created.name, supplier: 'Second', version: 2 },
    });
    expect(await stored(created.id)).toMatchObject({ name: created.name, supplier: 'Second', version: 2 });
    expect(await t.db.select().from(activities).where(eq(activities.action, 'good_update'))).toHaveLength(logged);
  });

  it('when an edit names no version or a malformed one, then 428 or 400 and nothing is written', async () => {
    const created = await create();
    const missing = await put(created.id, editBody({ name: 'No version' }));
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toMatchObject({
      code: 'PRECONDITION_REQUIRED',
      detail: expect.stringContaining('If-Match'),
    });

    const wildcard = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${created.id}`,
      headers: { ...employeeA, 'if-match': '*' },
      payload: editBody({ name: 'Wildcard' }),
    });
    expect(wildcard.statusCode).toBe(400);
    expect(wildcard.json().errors).toEqual([{ field: 'version', message: expect.stringContaining('If-Match') }]);

    const disagreeing = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${created.id}`,
      headers: { ...employeeA, 'if-match': '"1"' },
      payload: editBody({ name: 'Two versions', version: 2 }),
    });
    expect(disagreeing.statusCode).toBe(400);
    expect((await put(created.id, editBody({ version: 'one' }))).statusCode).toBe(400);
    expect(await stored(created.id)).toMatchObject({ name: created.name, version: 1 });
  });

  it('when A edits the price of an item B dispatched from meanwhile, then the dispatch stands (issue 17 item 2)', async () => {
    const created = await create({ quantity: 20, price_per_unit: 10 });
    const opened = (await read(created.id)).json();
    expect(opened).toMatchObject({ quantity: 20, version: 1 });

    const dispatch = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${created.id}/stock`,
      headers: employeeB,
      payload: { type: 'outward', quantity: 5, reason: 'Sale' },
    });
    expect(dispatch.statusCode, dispatch.body).toBe(200);

    // The form as it was: the quantity A opened is sent back. It is refused, so B's dispatch stays.
    const withQuantity = await put(created.id, { ...pickEditable(opened), quantity: 20, price_per_unit: 12.5 });
    expect(withQuantity.statusCode).toBe(400);
    expect(await stored(created.id)).toMatchObject({ quantity: 15, pricePerUnit: '10.00' });

    // The form now: every field as opened, the price changed, no quantity.
    const saved = await put(created.id, { ...pickEditable(opened), price_per_unit: 12.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ quantity: 15, price_per_unit: 12.5 });
    expect(await stored(created.id)).toMatchObject({ quantity: 15, pricePerUnit: '12.50' });
    const ledger = await ledgerOf(created.id);
    expect(ledger.map((row) => [row.type, row.quantity, row.previousQuantity, row.newQuantity, row.reason])).toEqual([
      ['inward', 20, 0, 20, 'Initial Stock'],
      ['outward', 5, 20, 15, 'Sale'],
    ]);
  });

  it('when two people save name and supplier of one item at once, then one is saved and the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await create();
      const [byA, byB] = await Promise.all([
        put(created.id, editBody({ name: `A's name ${round}`, version: 1 })),
        put(created.id, editBody({ name: created.name, supplier: `B's supplier ${round}`, version: 1 }), employeeB),
      ]);
      expect([byA.statusCode, byB.statusCode].sort()).toEqual([200, 409]);
      const winner = byA.statusCode === 200 ? byA : byB;
      const loser = byA.statusCode === 200 ? byB : byA;
      expect(loser.json().current).toEqual(winner.json());
      const row = await stored(created.id);
      expect(row.version).toBe(2);
      expect({ name: row.name, supplier: row.supplier }).toEqual({
        name: winner.json().name,
        supplier: winner.json().supplier,
      });
    }
  });
});

/** The fields of a read item that the edit form sends back. */
function pickEditable(item: Record<string, unknown>) {
  const keys = ['name', 'description', 'category', 'sku', 'supplier', 'price_per_unit', 'low_stock_threshold'];
  const more = ['max_quantity', 'batch_no', 'expiry_date', 'location', 'branch_id', 'product_id', 'version'];
  return Object.fromEntries([...keys, ...more].map((key) => [key, item[key]]));
}
