import { describe, expect, it } from 'vitest';
import { INVENTORY_CATEGORIES, itemValue, nudgeQuantity, valueByCategory } from './index.js';

describe('inventory helpers', () => {
  it('offers each category once, from both lists', () => {
    expect(INVENTORY_CATEGORIES).toContain('Documents');
    expect(INVENTORY_CATEGORIES).toContain('Toys');
    expect(new Set(INVENTORY_CATEGORIES).size).toBe(INVENTORY_CATEGORIES.length);
  });
  it('values by category, largest first, to the cent', () => {
    expect(
      valueByCategory([
        { category: 'Books', quantity: 3, price_per_unit: 0.1 },
        { category: 'Tools', quantity: 1, price_per_unit: 5 },
        { category: 'Books', quantity: 1, price_per_unit: 1 },
      ]),
    ).toEqual([
      { category: 'Tools', value: 5 },
      { category: 'Books', value: 1.3 },
    ]);
    expect(itemValue(3, 0.1)).toBe(0.3);
  });
  it('never nudges below 0', () => {
    expect(nudgeQuantity(0, -1)).toBe(0);
    expect(nudgeQuantity(1, -1)).toBe(0);
    expect(nudgeQuantity(9, 1)).toBe(10);
  });
});
