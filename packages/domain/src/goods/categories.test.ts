import { describe, expect, it } from 'vitest';
import { canonicalCategory, categoryFilterOptions, GOOD_CATEGORIES, LEGACY_CATEGORY_NAMES } from './categories.js';

const SPEC_01_STORE_GOODS = [
  'Electronics',
  'Furniture',
  'Documents',
  'Clothing',
  'Books',
  'Artwork',
  'Appliances',
  'Sports Equipment',
  'Tools',
  'Other',
];
const SPEC_02_ITEM_FORM = [
  'Electronics',
  'Clothing',
  'Food & Beverages',
  'Furniture',
  'Books',
  'Toys',
  'Sports',
  'Beauty',
  'Home & Garden',
  'Automotive',
  'Other',
];

describe('the one category list', () => {
  it('when any category of either spec list is given, then it maps onto exactly one listed category', () => {
    for (const name of [...SPEC_01_STORE_GOODS, ...SPEC_02_ITEM_FORM])
      expect(GOOD_CATEGORIES, name).toContain(canonicalCategory(name));
  });

  it('when "Sports" and "Sports Equipment" are given, then both are Sports and only Sports is listed', () => {
    expect(canonicalCategory('Sports')).toBe('Sports');
    expect(canonicalCategory('Sports Equipment')).toBe('Sports');
    expect(GOOD_CATEGORIES).not.toContain('Sports Equipment');
  });

  it('lists each category once, Other last', () => {
    expect(new Set(GOOD_CATEGORIES).size).toBe(GOOD_CATEGORIES.length);
    expect(GOOD_CATEGORIES.at(-1)).toBe('Other');
  });

  it('when a name differs only in case or spacing, then the listed spelling is returned', () => {
    expect(canonicalCategory('  food   &  beverages ')).toBe('Food & Beverages');
    expect(canonicalCategory('SPORTS equipment')).toBe('Sports');
    expect(canonicalCategory('home and garden')).toBe('Home & Garden');
  });

  it('when a name is neither listed nor legacy, then it is not a category', () => {
    expect(canonicalCategory('Gadgets')).toBeUndefined();
    expect(canonicalCategory('')).toBeUndefined();
    expect(canonicalCategory('Sport')).toBeUndefined();
  });

  it('maps every legacy name onto a listed category, and no legacy name is itself listed', () => {
    for (const [legacy, category] of Object.entries(LEGACY_CATEGORY_NAMES)) {
      expect(GOOD_CATEGORIES).toContain(category);
      expect(GOOD_CATEGORIES.map((c) => c.toLowerCase())).not.toContain(legacy);
    }
  });

  it('when goods carry an off-list category, then the filter offers the list and that name once', () => {
    expect(categoryFilterOptions(['Books', 'Hardware', 'sports equipment', 'Hardware'])).toEqual([
      ...GOOD_CATEGORIES,
      'Hardware',
    ]);
    expect(categoryFilterOptions([])).toEqual([...GOOD_CATEGORIES]);
  });
});
