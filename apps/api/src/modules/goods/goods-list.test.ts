import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { inDays, makeBranch, seedGoods } from './goods.fixtures.js';

type Headers = Record<string, string>;

describe('goods list', () => {
  let t: TestApp;
  let admin: Headers;
  let branchId: number;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
    branchId = (await makeBranch(t.db)).id;
    // One item for each stock and expiry case, all in a branch of their own.
    const rows = await seedGoods(t.db, [
      {
        branchId,
        name: 'Alpha Widget',
        sku: 'ALPHA-1',
        supplier: 'Zed Supplies',
        category: 'Electronics',
        quantity: 0,
        lowStockThreshold: 10,
      },
      {
        branchId,
        name: 'Beta Gadget',
        sku: 'BETA-1',
        supplier: 'Widget Works',
        category: 'Electronics',
        quantity: 10,
        lowStockThreshold: 10,
        expiryDate: inDays(0),
      },
      {
        branchId,
        name: 'Gamma Tea',
        sku: 'GAM-1',
        supplier: 'Leaf Co',
        category: 'Food & Beverages',
        quantity: 11,
        lowStockThreshold: 10,
        expiryDate: inDays(30),
      },
      {
        branchId,
        name: 'Delta Coffee',
        sku: 'DEL-1',
        supplier: 'Leaf Co',
        category: 'Food & Beverages',
        quantity: 3,
        lowStockThreshold: 2,
        expiryDate: inDays(31),
      },
      {
        branchId,
        name: 'Epsilon Milk',
        sku: 'EPS_1',
        supplier: '100% Dairy',
        category: 'Food & Beverages',
        quantity: 1,
        lowStockThreshold: 5,
        expiryDate: inDays(-1),
      },
    ]);
    for (const row of rows) names[row.sku!] = row.name;
  });
  afterAll(async () => t.close());

  const list = async (query: string, headers: Headers = admin) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/goods?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      goods: { sku: string; name: string }[];
      total: number;
      page: number;
      limit: number;
      total_pages: number;
    };
  };
  const skus = async (query: string, sort = 'sku') =>
    (await list(`branch=${branchId}&sort=${sort}&${query}`)).goods.map((g) => g.sku);

  it('when no filter is given, then page 1 of 10 newest first with the totals of the whole table', async () => {
    const body = await list('');
    expect(body.page).toBe(1);
    expect(body.limit).toBe(10);
    expect(body.goods).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(24);
    expect(body.total_pages).toBe(Math.ceil(body.total / 10));
    expect(body.goods[0]!.name).toBe('Epsilon Milk');
  });

  it('when an item is read from the list, then it has every field with derived statuses', async () => {
    const [item] = (await list(`branch=${branchId}&search=EPS_1`)).goods as unknown as Record<string, unknown>[];
    expect(item).toMatchObject({
      name: 'Epsilon Milk',
      category: 'Food & Beverages',
      sku: 'EPS_1',
      supplier: '100% Dairy',
      quantity: 1,
      price_per_unit: 0,
      low_stock_threshold: 5,
      max_quantity: 100,
      expiry_date: inDays(-1),
      branch_id: branchId,
      branch: { id: branchId, name: expect.any(String) },
      owner_id: null,
      status: 'active',
      stock_status: 'low-stock',
      expiry_status: 'expired',
    });
    expect(item!.product_id).toEqual(expect.any(String));
    expect(item!.created_at).toMatch(/Z$/);
  });

  it.each([
    ['stock_status=out-of-stock', ['ALPHA-1']],
    ['stock_status=low-stock', ['BETA-1', 'EPS_1']],
    ['stock_status=in-stock', ['DEL-1', 'GAM-1']],
    ['expiry_status=expired', ['EPS_1']],
    ['expiry_status=expiring-soon', ['BETA-1', 'GAM-1']],
    ['expiry_status=fresh', ['ALPHA-1', 'DEL-1']],
    ['category=Electronics', ['ALPHA-1', 'BETA-1']],
    ['category=food%20%26%20beverages', ['DEL-1', 'EPS_1', 'GAM-1']],
    ['search=widget', ['ALPHA-1', 'BETA-1']],
    ['search=leaf', ['DEL-1', 'GAM-1']],
    ['search=beta-', ['BETA-1']],
    ['search=100%25', ['EPS_1']],
    ['search=EPS_', ['EPS_1']],
    ['search=%25', ['EPS_1']],
    ['search=%25%25', []],
    ['search=_', ['EPS_1']],
    ['category=Electronics&stock_status=low-stock', ['BETA-1']],
    ['category=Food%20%26%20Beverages&expiry_status=expiring-soon&search=tea', ['GAM-1']],
    ['stock_status=in-stock&expiry_status=fresh', ['DEL-1']],
    ['stock_status=&expiry_status=all&category=all&search=%20', ['ALPHA-1', 'BETA-1', 'DEL-1', 'EPS_1', 'GAM-1']],
  ])('when filtered by %s (in one branch), then exactly %j', async (query, expected) => {
    expect(await skus(query)).toEqual(expected);
  });

  it('when a quantity is above the maximum, then it reads Overstock, is filtered as such, and is not in stock', async () => {
    const own = (await makeBranch(t.db)).id;
    await seedGoods(t.db, [
      { branchId: own, sku: 'OVER-1', quantity: 320, lowStockThreshold: 10, maxQuantity: 100 },
      { branchId: own, sku: 'FULL-1', quantity: 100, lowStockThreshold: 10, maxQuantity: 100 },
    ]);
    const all = await t.app.inject({ method: 'GET', url: `/api/goods?branch=${own}`, headers: admin });
    const status = Object.fromEntries(
      (all.json() as { goods: { sku: string; stock_status: string }[] }).goods.map((g) => [g.sku, g.stock_status]),
    );
    expect(status).toEqual({ 'OVER-1': 'overstock', 'FULL-1': 'in-stock' });
    expect((await list(`branch=${own}&stock_status=overstock`)).goods.map((g) => g.sku)).toEqual(['OVER-1']);
    expect((await list(`branch=${own}&stock_status=in-stock`)).goods.map((g) => g.sku)).toEqual(['FULL-1']);
    expect((await list(`branch=${own}&stock_status=low-stock`)).goods).toEqual([]);
  });

  it('when the branch filter is used alone, then only that branch is listed', async () => {
    const body = await list('branch=1&limit=100');
    expect(body.goods.length).toBeGreaterThan(0);
    for (const good of body.goods as unknown as { branch_id: number }[]) expect(good.branch_id).toBe(1);
  });

  it('when paging through, then pages are disjoint and totals stay the same', async () => {
    const first = await list(`branch=${branchId}&limit=2&page=1&sort=name`);
    const second = await list(`branch=${branchId}&limit=2&page=2&sort=name`);
    const third = await list(`branch=${branchId}&limit=2&page=3&sort=name`);
    const beyond = await list(`branch=${branchId}&limit=2&page=9&sort=name`);
    expect([first.total, first.total_pages, third.total_pages]).toEqual([5, 3, 3]);
    expect([...first.goods, ...second.goods, ...third.goods].map((g) => g.name)).toEqual([
      'Alpha Widget',
      'Beta Gadget',
      'Delta Coffee',
      'Epsilon Milk',
      'Gamma Tea',
    ]);
    expect(beyond).toMatchObject({ goods: [], total: 5, page: 9 });
  });

  it('when a search is paged, then the total counts every match, also past the last page', async () => {
    const first = await list(`branch=${branchId}&search=e&limit=2&sort=-name`);
    expect(first).toMatchObject({ total: 5, total_pages: 3 });
    expect(first.goods.map((g) => g.name)).toEqual(['Gamma Tea', 'Epsilon Milk']);
    const beyond = await list(`branch=${branchId}&search=e&limit=2&page=4`);
    expect(beyond).toMatchObject({ goods: [], total: 5, total_pages: 3 });
  });

  it('when sorted descending by quantity, then the largest comes first', async () => {
    expect(await skus('', '-quantity')).toEqual(['GAM-1', 'BETA-1', 'DEL-1', 'EPS_1', 'ALPHA-1']);
  });

  it('when the employee inventory asks for 1000, then it is allowed', async () => {
    expect((await list('limit=1000')).limit).toBe(1000);
  });

  it.each([
    'page=0',
    'limit=0',
    'limit=1001',
    'limit=ten',
    'stock_status=plenty',
    'expiry_status=old',
    'sort=password',
    'branch=abc',
  ])('when the query has %s, then 400', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/goods?${query}`, headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });

  it('when an employee lists goods, then it works; a customer gets 403 and nobody signed in 401', async () => {
    const employee = (await signIn(t.app, DEMO.employee)).headers;
    expect((await list('', employee)).total).toBeGreaterThan(0);
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/goods', headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/goods' })).statusCode).toBe(401);
  });
});
