import { describe, expect, it } from 'vitest';
import { MAX_STOCK_QUANTITY } from './constants.js';
import {
  applyMovement,
  isMovementReason,
  MOVEMENT_REASONS,
  QUICK_ADJUST_REASON,
  stockSuccessMessage,
  stockUpdateSchema,
} from './movements.js';

describe('movement arithmetic', () => {
  it('when stock comes in, then it is added', () => {
    expect(applyMovement(5, 'inward', 3)).toEqual({ ok: true, quantity: 8 });
    expect(applyMovement(0, 'inward', 1)).toEqual({ ok: true, quantity: 1 });
  });

  it('when stock goes out within the stock, then it is removed, down to exactly 0', () => {
    expect(applyMovement(5, 'outward', 3)).toEqual({ ok: true, quantity: 2 });
    expect(applyMovement(5, 'outward', 5)).toEqual({ ok: true, quantity: 0 });
  });

  it('when more goes out than is in stock, then it is refused with the spec message', () => {
    expect(applyMovement(5, 'outward', 6)).toEqual({
      ok: false,
      message: 'Cannot dispatch 6 items. Only 5 available.',
    });
    expect(applyMovement(0, 'outward', 1)).toEqual({
      ok: false,
      message: 'Cannot dispatch 1 items. Only 0 available.',
    });
  });

  it('when stock is adjusted, then the entered value is the new stock, 0 included', () => {
    expect(applyMovement(5, 'adjustment', 12)).toEqual({ ok: true, quantity: 12 });
    expect(applyMovement(5, 'adjustment', 0)).toEqual({ ok: true, quantity: 0 });
    expect(applyMovement(5, 'adjustment', 5)).toEqual({ ok: true, quantity: 5 });
  });

  it.each([
    ['inward', 0, 'Quantity must be greater than 0'],
    ['outward', 0, 'Quantity must be greater than 0'],
    ['inward', -2, 'Quantity must be greater than 0'],
    ['adjustment', -1, 'Quantity cannot be negative'],
    ['inward', 1.5, 'Quantity must be a whole number'],
    ['adjustment', Number.NaN, 'Quantity must be greater than 0'],
    ['adjustment', 2_147_483_648, 'Quantity must be at most 2,147,483,647'],
  ] as const)('when a %s movement has quantity %d, then it is refused: %s', (type, quantity, message) => {
    expect(applyMovement(10, type, quantity)).toEqual({ ok: false, message });
  });

  it('when an inward movement would pass the storable maximum, then it is refused', () => {
    expect(applyMovement(MAX_STOCK_QUANTITY, 'inward', 1)).toEqual({ ok: false, message: 'Quantity is too large' });
    expect(applyMovement(MAX_STOCK_QUANTITY - 1, 'inward', 1)).toEqual({ ok: true, quantity: MAX_STOCK_QUANTITY });
  });

  it('when reporting success, then the text names the item and the direction', () => {
    expect(stockSuccessMessage('inward', 'Mouse')).toBe('Stock successfully added to Mouse');
    expect(stockSuccessMessage('outward', 'Mouse')).toBe('Stock successfully removed from Mouse');
    expect(stockSuccessMessage('adjustment', 'Mouse')).toBe('Stock successfully adjusted for Mouse');
  });
});

describe('movement reasons', () => {
  it('when listing reasons, then each type has the spec list', () => {
    expect(MOVEMENT_REASONS.inward).toEqual([
      'Purchase Receipt',
      'Return from Customer',
      'Production',
      'Transfer In',
      'Initial Stock',
      'Other',
    ]);
    expect(MOVEMENT_REASONS.outward).toEqual([
      'Sale',
      'Damaged/Expired',
      'Transfer Out',
      'Return to Supplier',
      'Sample/Demo',
      'Other',
    ]);
    expect(MOVEMENT_REASONS.adjustment).toEqual([
      'Physical Count Correction',
      'System Error Fix',
      'Damage Write-off',
      'Theft/Loss',
      'Other',
    ]);
  });

  it("when a reason belongs to another type, then it is not one of this type's", () => {
    expect(isMovementReason('inward', 'Sale')).toBe(false);
    expect(isMovementReason('outward', 'Sale')).toBe(true);
  });

  it('when the minus/plus buttons move stock, then their reason is taken for inward and outward, never to set a count', () => {
    expect(isMovementReason('inward', QUICK_ADJUST_REASON)).toBe(true);
    expect(isMovementReason('outward', QUICK_ADJUST_REASON)).toBe(true);
    expect(isMovementReason('adjustment', QUICK_ADJUST_REASON)).toBe(false);
    expect(MOVEMENT_REASONS.inward).not.toContain(QUICK_ADJUST_REASON);
  });
});

describe('stock update request', () => {
  const issues = (body: unknown) => {
    const result = stockUpdateSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  };

  it('when the spec payload is sent, then the informational fields are accepted and the rest parsed', () => {
    const result = stockUpdateSchema.parse({
      type: 'outward',
      quantity: '4',
      reason: 'Sale',
      reference_number: ' SO-1 ',
      notes: '',
      updated_by: 'admin',
      good_id: 3,
      previous_quantity: 999,
      new_quantity: -5,
      updated_at: 'now',
    });
    expect(result).toMatchObject({
      type: 'outward',
      quantity: 4,
      reason: 'Sale',
      reference_number: 'SO-1',
      notes: null,
    });
  });

  it.each([
    [{ type: 'inward', quantity: 0, reason: 'Production' }, 'quantity', 'Quantity must be greater than 0'],
    [{ type: 'inward', reason: 'Production' }, 'quantity', 'Quantity must be greater than 0'],
    [{ type: 'inward', quantity: '', reason: 'Production' }, 'quantity', 'Quantity must be greater than 0'],
    [{ type: 'adjustment', quantity: -1, reason: 'Other' }, 'quantity', 'Quantity cannot be negative'],
    [{ type: 'inward', quantity: 2, reason: '' }, 'reason', 'Reason is required'],
    [{ type: 'inward', quantity: 2 }, 'reason', 'Reason is required'],
    [
      { type: 'inward', quantity: 2, reason: 'Sale' },
      'reason',
      'Reason is not one of the reasons for this movement type',
    ],
    [{ type: 'sideways', quantity: 2, reason: 'Other' }, 'type', 'Movement type must be inward, outward or adjustment'],
  ])('when the body is %j, then %s reports %j', (body, field, message) => {
    expect(issues(body)).toContainEqual({ field, message });
  });

  it('when an adjustment sets 0, then it is accepted', () => {
    expect(issues({ type: 'adjustment', quantity: 0, reason: 'Theft/Loss' })).toEqual([]);
  });
});
