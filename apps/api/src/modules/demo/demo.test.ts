import { gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { goods, goodStatusHistory, stockMovements } from '../../db/schema/index.js';
import { seedDemoData } from './demo.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds only an empty database', async () => {
    expect(await seedDemoData(t.db)).toBe(false);
  });

  // The ledger is the history of every quantity: a demo item whose ledger did not end at its
  // quantity would show a movement history that contradicts its stock.
  it('gives every stocked item a ledger that ends at its quantity', async () => {
    const stocked = await t.db.select().from(goods).where(gt(goods.quantity, 0)).orderBy(goods.id);
    const ledger = await t.db.select().from(stockMovements).orderBy(stockMovements.id);
    expect(stocked.length).toBeGreaterThan(0);
    for (const good of stocked) {
      const last = ledger.filter((movement) => movement.goodId === good.id).at(-1);
      expect({ item: good.productId, ledger: last?.newQuantity }).toEqual({
        item: good.productId,
        ledger: good.quantity,
      });
    }
  });

  it("gives the customer's goods a status history that ends at their status", async () => {
    const owned = await t.db.select().from(goods).where(isNotNull(goods.ownerId)).orderBy(goods.id);
    const history = await t.db.select().from(goodStatusHistory).orderBy(goodStatusHistory.id);
    const statuses = owned.map((good) =>
      history.filter((entry) => entry.goodId === good.id).map((entry) => entry.status),
    );
    expect(statuses).toEqual([['pending', 'stored'], ['pending'], ['pending', 'active']]);
    expect(statuses.map((entries) => entries.at(-1))).toEqual(owned.map((good) => good.status));
  });
});
