import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { QUICK_ADJUST_REASON } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, goods, stockMovements } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { seedGoods } from './goods.fixtures.js';

type Headers = Record<string, string>;

/**
 * Issue 17 item 3: the inventory table's minus/plus buttons send one-unit movements relative to
 * the stock as it is when each runs, so presses by several people at once all count.
 */
describe('inventory quick adjustments', () => {
  let t: TestApp;
  let employees: Headers[];

  beforeAll(async () => {
    t = await createTestApp();
    employees = [(await signIn(t.app, DEMO.employee)).headers, (await signIn(t.app, DEMO.employee2)).headers];
    // Two employees racing on one item: here both work at every branch (the scope is tested elsewhere).
    const allBranches = (await t.db.select({ id: branches.id }).from(branches)).map((b) => b.id);
    await worksAt(t.db, 'employee1', ...allBranches);
    await worksAt(t.db, 'employee2', ...allBranches);
  });
  afterAll(async () => t.close());

  const newItem = async (quantity: number) =>
    (await seedGoods(t.db, [{ branchId: 1, quantity, name: 'Quick Item' }]))[0]!;
  const press = (id: number, type: 'inward' | 'outward', headers: Headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/goods/${id}/stock`,
      headers,
      payload: { type, quantity: 1, reason: QUICK_ADJUST_REASON },
    });
  const stored = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!;
  const ledgerOf = (id: number) =>
    t.db.select().from(stockMovements).where(eq(stockMovements.goodId, id)).orderBy(stockMovements.id);

  for (const presses of [2, 10]) {
    it(`when ${presses} people press plus on one item at once, then the stock rises by ${presses} with as many ledger rows`, async () => {
      const good = await newItem(12);
      const responses = await Promise.all(
        Array.from({ length: presses }, (_, i) => press(good.id, 'inward', employees[i % 2]!)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(presses).fill(200));
      expect((await stored(good.id)).quantity).toBe(12 + presses);
      const ledger = await ledgerOf(good.id);
      expect(ledger).toHaveLength(presses);
      for (const row of ledger) {
        expect(row).toMatchObject({ type: 'inward', quantity: 1, reason: QUICK_ADJUST_REASON });
        expect(row.newQuantity).toBe(row.previousQuantity + 1);
      }
      // Each press saw the stock the one before it left: a chain 12 -> 13 -> ... with no repeats.
      expect(ledger.map((row) => row.previousQuantity).sort((a, b) => a - b)).toEqual(
        Array.from({ length: presses }, (_, i) => 12 + i),
      );
    });
  }

  it('when a press is undone, then the reverse movement is ledgered and the stock is back', async () => {
    const good = await newItem(3);
    const plus = await press(good.id, 'inward', employees[0]!);
    expect(plus.json().movement).toMatchObject({ previous_quantity: 3, new_quantity: 4, reason: QUICK_ADJUST_REASON });
    const undo = await press(good.id, 'outward', employees[0]!);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().good.quantity).toBe(3);
    expect((await ledgerOf(good.id)).map((row) => [row.type, row.previousQuantity, row.newQuantity])).toEqual([
      ['inward', 3, 4],
      ['outward', 4, 3],
    ]);
  });

  it('when minus is pressed on an empty shelf or the reason is used to set a count, then it is refused and nothing moves', async () => {
    const good = await newItem(0);
    const minus = await press(good.id, 'outward', employees[0]!);
    expect(minus.statusCode).toBe(409);
    const setCount = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${good.id}/stock`,
      headers: employees[0]!,
      payload: { type: 'adjustment', quantity: 13, reason: QUICK_ADJUST_REASON },
    });
    expect(setCount.statusCode).toBe(400);
    expect(setCount.json().errors).toContainEqual({
      field: 'reason',
      message: 'Reason is not one of the reasons for this movement type',
    });
    expect((await stored(good.id)).quantity).toBe(0);
    expect(await ledgerOf(good.id)).toEqual([]);
  });
});
