import { z } from 'zod';
import { detailResponseSchema } from '../common/errors.js';
import { plainText } from '../common/validation.js';
import { versionInRecord } from '../common/versioning.js';
import {
  GOODS_PAGE_DEFAULT_LIMIT,
  GOODS_PAGE_MAX_LIMIT,
  GOODS_SEARCH_MAX_LENGTH,
  MOVEMENTS_PAGE_DEFAULT_LIMIT,
  MOVEMENTS_PAGE_MAX_LIMIT,
} from './constants.js';
import { MOVEMENT_TYPES } from './movements.js';
import { OWNER_SCOPES } from './ownership.js';
import { EXPIRY_STATUSES, STOCK_STATUSES } from './status.js';

/** An item as the API answers it; stock_status and expiry_status are derived with today's date. */
export const goodSchema = z.object({
  id: z.number().int(),
  product_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  sku: z.string().nullable(),
  supplier: z.string().nullable(),
  quantity: z.number().int(),
  price_per_unit: z.number(),
  low_stock_threshold: z.number().int(),
  max_quantity: z.number().int(),
  batch_no: z.string().nullable(),
  expiry_date: z.string().nullable().describe('YYYY-MM-DD'),
  branch_id: z.number().int().nullable(),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  location: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  /** A customer's lot: its owner; null for warehouse stock. */
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** For a customer's lot, its customer-goods status (pending, stored...); 'active' for stock. */
  status: z.string(),
  stock_status: z.enum(STOCK_STATUSES),
  expiry_status: z.enum(EXPIRY_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  ...versionInRecord,
});
export type Good = z.infer<typeof goodSchema>;

/** Sort keys of the list: a name, or a name with a leading '-' for descending. */
export const GOODS_SORT_FIELDS = [
  'name',
  'sku',
  'category',
  'quantity',
  'price_per_unit',
  'expiry_date',
  'created_at',
  'updated_at',
] as const;
export type GoodsSortField = (typeof GOODS_SORT_FIELDS)[number];
export const GOODS_SORTS = GOODS_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);
export type GoodsSort = GoodsSortField | `-${GoodsSortField}`;
/** Newest first. */
export const GOODS_DEFAULT_SORT: GoodsSort = '-created_at';

/** The screen omits empty filters; 'all' (a select's "any" choice) means the same. */
const omitted = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

/** Filters shared by the list and the CSV export. */
export const goodsFilterSchema = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    plainText(GOODS_SEARCH_MAX_LENGTH).optional(),
  ),
  category: z.preprocess(omitted, plainText(60).optional()),
  branch: z.preprocess(omitted, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  stock_status: z.preprocess(omitted, z.enum(STOCK_STATUSES).optional()),
  expiry_status: z.preprocess(omitted, z.enum(EXPIRY_STATUSES).optional()),
  owner: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : omitted(value)),
      z.union([z.enum(OWNER_SCOPES), z.number().int().positive().max(2_147_483_647)]).optional(),
    )
    .describe("'warehouse' (stock only), 'customers' (customers' stored goods) or a customer's user id; omitted: all"),
  sort: z.preprocess(
    omitted,
    z.enum(GOODS_SORTS as unknown as [GoodsSort, ...GoodsSort[]]).default(GOODS_DEFAULT_SORT),
  ),
});
export type GoodsFilter = z.output<typeof goodsFilterSchema>;

/** The export's owner choice for every good: stock and lots together, with the owner column. */
export const EXPORT_ALL_OWNERS = 'all';

/**
 * GET /api/goods/export: the list's filters, except that the owner defaults to warehouse stock
 * (lots are never mixed into stock unasked); 'all' asks for stock and lots together.
 */
export const goodsExportQuerySchema = goodsFilterSchema.extend({
  owner: z
    .preprocess(
      (value) =>
        value === undefined || value === ''
          ? 'warehouse'
          : typeof value === 'string' && /^\d+$/.test(value)
            ? Number(value)
            : value,
      z.union([z.enum([...OWNER_SCOPES, EXPORT_ALL_OWNERS]), z.number().int().positive().max(2_147_483_647)]),
    )
    .describe(
      "'warehouse' (the default: stock only), 'customers', a customer's user id, or 'all' (stock and lots, with an owner column)",
    ),
});
export type GoodsExportQuery = z.output<typeof goodsExportQuerySchema>;

/**
 * GET /api/goods. The screen offers page sizes 5, 10, 25, 50 and 100; any limit from 1 to 1000 is
 * accepted because the employee inventory reads its whole list with limit 1000.
 */
export const goodsListQuerySchema = goodsFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(GOODS_PAGE_MAX_LIMIT).default(GOODS_PAGE_DEFAULT_LIMIT),
});

export const goodsListResponseSchema = z.object({
  goods: z.array(goodSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type GoodsListResponse = z.infer<typeof goodsListResponseSchema>;

export const pageCountOf = (total: number, limit: number) => Math.ceil(total / limit);

export const stockMovementSchema = z.object({
  id: z.number().int(),
  good_id: z.number().int(),
  type: z.enum(MOVEMENT_TYPES),
  quantity: z.number().int(),
  previous_quantity: z.number().int(),
  new_quantity: z.number().int(),
  reason: z.string(),
  reference_number: z.string().nullable(),
  notes: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockUpdateResponseSchema = z.object({
  detail: z.string(),
  good: goodSchema,
  movement: stockMovementSchema,
});
export type StockUpdateResponse = z.infer<typeof stockUpdateResponseSchema>;

export const movementsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MOVEMENTS_PAGE_MAX_LIMIT).default(MOVEMENTS_PAGE_DEFAULT_LIMIT),
});

export const movementsListResponseSchema = z.object({
  movements: z.array(stockMovementSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type MovementsListResponse = z.infer<typeof movementsListResponseSchema>;

/** GET /api/goods/categories: the list and every category goods carry, with how many goods carry it. */
export const goodsCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      /** Goods carrying it now (0 for a listed category nobody uses). */
      items: z.number().int(),
      /** Whether it is on the one list (GOOD_CATEGORIES); off-list names are older rows'. */
      listed: z.boolean(),
    }),
  ),
});

/** GET /api/goods/owners: the customers who have goods stored, for the owner filter. */
export const goodsOwnersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GOODS_PAGE_MAX_LIMIT).default(GOODS_PAGE_MAX_LIMIT),
});
export const goodsOwnersResponseSchema = z.object({
  owners: z.array(z.object({ id: z.number().int(), name: z.string(), lots: z.number().int() })),
  total: z.number().int(),
});
export type GoodsOwnersResponse = z.infer<typeof goodsOwnersResponseSchema>;

export const goodDeleteResponseSchema = detailResponseSchema;
