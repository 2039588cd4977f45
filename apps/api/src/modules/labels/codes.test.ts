import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageAgreements, storageLocations } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { makeBranch, seedGoods, unique } from '../goods/goods.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';

type Headers = Record<string, string>;

/** Issue 37 item 4: every printed code, and a SKU, resolves to its record within the caller's branches. */
describe('code lookup', () => {
  let t: TestApp;
  let employee: Headers;
  let admin: Headers;
  let customer: Headers;
  let customerId: number;
  let a: { id: number; name: string };
  let ids: { item: number; lot: number; location: number; agreement: number; otherItem: number; otherLot: number };
  let otherLocation: number;
  let agreementRow: typeof storageAgreements.$inferSelect;
  let sku: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    employee = (await signIn(t.app, DEMO.employee)).headers;
    admin = (await signIn(t.app, DEMO.admin)).headers;
    const signedIn = await signIn(t.app, DEMO.customer);
    customer = signedIn.headers;
    customerId = signedIn.user.id;
    a = await makeBranch(t.db);
    const b = await makeBranch(t.db);
    await worksAt(t.db, 'employee1', a.id);
    const [locA, locB] = await t.db
      .insert(storageLocations)
      .values([
        { branchId: a.id, code: 'Q-07-2' },
        { branchId: b.id, code: 'Q-07-2' },
      ])
      .returning();
    otherLocation = locB!.id;
    // A demo agreement: the lot only points at it.
    const [agreement] = await t.db.select().from(storageAgreements).limit(1);
    expect(agreement).toBeDefined();
    agreementRow = agreement!;
    sku = unique('SCN').toUpperCase();
    const lot = { ownerId: customerId, lowStockThreshold: 0, quantity: 1, status: 'stored' };
    const [item, lotA, otherItem, otherLot] = await seedGoods(t.db, [
      { branchId: a.id, name: 'Shelf Item', sku, quantity: 12, location: 'q-07-2' },
      { branchId: a.id, name: 'Cello', locationId: locA!.id, agreementId: agreement!.id, pieces: 2, ...lot },
      { branchId: b.id, name: 'Other Item', sku: `${sku}-B` },
      { branchId: b.id, name: 'Other Lot', locationId: locB!.id, ...lot },
    ]);
    productId = item!.productId;
    ids = {
      item: item!.id,
      lot: lotA!.id,
      location: locA!.id,
      agreement: agreement!.id,
      otherItem: otherItem!.id,
      otherLot: otherLot!.id,
    };
  });
  afterAll(async () => t?.close());

  const raw = (path: string, headers: Headers = employee) =>
    t.app.inject({ method: 'GET', url: `/api/codes/${path}`, headers });
  const get = (code: string, headers: Headers = employee) => raw(encodeURIComponent(code), headers);

  it('when an item label, its SKU or its product ID is looked up, then the item answers', async () => {
    for (const code of [`ITM-${ids.item}`, ` itm-${ids.item} `, sku.toLowerCase(), productId]) {
      const response = await get(code);
      expect(response.statusCode, code).toBe(200);
      expect(response.json()).toEqual({
        kind: 'item',
        id: ids.item,
        code: `ITM-${ids.item}`,
        name: 'Shelf Item',
        sku,
        product_id: productId,
        quantity: 12,
        location: 'q-07-2',
        branch: { id: a.id, name: a.name },
      });
    }
  });

  it('when a lot label is looked up, then its owner, agreement and place answer', async () => {
    const response = await get(`LOT-${ids.lot}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'lot',
      id: ids.lot,
      code: `LOT-${ids.lot}`,
      name: 'Cello',
      status: 'stored',
      pieces: 2,
      branch: { id: a.id },
      location: { id: ids.location, code: 'Q-07-2' },
      owner: { id: customerId, email: expect.any(String) },
      agreement: {
        id: ids.agreement,
        status: agreementRow.status,
        start_date: agreementRow.startDate,
        end_date: agreementRow.endDate,
      },
    });
  });

  it('when a location label is looked up, then what is stored there answers', async () => {
    const response = await get(`LOC-${ids.location}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'location',
      id: ids.location,
      location_code: 'Q-07-2',
      is_active: true,
      branch: { id: a.id, name: a.name },
      lots_total: 1,
      items_total: 1,
    });
    expect(body.lots).toEqual([
      { id: ids.lot, code: `LOT-${ids.lot}`, name: 'Cello', status: 'stored', owner_name: expect.any(String) },
    ]);
    expect(body.items).toEqual([{ id: ids.item, code: `ITM-${ids.item}`, name: 'Shelf Item', quantity: 12 }]);
  });

  it('when a code of another branch is looked up, then 404 as if it did not exist; an admin sees it', async () => {
    for (const code of [`ITM-${ids.otherItem}`, `LOT-${ids.otherLot}`, `LOC-${otherLocation}`, `${sku}-B`]) {
      const response = await get(code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'No item, lot or location has this code' });
      expect((await get(code, admin)).statusCode, code).toBe(200);
    }
  });

  it('when a code names nothing or the wrong kind, then 404', async () => {
    for (const code of ['NOPE-123', `ITM-${ids.lot}`, `LOT-${ids.item}`, 'LOC-2147480000']) {
      expect((await get(code)).statusCode, code).toBe(404);
    }
  });

  it('when the code is blank or too long, then 400; a customer is refused', async () => {
    expect((await raw('%20%20')).statusCode).toBe(400);
    expect((await get('x'.repeat(81))).statusCode).toBe(400);
    expect((await get(`LOT-${ids.lot}`, customer)).statusCode).toBe(403);
    expect((await get(`LOT-${ids.lot}`, {})).statusCode).toBe(401);
  });

  it('when a location holds lots that left, then only what is still there is listed', async () => {
    await t.db.execute(sql`update goods set status = 'returned' where id = ${ids.otherLot}`);
    const response = await get(`LOC-${otherLocation}`, admin);
    expect(response.json()).toMatchObject({ lots: [], lots_total: 0 });
  });
});
