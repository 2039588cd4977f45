import { goodsFilterSchema } from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { makeBranch, seedGoods, today, unique } from './goods.fixtures.js';
import { listGoods, listGoodsStatement } from './goods.repository.js';

/** The list's statements are built once per filter shape and filled with each request's values. */
describe('goods list statement', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = { offset: 0, limit: 10 };
  const names = async (filter: Record<string, unknown>) =>
    (await listGoods(t.db, goodsFilterSchema.parse(filter), today(), page)).rows.map((row) => row.good.name).sort();

  it('when filters of one shape follow each other, then each answers for its own values from one statement text', async () => {
    const [north, south] = [await makeBranch(t.db), await makeBranch(t.db)];
    const tag = unique('Shape');
    await seedGoods(t.db, [
      { branchId: north.id, name: `${tag} Apple`, category: 'Tools' },
      { branchId: north.id, name: `${tag} Pear`, category: 'Books' },
      { branchId: south.id, name: `${tag} Apple South`, category: 'Tools' },
    ]);

    expect(await names({ search: `${tag} Apple`, branch: north.id })).toEqual([`${tag} Apple`]);
    expect(await names({ search: `${tag} Pear`, branch: north.id })).toEqual([`${tag} Pear`]);
    expect(await names({ search: `${tag} Apple`, branch: south.id })).toEqual([`${tag} Apple South`]);
    // Another shape (a category as well) on the same executor is a statement of its own.
    expect(await names({ search: tag, branch: north.id, category: 'Books' })).toEqual([`${tag} Pear`]);
    expect(await names({ search: tag, branch: north.id })).toEqual([`${tag} Apple`, `${tag} Pear`]);

    const apple = listGoodsStatement(t.db, goodsFilterSchema.parse({ search: 'apple' }), today(), page);
    const pear = listGoodsStatement(t.db, goodsFilterSchema.parse({ search: 'pear' }), today(), page);
    expect(pear.text).toBe(apple.text);
    expect(apple.values).toContain('%apple%');
    expect(pear.values).toContain('%pear%');
    expect(pear.values).not.toContain('%apple%');
  });

  it('when the bench sends the list statement through pg, then it reads the rows the list reads', async () => {
    const branch = await makeBranch(t.db);
    const tag = unique('Direct');
    await seedGoods(t.db, [
      { branchId: branch.id, name: `${tag} One` },
      { branchId: branch.id, name: `${tag} Two` },
    ]);
    const filter = goodsFilterSchema.parse({ search: tag });
    const listed = await listGoods(t.db, filter, today(), page);
    const { text, values } = listGoodsStatement(t.db, filter, today(), page);
    const direct = await t.database.pool.query<{ id: number; total: number }>(text, values);
    expect(direct.rows.map((row) => row.id)).toEqual(listed.rows.map((row) => row.good.id));
    expect(direct.rows.map((row) => Number(row.total))).toEqual([2, 2]);
  });
});
