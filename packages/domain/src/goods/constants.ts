/** Numbers and lists of spec 02 for goods (sections 5 and 9), shared by the server and the screens. */

export { canonicalCategory, GOOD_CATEGORIES } from './categories.js';

/** Item form defaults: quantity 0, price 0, low stock threshold 10; max quantity 100 (spec 01). */
export const GOOD_DEFAULTS = { quantity: 0, price_per_unit: 0, low_stock_threshold: 10, max_quantity: 100 } as const;
export const DEFAULT_LOW_STOCK_THRESHOLD = GOOD_DEFAULTS.low_stock_threshold;

/** Expiring-soon window in days (spec 02 section 9). */
export const EXPIRING_SOON_DAYS = 30;

/** Page-size selector of the goods screen; the list itself accepts any limit up to the maximum. */
export const GOODS_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const GOODS_PAGE_DEFAULT_LIMIT = 10;
/** The employee inventory reads "limit 1000" in one call (spec 01 section 7), so that is the bound. */
export const GOODS_PAGE_MAX_LIMIT = 1000;
export const GOODS_SEARCH_MAX_LENGTH = 100;

export const MOVEMENTS_PAGE_DEFAULT_LIMIT = 20;
export const MOVEMENTS_PAGE_MAX_LIMIT = 100;

/** Stored as a 32-bit integer; a movement that would pass it is refused rather than overflowing. */
export const MAX_STOCK_QUANTITY = 2_147_483_647;
/** numeric(12,2) */
export const MAX_PRICE = 9_999_999_999.99;

/** Text column limits of the goods table. */
export const GOOD_TEXT_LIMITS = {
  name: 200,
  description: 2000,
  category: 60,
  sku: 80,
  supplier: 200,
  batch_no: 80,
  location: 120,
  product_id: 40,
  reference_number: 100,
  notes: 1000,
} as const;

export const SKU_MIN_LENGTH = 3;

/** Import file limits: the screen states 10 MB (spec 02 section 9); the server enforces it. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Bounds one import transaction; a 10 MB file of typical rows stays well below it. */
export const IMPORT_MAX_ROWS = 50_000;
/** The preview shows the first 5 valid rows. */
export const IMPORT_PREVIEW_ROWS = 5;
