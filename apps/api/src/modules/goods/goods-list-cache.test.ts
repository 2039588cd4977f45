import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { branches, goods } from '../../db/schema/index.js';
import { itemBody, makeBranch, seedGoods, uploadCsv } from './goods.fixtures.js';
import { goodsListVersion } from './goods.repository.js';

type Headers = Record<string, string>;
type ListBody = {
  goods: { id: number; name: string; quantity: number; version: number; branch: { name: string } | null }[];
  total: number;
};

/** The list remembers pages and totals per goods-list version: every change must show at once. */
describe('goods list cache', () => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
  });
  afterAll(() => t.close());

  const list = async (branchId: number, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/goods?branch=${branchId}${query}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as ListBody;
  };

  it('when stock moves through the API, then the next list shows the new quantity', async () => {
    const branch = await makeBranch(t.db);
    const [good] = await seedGoods(t.db, [{ branchId: branch.id, quantity: 5 }]);
    expect((await list(branch.id)).goods[0]!.quantity).toBe(5);
    expect((await list(branch.id)).goods[0]!.quantity).toBe(5);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/goods/${good!.id}/stock`,
      headers: admin,
      payload: { type: 'inward', quantity: 3, reason: 'Purchase Receipt' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list(branch.id)).goods[0]!.quantity).toBe(8);
  });

  it('when another process changes goods directly in the database, then the next list and total show it', async () => {
    const branch = await makeBranch(t.db);
    const [good] = await seedGoods(t.db, [{ branchId: branch.id, quantity: 1 }]);
    expect((await list(branch.id)).total).toBe(1);
    await seedGoods(t.db, [{ branchId: branch.id }, { branchId: branch.id }]);
    await t.db.update(goods).set({ name: 'Renamed elsewhere' }).where(eq(goods.id, good!.id));
    const after = await list(branch.id);
    expect(after.total).toBe(3);
    expect(after.goods.map((g) => g.name)).toContain('Renamed elsewhere');
  });

  it('when a branch is renamed, then the list shows the new branch name', async () => {
    const branch = await makeBranch(t.db);
    await seedGoods(t.db, [{ branchId: branch.id }]);
    expect((await list(branch.id)).goods[0]!.branch?.name).toBe(branch.name);
    await t.db
      .update(branches)
      .set({ name: `${branch.name} North` })
      .where(eq(branches.id, branch.id));
    expect((await list(branch.id)).goods[0]!.branch?.name).toBe(`${branch.name} North`);
  });

  it('when an item is created or deleted, then page and total follow', async () => {
    const branch = await makeBranch(t.db);
    expect((await list(branch.id, '&search=lamp')).total).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/goods',
      headers: admin,
      payload: itemBody({ branch_id: branch.id }),
    });
    expect(created.statusCode).toBe(201);
    const withItem = await list(branch.id, '&search=lamp');
    expect(withItem.total).toBe(1);
    const item = withItem.goods[0]!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/goods/${item.id}?version=${item.version}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(branch.id, '&search=lamp')).total).toBe(0);
  });

  it('when one transaction changes many goods, then the version moves once; a rolled-back change does not move it', async () => {
    const branch = await makeBranch(t.db);
    const before = await goodsListVersion(t.db);
    const csv = [
      'name,category,sku,supplier,quantity,price_per_unit,batch_no,expiry_date,branch_id,low_stock_threshold',
    ]
      .concat([1, 2, 3].map((n) => `Cache Crate ${n},Other,CACHE-${process.pid}-${n},Acme,5,1.00,B1,,${branch.id},2`))
      .join('\n');
    const imported = await uploadCsv(t.app, admin, csv);
    expect(imported.statusCode).toBe(200);
    expect(await goodsListVersion(t.db)).toBe(before + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update goods set quantity = quantity + 1 where branch_id = ${branch.id}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await goodsListVersion(t.db)).toBe(before + 1);
    expect((await list(branch.id)).goods.every((g) => g.quantity === 5)).toBe(true);
  });

  it('when a search no cache has seen is sent, then it costs two database round trips: session and page', async () => {
    const branch = await makeBranch(t.db);
    await seedGoods(t.db, [{ branchId: branch.id, quantity: 5 }]);
    // Warm: the settings read (kept a few seconds) and the side pool's session settings.
    await list(branch.id, '&search=warm');
    // Every statement goes through a pg client, whichever pool it belongs to.
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await list(branch.id, `&search=unseen-${process.pid}`);
      // The session check reads the goods-list version too, so no statement of its own is left.
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });
});
