import { describe, expect, it } from 'vitest';
import {
  itemValue,
  nudgeQuantity,
  QUICK_ADJUST_MESSAGES,
  quickAdjustRequest,
  quickAdjustUndoRequest,
  valueByCategory,
} from './index.js';

describe('inventory helpers', () => {
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
  it('when plus or minus is pressed, then one unit moves in or out with the quick-adjust reason, never a count', () => {
    expect(quickAdjustRequest(1)).toEqual({ type: 'inward', quantity: 1, reason: 'Quick Adjustment' });
    expect(quickAdjustRequest(-1)).toEqual({ type: 'outward', quantity: 1, reason: 'Quick Adjustment' });
  });
  it('when a press is undone, then the reverse movement names the one it undoes', () => {
    expect(quickAdjustUndoRequest({ id: 41, type: 'inward' })).toEqual({
      type: 'outward',
      quantity: 1,
      reason: 'Quick Adjustment',
      notes: 'Undo of movement #41',
    });
    expect(quickAdjustUndoRequest({ id: 42, type: 'outward' }).type).toBe('inward');
  });
  it('when a press lands, then the toast says what moved and the stock before and after', () => {
    const movement = { type: 'inward' as const, previous_quantity: 12, new_quantity: 13 };
    expect(QUICK_ADJUST_MESSAGES.moved(movement, 'Lamp')).toBe('Added 1 to Lamp: 12 → 13');
    expect(QUICK_ADJUST_MESSAGES.moved({ ...movement, type: 'outward' }, 'Lamp')).toBe('Removed 1 from Lamp: 12 → 13');
  });
});
