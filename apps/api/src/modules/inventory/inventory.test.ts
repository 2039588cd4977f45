import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import { makeBranch, seedGoods } from '../goods/goods.fixtures.js';

type Headers = Record<string, string>;

describe('inventory summary and low stock', () => {
  let t: TestApp;
  let employee: Headers;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    employee = (await signIn(t.app, DEMO.employee)).headers;
    branchId = (await makeBranch(t.db)).id;
    await worksAt(t.db, 'employee1', branchId);
    await seedGoods(t.db, [
      { branchId, name: 'Zyx Empty', category: 'Toys', quantity: 0, pricePerUnit: '5.00' },
      { branchId, name: 'Zyx Low', category: 'Toys', quantity: 4, lowStockThreshold: 5, pricePerUnit: '2.50' },
      { branchId, name: 'Zyx Full', category: 'Toys', quantity: 20, lowStockThreshold: 5, pricePerUnit: '1.25' },
      { branchId, name: 'Zyx Other', category: 'Books', quantity: 30, pricePerUnit: '10.00' },
    ]);
  });
  afterAll(async () => t?.close());

  const summary = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/inventory/summary?${query}`, headers: employee });

  it('when filtered by branch and category, then the tiles count and value exactly those items', async () => {
    const response = await summary(`branch=${branchId}&category=Toys`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_items: 3, in_stock: 1, low_stock: 1, out_of_stock: 1, total_value: 35 });
  });

  it('when filtered by search and stock status, then the same filters as the list apply', async () => {
    expect((await summary(`search=Zyx&branch=${branchId}`)).json()).toMatchObject({ total_items: 4, total_value: 335 });
    expect((await summary(`search=Zyx&stock_status=low-stock`)).json()).toMatchObject({
      total_items: 1,
      low_stock: 1,
      in_stock: 0,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/goods?branch=${branchId}&stock_status=in-stock`,
      headers: employee,
    });
    expect((await summary(`branch=${branchId}&stock_status=in-stock`)).json().total_items).toBe(list.json().total);
  });

  it('when the status filter is unknown, then 400', async () => {
    expect((await summary('stock_status=plenty')).statusCode).toBe(400);
  });

  it('when low stock is listed, then items at or below threshold come back, emptiest first, bounded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/low-stock?limit=100',
      headers: employee,
    });
    expect(response.statusCode).toBe(200);
    const { goods, total } = response.json() as {
      goods: { name: string; quantity: number; low_stock_threshold: number }[];
      total: number;
    };
    expect(goods.every((g) => g.quantity <= g.low_stock_threshold)).toBe(true);
    expect(goods.map((g) => g.name)).toEqual(expect.arrayContaining(['Zyx Empty', 'Zyx Low']));
    expect(goods.map((g) => g.name)).not.toContain('Zyx Full');
    expect(total).toBeGreaterThanOrEqual(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inventory/low-stock?limit=101', headers: employee })).statusCode,
    ).toBe(400);
  });

  it('when a customer asks, then 403', async () => {
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/inventory/summary', headers: customer })).statusCode).toBe(
      403,
    );
  });
});
