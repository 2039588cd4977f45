/**
 * The one category list of goods, for warehouse stock and customers' stored goods alike: the Store
 * Goods form, the item form, the filters and the CSV import all offer and accept exactly these.
 * It is the union of spec 01's Store Goods categories and spec 02's item categories, in their words;
 * the one pair that named the same thing twice ("Sports" in spec 02, "Sports Equipment" in spec 01)
 * is kept once as "Sports", and the other name is a legacy name mapped onto it.
 * Alphabetical, with Other last, so a person finds a name in a 15-entry list at a glance.
 */
export const GOOD_CATEGORIES = [
  'Appliances',
  'Artwork',
  'Automotive',
  'Beauty',
  'Books',
  'Clothing',
  'Documents',
  'Electronics',
  'Food & Beverages',
  'Furniture',
  'Home & Garden',
  'Sports',
  'Tools',
  'Toys',
  'Other',
] as const;
export type GoodCategory = (typeof GOOD_CATEGORIES)[number];

/**
 * Names used before the list was one (lower case, single-spaced) and the category each now is.
 * Migration 0009 rewrote stored rows with the same map; keep the two in step.
 */
export const LEGACY_CATEGORY_NAMES: Readonly<Record<string, GoodCategory>> = {
  'sports equipment': 'Sports',
  'food and beverages': 'Food & Beverages',
  'home and garden': 'Home & Garden',
};

const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The list's category for a name in any case or spacing, or for a legacy name; undefined when the
 * name is not one of ours.
 */
export function canonicalCategory(value: string): GoodCategory | undefined {
  const wanted = key(value);
  return GOOD_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? LEGACY_CATEGORY_NAMES[wanted];
}

/**
 * A category filter's choices: the list, then any category goods still carry that is not on it
 * (rows older than the list keep their own until someone edits them), each once, in list order.
 */
export function categoryFilterOptions(inUse: readonly string[]): string[] {
  const extra = inUse.filter((name) => canonicalCategory(name) === undefined);
  return [...GOOD_CATEGORIES, ...[...new Set(extra)].sort((a, b) => a.localeCompare(b))];
}
