import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, goods, goodStatusHistory, notifications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';

type Headers = Record<string, string>;
type Lot = { id: number; product_id: string; name: string; version: number; status: string };

/** Issue 39 item 7: staff remove customers' lots with a reason; only an admin purges, confirming by number. */
describe("removing a customer's stored lot", () => {
  let t: TestApp;
  let employee: Headers;
  let admin: Headers;
  let customer: Headers;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    employee = (await signIn(t.app, DEMO.employee)).headers;
    admin = (await signIn(t.app, DEMO.admin)).headers;
    const signedIn = await signIn(t.app, DEMO.customer);
    customer = signedIn.headers;
    customerId = signedIn.user.id;
  });
  afterAll(async () => t?.close());

  let counter = 0;
  const storeLot = async (): Promise<Lot> => {
    counter += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goods/my-goods',
      headers: customer,
      payload: { name: `Piano ${counter}`, category: 'Furniture', value: 1200 },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const remove = (id: number, payload: object, headers: Headers = employee) =>
    t.app.inject({ method: 'POST', url: `/api/customer-goods/${id}/remove`, headers, payload });
  const purge = (id: number, query: string, headers: Headers = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/customer-goods/${id}?${query}`, headers });
  const stored = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0];

  it('when staff delete a lot through the goods route, then 409 and the lot stays as it was', async () => {
    const lot = await storeLot();
    for (const headers of [employee, admin]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/goods/${lot.id}?version=${lot.version}`,
        headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toMatch(/remove it with a reason/);
    }
    expect((await stored(lot.id))?.status).toBe('pending');
  });

  it('when staff remove a lot without a reason, then 400 and nothing changes', async () => {
    const lot = await storeLot();
    for (const payload of [{ version: lot.version }, { reason: '   ', version: lot.version }]) {
      const response = await remove(lot.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('reason');
    }
    expect((await remove(lot.id, { reason: 'Damaged', version: lot.version, extra: 1 })).statusCode).toBe(400);
    expect((await remove(lot.id, { reason: 'Damaged' })).statusCode).toBe(428);
    expect((await remove(lot.id, { reason: 'Damaged', version: lot.version }, customer)).statusCode).toBe(403);
    expect(await stored(lot.id)).toMatchObject({ status: 'pending', removedAt: null, removalReason: null });
  });

  it('when staff remove a lot with a reason, then it is kept as removed, the customer is told and reads why in its history', async () => {
    const lot = await storeLot();
    const response = await remove(lot.id, { reason: 'Water damage: the box leaked', version: lot.version });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(`"${lot.version + 1}"`);
    expect(response.json()).toMatchObject({ id: lot.id, status: 'removed', version: lot.version + 1 });

    const row = await stored(lot.id);
    expect(row).toMatchObject({ status: 'removed', removalReason: 'Water damage: the box leaked' });
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect(row?.removedBy).not.toBeNull();

    const mine = await t.app.inject({ method: 'GET', url: `/api/goods/my-goods/${lot.id}`, headers: customer });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('removed');
    expect(mine.json().history.at(-1)).toMatchObject({ status: 'removed', note: 'Water damage: the box leaked' });

    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customerId), eq(notifications.title, 'Stored goods removed')))
      .orderBy(notifications.id);
    expect(bell?.message).toContain(lot.product_id);
    expect(bell?.message).toContain('Water damage: the box leaked');
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'lot_remove'));
    expect(logged.at(-1)?.description).toContain(lot.product_id);

    // Once removed it stays removed: a second removal is refused, from the current version too.
    expect((await remove(lot.id, { reason: 'Again', version: lot.version })).statusCode).toBe(409);
    expect((await remove(lot.id, { reason: 'Again', version: lot.version + 1 })).json().detail).toBe(
      'This lot has already been removed',
    );
  });

  it('when an admin purges, then the lot is gone only after removal, with the exact number and version, and the log keeps it', async () => {
    const lot = await storeLot();
    // Not removed yet: refused.
    expect((await purge(lot.id, `confirm=${lot.product_id}&version=${lot.version}`)).statusCode).toBe(409);
    const removed = (
      await remove(lot.id, { reason: 'Customer asked us to dispose of it', version: lot.version })
    ).json();
    // Staff may remove, only admins purge.
    expect((await purge(lot.id, `confirm=${lot.product_id}&version=${removed.version}`, employee)).statusCode).toBe(
      403,
    );
    const wrong = await purge(lot.id, `confirm=PRD-NOPE&version=${removed.version}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'confirm', message: "Type the lot's number exactly to confirm the purge" },
    ]);
    expect((await purge(lot.id, `confirm=${lot.product_id}`)).statusCode).toBe(428);
    expect((await purge(lot.id, `confirm=${lot.product_id}&version=${lot.version}`)).statusCode).toBe(409);
    expect(await stored(lot.id)).toBeDefined();

    const done = await purge(lot.id, `confirm=${lot.product_id.toLowerCase()}&version=${removed.version}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'Lot purged' });
    expect(await stored(lot.id)).toBeUndefined();
    expect(await t.db.select().from(goodStatusHistory).where(eq(goodStatusHistory.goodId, lot.id))).toEqual([]);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'lot_purge'));
    expect(logged.at(-1)?.description).toContain(lot.product_id);
    expect(logged.at(-1)?.description).toContain('Customer asked us to dispose of it');
    expect((await purge(lot.id, `confirm=${lot.product_id}&version=${removed.version}`)).statusCode).toBe(404);
  });
});
