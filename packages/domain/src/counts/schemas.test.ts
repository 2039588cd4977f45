import { describe, expect, it } from 'vitest';
import {
  COUNT_MESSAGES,
  countCreateSchema,
  countLineEntrySchema,
  countLineSchema,
  countRecountSchema,
} from './schemas.js';

describe('count schemas', () => {
  it('when a count is started, then it is blind by default and a category or location scope needs its value', () => {
    expect(countCreateSchema.parse({ branch_id: 1, scope: 'all' })).toEqual({
      branch_id: 1,
      scope: 'all',
      category: null,
      location: null,
      blind: true,
      note: null,
    });
    const noCategory = countCreateSchema.safeParse({ branch_id: 1, scope: 'category', category: '  ' });
    expect(noCategory.error?.issues[0]).toMatchObject({ path: ['category'], message: COUNT_MESSAGES.categoryRequired });
    const noLocation = countCreateSchema.safeParse({ branch_id: 1, scope: 'location' });
    expect(noLocation.error?.issues[0]).toMatchObject({ path: ['location'], message: COUNT_MESSAGES.locationRequired });
    expect(countCreateSchema.safeParse({ branch_id: 1, scope: 'shelf' }).success).toBe(false);
    expect(countCreateSchema.safeParse({ branch_id: 0, scope: 'all' }).success).toBe(false);
    expect(countCreateSchema.safeParse({ branch_id: 1, scope: 'all', extra: 1 }).success).toBe(false);
  });

  it('when a quantity is entered, then a whole number from 0 up to the maximum', () => {
    expect(countLineEntrySchema.parse({ counted_quantity: 0, version: 1 })).toEqual({
      counted_quantity: 0,
      version: 1,
    });
    for (const bad of [-1, 1.5, '3', null, 1_000_001]) {
      const result = countLineEntrySchema.safeParse({ counted_quantity: bad });
      expect(result.error?.issues[0]?.message, String(bad)).toBe(COUNT_MESSAGES.quantityInvalid);
    }
  });

  it('when a recount is asked, then it names at least one line', () => {
    expect(countRecountSchema.safeParse({ line_ids: [] }).error?.issues[0]?.message).toBe(
      COUNT_MESSAGES.recountLinesRequired,
    );
    expect(countRecountSchema.parse({ line_ids: [3], version: 2 })).toEqual({ line_ids: [3], version: 2 });
  });

  it('when a blind line is read, then it has no expected quantity at all', () => {
    const line = {
      id: 1,
      good_id: 2,
      sku: 'A',
      item_name: 'Bolt',
      category: 'Other',
      location: null,
      counted_quantity: null,
      counted_by: null,
      counted_at: null,
      recount: false,
      version: 1,
    };
    expect(Object.keys(countLineSchema.parse(line))).not.toContain('expected_quantity');
    expect(countLineSchema.parse({ ...line, expected_quantity: 4 }).expected_quantity).toBe(4);
  });
});

describe('count admin threshold setting', () => {
  it('when nothing is stored, then 500; from 0 up to the maximum in whole units, else refused', async () => {
    const { defaultSystemSettings, systemSettingsSchema } = await import('../settings/system.js');
    expect(defaultSystemSettings().count_variance_admin_threshold).toBe(500);
    for (const [value, ok] of [
      [0, true],
      [1_000_000, true],
      [-1, false],
      [1_000_001, false],
      [2.5, false],
    ] as const) {
      expect(systemSettingsSchema.safeParse({ count_variance_admin_threshold: value }).success, String(value)).toBe(ok);
    }
  });
});
