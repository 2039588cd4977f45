import { describe, expect, it } from 'vitest';
import {
  canChangeGoodStatus,
  customerGoodsTotals,
  formatGoodValue,
  goodDisplayId,
  goodStatusChangeSchema,
  goodStatusLabel,
  goodStatusTone,
  isStorageDateAllowed,
  nextGoodStatuses,
  normalizeGoodStatus,
  storeGoodsFormSchema,
  storeGoodsSchema,
  STORE_GOODS_MESSAGES,
} from './index.js';

const valid = { name: 'Sofa', category: 'Furniture', value: 120.5 };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('store goods request', () => {
  it('when name, category and value are given, then it parses with nulls for the rest', () => {
    expect(storeGoodsSchema.parse(valid)).toMatchObject({ ...valid, description: null, storage_date: null });
  });
  it('when the category is missing or not in the list, then it is refused', () => {
    expect(messages(storeGoodsSchema.safeParse({ ...valid, category: undefined }))).toContain(
      STORE_GOODS_MESSAGES.categoryRequired,
    );
    expect(messages(storeGoodsSchema.safeParse({ ...valid, category: 'Gadgets' }))).toEqual([
      STORE_GOODS_MESSAGES.categoryUnknown,
    ]);
  });
  it('when a category of the one list or a legacy name is sent, then the list spelling is taken', () => {
    expect(storeGoodsSchema.parse({ ...valid, category: 'Toys' }).category).toBe('Toys');
    expect(storeGoodsSchema.parse({ ...valid, category: 'Sports Equipment' }).category).toBe('Sports');
  });
  it('when the value is negative or has 3 decimals, then it is refused; 0 and 0.01 pass', () => {
    expect(messages(storeGoodsSchema.safeParse({ ...valid, value: -0.01 }))).toContain(
      STORE_GOODS_MESSAGES.valueNegative,
    );
    expect(messages(storeGoodsSchema.safeParse({ ...valid, value: 1.005 }))).toContain(STORE_GOODS_MESSAGES.valueCents);
    expect(storeGoodsSchema.safeParse({ ...valid, value: 0 }).success).toBe(true);
    expect(storeGoodsSchema.safeParse({ ...valid, value: 19.99 }).success).toBe(true);
  });
  it('when the name is blank, then the required message is given', () => {
    expect(messages(storeGoodsSchema.safeParse({ ...valid, name: '  ' }))).toEqual([STORE_GOODS_MESSAGES.nameRequired]);
  });
  it('when the storage date is before today, then the form refuses it; today passes', () => {
    const schema = storeGoodsFormSchema('2026-03-10');
    expect(messages(schema.safeParse({ ...valid, storage_date: '2026-03-09' }))).toContain(
      STORE_GOODS_MESSAGES.storageDatePast,
    );
    expect(schema.safeParse({ ...valid, storage_date: '2026-03-10' }).success).toBe(true);
    expect(storeGoodsSchema.safeParse({ ...valid, storage_date: '2026-02-30' }).success).toBe(false);
  });
  it('isStorageDateAllowed compares dates at the day boundary', () => {
    expect(isStorageDateAllowed('2026-01-01', '2026-01-01')).toBe(true);
    expect(isStorageDateAllowed('2025-12-31', '2026-01-01')).toBe(false);
  });
});

describe('good status', () => {
  it('normalises any case and spacing to the canonical form', () => {
    expect(normalizeGoodStatus('In Transit')).toBe('in_transit');
    expect(normalizeGoodStatus('in-transit')).toBe('in_transit');
    expect(normalizeGoodStatus('ACTIVE')).toBe('active');
    expect(normalizeGoodStatus('lost')).toBeUndefined();
  });
  it('labels and colours are case-insensitive, unknown values grey', () => {
    expect(goodStatusLabel('in_transit')).toBe('In Transit');
    expect(goodStatusTone('Active')).toBe(goodStatusTone('active'));
    expect(goodStatusTone('PENDING')).toBe('orange');
    expect(goodStatusTone('whatever')).toBe('gray');
  });
  it('transitions: pending to stored/active only; delivered and removed are final; removal is no move', () => {
    expect(nextGoodStatuses('pending')).toEqual(['stored', 'active']);
    // Removing takes a reason (removal.ts); the status change never reaches it.
    for (const from of ['pending', 'stored', 'active', 'inactive'])
      expect(canChangeGoodStatus(from, 'removed')).toBe(false);
    expect(canChangeGoodStatus('pending', 'In Transit')).toBe(false);
    expect(canChangeGoodStatus('stored', 'in transit')).toBe(true);
    expect(canChangeGoodStatus('in_transit', 'delivered')).toBe(true);
    expect(nextGoodStatuses('delivered')).toEqual([]);
    expect(nextGoodStatuses('Removed')).toEqual([]);
  });
  it('the change request accepts the display spelling', () => {
    expect(goodStatusChangeSchema.parse({ status: 'In Transit' }).status).toBe('in_transit');
    expect(goodStatusChangeSchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('formatting', () => {
  it('goodDisplayId pads to 3 digits', () => {
    expect(goodDisplayId(7)).toBe('GOOD-007');
    expect(goodDisplayId(42)).toBe('GOOD-042');
    expect(goodDisplayId(1234)).toBe('GOOD-1234');
  });
  it('formatGoodValue gives dollars with 2 decimals or N/A for 0', () => {
    expect(formatGoodValue(0)).toBe('N/A');
    expect(formatGoodValue(12.5)).toBe('$12.50');
    expect(formatGoodValue(1234.56)).toBe('$1,234.56');
  });
  it('customerGoodsTotals counts active and pending case-insensitively and sums values', () => {
    expect(
      customerGoodsTotals([
        { status: 'Active', value: 10.1 },
        { status: 'pending', value: 0.2 },
        { status: 'PENDING', value: 0 },
        { status: 'stored', value: 5 },
      ]),
    ).toEqual({ total: 4, active: 1, pending: 2, totalValue: 15.3 });
  });
});
