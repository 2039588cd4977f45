import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, notifications, staffBranches, stockCounts, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { seedGoods, unique } from '../goods/goods.fixtures.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';
import { countAll, countsClient, linesOf, type Session } from './counts.fixtures.js';

describe('stock counts: review and acceptance', () => {
  let t: TestApp;
  let admin: Session;
  let employee: Session;
  let counter: ReturnType<typeof countsClient>;
  let boss: ReturnType<typeof countsClient>;
  /** A second employee of the same branches: the counter may not accept their own variances. */
  let checker: ReturnType<typeof countsClient>;
  let checkerId: number;

  const quantityOf = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!.quantity;
  const ledgerOf = (ids: number[]) =>
    t.db.select().from(stockMovements).where(inArray(stockMovements.goodId, ids)).orderBy(stockMovements.id);

  /** A branch of three items (price 2.50 each), counted and submitted, `found` on the shelves. */
  async function submittedCount(found: (ids: number[]) => Record<number, number>) {
    const branchId = await createBranch(t.app, admin.headers, 1000);
    await t.db.insert(staffBranches).values([
      { userId: employee.user.id, branchId },
      { userId: checkerId, branchId },
    ]);
    const seeded = await seedGoods(
      t.db,
      [20, 10, 5].map((quantity) => ({ branchId, quantity, sku: unique('CNT'), pricePerUnit: '2.50' })),
    );
    const ids = seeded.map((item) => item.id);
    const id = (await counter.create({ branch_id: branchId, scope: 'all' })).json().id as number;
    return { id, ids, branchId, lines: await countAll(counter, t.db, id, found(ids)) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    const home = await createBranch(t.app, admin.headers, 1000);
    const body = newUserBody(home);
    await createViaApi(t.app, admin.headers, body);
    employee = await signIn(t.app, body);
    counter = countsClient(t, employee);
    boss = countsClient(t, admin);
    const checkerBody = newUserBody(home);
    checkerId = await createViaApi(t.app, admin.headers, checkerBody);
    checker = countsClient(t, await signIn(t.app, checkerBody));
  });
  afterAll(async () => t.close());

  it('when stock moves after a line was counted and the count is accepted, then exactly the variances are posted on the current stock', async () => {
    const { id, ids } = await submittedCount(([a, b]) => ({ [a!]: 18, [b!]: 13 }));
    // A sale after counting: the variance stays the one taken against 20.
    const sale = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${ids[0]}/stock`,
      headers: employee.headers,
      payload: { type: 'outward', quantity: 5, reason: 'Sale' },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    expect((await counter.act(id, 'submit')).statusCode).toBe(200);
    const review = (await counter.review(id)).json();
    expect(review.totals).toEqual({ lines_with_variance: 2, units: 1, value: 2.5 });
    expect(review.lines.map((line: { variance: number }) => line.variance)).toEqual([-2, 3, 0]);
    expect(review.lines[0]).toMatchObject({ system_quantity: 20, unit_price: 2.5, variance_value: -5 });
    // Duties apart: the counter reads that they may not accept, and is refused (403) with nothing posted.
    expect(review).toMatchObject({ needs_admin: false, can_accept: false, admin_threshold: 500 });
    const own = await counter.act(id, 'accept');
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You counted a line with a variance in this count: someone else must accept it');
    expect((await checker.review(id)).json().can_accept).toBe(true);

    const before = (await ledgerOf(ids)).length;
    const accepted = await checker.act(id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().count).toMatchObject({ status: 'accepted', closed_by: expect.any(String) });
    expect([await quantityOf(ids[0]!), await quantityOf(ids[1]!), await quantityOf(ids[2]!)]).toEqual([13, 13, 5]);
    const posted = (await ledgerOf(ids)).slice(before);
    expect(posted.map((m) => [m.goodId, m.type, m.previousQuantity, m.newQuantity, m.referenceNumber])).toEqual([
      [ids[0], 'adjustment', 15, 13, `CNT-${id}`],
      [ids[1], 'adjustment', 10, 13, `CNT-${id}`],
    ]);
    expect(posted.every((m) => m.reason === 'Physical Count Correction')).toBe(true);

    // Accepting again posts nothing more.
    const again = await checker.act(id, 'accept');
    expect(again.statusCode).toBe(409);
    expect((await ledgerOf(ids)).length).toBe(before + 2);
  });

  it("when a count is submitted, then those who may accept it are told in the bell: the branch's other staff and admins, or admins alone over the threshold; never its counter", async () => {
    /** Who got a bell linking to the count, by the area the link opens. */
    const told = async (countId: number) => {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(like(notifications.link, `%/counts/${countId}`));
      const of = (area: string) =>
        rows.filter((row) => row.link === `/${area}/counts/${countId}`).map((row) => row.userId);
      return { employees: of('employee'), admins: of('admin'), rows };
    };
    // Under the threshold: the checker (same branches) and the admin; not the employee who counted.
    const small = await submittedCount(([a]) => ({ [a!]: 17 }));
    expect((await counter.act(small.id, 'submit')).statusCode).toBe(200);
    const smallBells = await told(small.id);
    expect(smallBells.employees).toEqual([checkerId]);
    expect(smallBells.admins).toContain(admin.user.id);
    expect(smallBells.rows[0]).toMatchObject({
      title: 'Count awaiting approval',
      message: expect.stringMatching(/^CNT-\d+ at .+: 1 line\(s\) off$/),
    });

    // Over the threshold: an admin must accept, so no employee is told.
    await putSystemSettings(t.app, admin.headers, { count_variance_admin_threshold: 1 });
    try {
      const large = await submittedCount(([a]) => ({ [a!]: 10 }));
      expect((await counter.act(large.id, 'submit')).statusCode).toBe(200);
      const largeBells = await told(large.id);
      expect(largeBells.admins).toContain(admin.user.id);
      expect(largeBells.employees).toEqual([]);
    } finally {
      await putSystemSettings(t.app, admin.headers, { count_variance_admin_threshold: 500 });
    }
  });

  it('when two reviewers accept at once, then one posts the variances and the other gets 409', async () => {
    const { id, ids } = await submittedCount(([a]) => ({ [a!]: 17 }));
    expect((await counter.act(id, 'submit')).statusCode).toBe(200);
    const version = (await counter.get(id)).json().version;
    const answers = await Promise.all([
      checker.call('POST', `/${id}/accept`, { version }),
      boss.call('POST', `/${id}/accept`, { version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const posted = (await ledgerOf(ids)).filter((m) => m.referenceNumber === `CNT-${id}`);
    expect(posted).toHaveLength(1);
    expect(await quantityOf(ids[0]!)).toBe(17);
  });

  it('when a variance is worth more than the admin threshold, then an employee gets 403 and nothing moves; an admin accepts', async () => {
    expect((await putSystemSettings(t.app, admin.headers, { count_variance_admin_threshold: 10 })).statusCode).toBe(
      200,
    );
    try {
      // 5 units short at 2.50: 12.50, above 10.
      const { id, ids } = await submittedCount(([a, b]) => ({ [a!]: 15, [b!]: 11 }));
      expect((await counter.act(id, 'submit')).statusCode).toBe(200);
      const review = (await counter.review(id)).json();
      expect(review).toMatchObject({ needs_admin: true, can_accept: false, admin_threshold: 10 });
      expect(review.lines.map((line: { needs_admin: boolean }) => line.needs_admin)).toEqual([true, false, false]);
      const refused = await checker.act(id, 'accept');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/admin must accept/);
      expect(await quantityOf(ids[0]!)).toBe(20);
      expect((await t.db.select().from(stockCounts).where(eq(stockCounts.id, id)))[0]!.status).toBe('review');
      expect((await boss.review(id)).json().can_accept).toBe(true);
      const accepted = await boss.act(id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect([await quantityOf(ids[0]!), await quantityOf(ids[1]!)]).toEqual([15, 11]);
    } finally {
      await putSystemSettings(t.app, admin.headers, { count_variance_admin_threshold: 500 });
    }
  });

  it('when every line is under the threshold but the total is above it, then an admin must accept', async () => {
    expect((await putSystemSettings(t.app, admin.headers, { count_variance_admin_threshold: 10 })).statusCode).toBe(
      200,
    );
    try {
      // Two lines 3 units short at 2.50: 7.50 each (under 10), 15.00 together (above it).
      const { id, ids } = await submittedCount(([a, b]) => ({ [a!]: 17, [b!]: 7 }));
      expect((await counter.act(id, 'submit')).statusCode).toBe(200);
      const review = (await checker.review(id)).json();
      expect(review.lines.map((line: { needs_admin: boolean }) => line.needs_admin)).toEqual([false, false, false]);
      expect(review).toMatchObject({ needs_admin: true, can_accept: false, totals: { value: -15 } });
      expect((await checker.act(id, 'accept')).statusCode).toBe(403);
      expect(await quantityOf(ids[0]!)).toBe(20);
      expect((await boss.act(id, 'accept')).statusCode).toBe(200);
    } finally {
      await putSystemSettings(t.app, admin.headers, { count_variance_admin_threshold: 500 });
    }
  });

  it('when the stock fell below what a variance takes away, then accepting is refused and nothing is posted', async () => {
    const { id, ids } = await submittedCount(([, , c]) => ({ [c!]: 1 }));
    expect((await counter.act(id, 'submit')).statusCode).toBe(200);
    await t.db.update(goods).set({ quantity: 3 }).where(eq(goods.id, ids[2]!));
    const before = (await ledgerOf(ids)).length;
    const refused = await checker.act(id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/recount it/);
    expect((await ledgerOf(ids)).length).toBe(before);
    expect(await quantityOf(ids[2]!)).toBe(3);
  });

  it('when a recount is asked for lines, then they are cleared and the count is open again; other lines keep their quantity', async () => {
    const { id, lines } = await submittedCount(([a]) => ({ [a!]: 19 }));
    expect((await counter.act(id, 'submit')).statusCode).toBe(200);
    const version = (await counter.get(id)).json().version;
    const bad = await counter.call('POST', `/${id}/recount`, { line_ids: [], version });
    expect(bad.statusCode).toBe(400);
    const foreign = await counter.call('POST', `/${id}/recount`, { line_ids: [lines[0]!.id, 999_999], version });
    expect(foreign.statusCode).toBe(400);
    const recount = await counter.call('POST', `/${id}/recount`, { line_ids: [lines[0]!.id], version });
    expect(recount.statusCode, recount.body).toBe(200);
    expect(recount.json()).toMatchObject({ status: 'counting', counted_count: 2 });
    expect(recount.json().lines[0]).toMatchObject({ counted_quantity: null, recount: true });
    expect(recount.body).not.toContain('expected_quantity');
    const stored = await linesOf(t.db, id);
    expect(stored.find((line) => line.id === lines[0]!.id)).toMatchObject({
      countedQuantity: null,
      systemQuantity: null,
    });
    expect(stored.filter((line) => line.countedQuantity !== null)).toHaveLength(2);
    expect((await counter.review(id)).statusCode).toBe(409);
    const stale = await counter.call('POST', `/${id}/submit`, { version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('when a count is cancelled, then nothing is posted and it takes no more entries or actions', async () => {
    const { id, ids, lines } = await submittedCount(([a]) => ({ [a!]: 1 }));
    const before = (await ledgerOf(ids)).length;
    const cancelled = await counter.act(id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', closed_by: expect.any(String) });
    expect((await counter.enter(id, (await counter.get(id)).json().lines[0], 3)).statusCode).toBe(409);
    for (const action of ['submit', 'accept', 'cancel'] as const) {
      expect((await counter.act(id, action)).statusCode, action).toBe(409);
    }
    expect(lines).toHaveLength(3);
    expect((await ledgerOf(ids)).length).toBe(before);
    expect(await quantityOf(ids[0]!)).toBe(20);
  });
});
