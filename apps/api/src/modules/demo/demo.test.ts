import { eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { branches, goods, goodStatusHistory, stockMovements, storageAgreements } from '../../db/schema/index.js';
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

  it('gives the approved application a running agreement whose space is in the branch figures', async () => {
    const [agreement] = await t.db.select().from(storageAgreements);
    expect(agreement).toMatchObject({ status: 'active', volume: 25 });
    const lots = await t.db.select().from(goods).where(eq(goods.agreementId, agreement!.id));
    expect(lots.map((lot) => [lot.status, lot.location])).toEqual([
      ['stored', 'A-01-1'],
      ['stored', 'A-01-2'],
    ]);
    const [branch] = await t.db.select().from(branches).where(eq(branches.id, agreement!.branchId));
    expect(branch!.capacity - branch!.reservedSpace - branch!.availableSpace).toBeGreaterThanOrEqual(agreement!.volume);
  });

  it("gives the customer's goods a status history that ends at their status", async () => {
    const owned = await t.db.select().from(goods).where(isNotNull(goods.ownerId)).orderBy(goods.id);
    const history = await t.db.select().from(goodStatusHistory).orderBy(goodStatusHistory.id);
    const statuses = owned.map((good) =>
      history.filter((entry) => entry.goodId === good.id).map((entry) => entry.status),
    );
    // The customer's own lots, then the two lots of the demo storage agreement (received, then stored).
    expect(statuses).toEqual([
      ['pending', 'stored'],
      ['pending'],
      ['pending', 'active'],
      ['pending', 'stored'],
      ['pending', 'stored'],
    ]);
    expect(statuses.map((entries) => entries.at(-1))).toEqual(owned.map((good) => good.status));
  });
});
