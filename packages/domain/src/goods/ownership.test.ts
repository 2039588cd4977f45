import { describe, expect, it } from 'vitest';
import { goodStockStatus, isCustomerLot, isLowStockAlert } from './ownership.js';
import { goodsFilterSchema } from './schemas.js';

const stock = (quantity: number, low_stock_threshold = 10) => ({ quantity, low_stock_threshold, owner_id: null });
const lot = (quantity: number, low_stock_threshold = 0) => ({ quantity, low_stock_threshold, owner_id: 7 });

describe('the low-stock rule', () => {
  it('when warehouse stock is at, below or above its threshold, then it alerts at and below only', () => {
    expect(isLowStockAlert(stock(10))).toBe(true);
    expect(isLowStockAlert(stock(1))).toBe(true);
    expect(isLowStockAlert(stock(0))).toBe(true);
    expect(isLowStockAlert(stock(11))).toBe(false);
  });

  it("when a customer's lot holds 1 of an old threshold of 10, then it is no low-stock alert", () => {
    expect(isCustomerLot(lot(1))).toBe(true);
    expect(isLowStockAlert(lot(1, 10))).toBe(false);
    expect(isLowStockAlert(lot(1))).toBe(false);
    expect(isLowStockAlert(lot(0))).toBe(false);
  });

  it("when a customer's lot is shown, then it is in stock while it holds anything, never low", () => {
    expect(goodStockStatus(lot(1, 10))).toBe('in-stock');
    expect(goodStockStatus(lot(0))).toBe('out-of-stock');
    expect(goodStockStatus(stock(3))).toBe('low-stock');
    expect(goodStockStatus(stock(0))).toBe('out-of-stock');
  });
});

describe('the owner filter', () => {
  it('reads warehouse, customers or a customer id; empty and all mean every good', () => {
    expect(goodsFilterSchema.parse({ owner: 'warehouse' }).owner).toBe('warehouse');
    expect(goodsFilterSchema.parse({ owner: 'customers' }).owner).toBe('customers');
    expect(goodsFilterSchema.parse({ owner: '42' }).owner).toBe(42);
    expect(goodsFilterSchema.parse({ owner: '' }).owner).toBeUndefined();
    expect(goodsFilterSchema.parse({ owner: 'all' }).owner).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const owner of ['0', '-3', 'staff', '1.5', '99999999999'])
      expect(goodsFilterSchema.safeParse({ owner }).success, owner).toBe(false);
  });
});
