import { z } from 'zod';
import { optionalText, plainText, requiredText } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { canonicalCategory, GOOD_CATEGORIES } from '../goods/categories.js';
import { MAX_PRICE } from '../goods/constants.js';
import { goodSchema, goodsFilterSchema } from '../goods/schemas.js';
import { isIsoDate } from '../goods/status.js';
import {
  CUSTOMER_GOODS_LIST_MAX,
  LOW_STOCK_LIST_DEFAULT_LIMIT,
  LOW_STOCK_LIST_MAX_LIMIT,
  STORE_GOODS_MESSAGES as M,
} from './constants.js';
import { isStorageDateAllowed, isStorageEndAllowed } from './format.js';
import { GOOD_STATUSES } from './status.js';

const hasAtMostCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * POST /api/goods/my-goods (spec 01 "Store Goods"): name and category required, value 0 or more in
 * 0.01 steps, storage date not before today. "Today" depends on where the user is, so the date rule
 * is a separate pure check (`isStorageDateAllowed`) that the form and the server each apply with
 * their own today.
 */
export const storeGoodsSchema = z.object({
  name: requiredText(M.nameRequired, 200),
  description: optionalText(2000, 'multi-line'),
  // Any case, and the names used before the list was one ("Sports Equipment"), are taken as the list's.
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (canonicalCategory(value) ?? value) : value),
    z.enum(GOOD_CATEGORIES, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? M.categoryRequired : M.categoryUnknown),
    }),
  ),
  value: z
    .number({ error: M.valueInvalid })
    .min(0, M.valueNegative)
    .max(MAX_PRICE, M.valueTooLarge)
    .refine(hasAtMostCents, M.valueCents),
  storage_date: z
    .string()
    .refine((v) => v === '' || isIsoDate(v), M.storageDateInvalid)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** The lot's last day in storage; a reminder goes out 7 days before (reminders/rules.ts). */
  storage_end_date: z
    .string()
    .refine((v) => v === '' || isIsoDate(v), M.storageEndDateInvalid)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  special_instructions: optionalText(2000, 'multi-line'),
  branch_id: z.number().int().positive().max(2_147_483_647).optional().nullable(),
});
export type StoreGoodsRequest = z.output<typeof storeGoodsSchema>;
export type StoreGoodsInput = z.input<typeof storeGoodsSchema>;

/** The form's schema: the request plus the date rule with the browser's today. */
export const storeGoodsFormSchema = (today: string) =>
  storeGoodsSchema.superRefine((value, ctx) => {
    if (value.storage_date && !isStorageDateAllowed(value.storage_date, today))
      ctx.addIssue({ code: 'custom', path: ['storage_date'], message: M.storageDatePast });
    if (value.storage_end_date && !isStorageEndAllowed(value.storage_end_date, value.storage_date, today))
      ctx.addIssue({ code: 'custom', path: ['storage_end_date'], message: M.storageEndTooEarly });
  });

export const customerGoodSchema = z.object({
  id: z.number().int(),
  product_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  value: z.number(),
  status: z.string(),
  storage_date: z.string().nullable(),
  storage_end_date: z.string().nullable(),
  special_instructions: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...versionInRecord,
});
export type CustomerGood = z.infer<typeof customerGoodSchema>;

export const goodStatusEntrySchema = z.object({
  id: z.number().int(),
  status: z.string(),
  note: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type GoodStatusEntry = z.infer<typeof goodStatusEntrySchema>;

export const customerGoodDetailSchema = customerGoodSchema.extend({ history: z.array(goodStatusEntrySchema) });
export type CustomerGoodDetail = z.infer<typeof customerGoodDetailSchema>;

const omitted = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const myGoodsQuerySchema = z.object({
  status: z.preprocess(omitted, plainText(20).optional()),
  search: z.preprocess(omitted, plainText(100).optional()),
});

/** Staff list of customer-owned goods, with the owner's name. */
export const ownedGoodSchema = customerGoodSchema.extend({
  owner_id: z.number().int(),
  owner_name: z.string(),
});
export type OwnedGood = z.infer<typeof ownedGoodSchema>;

export const ownedGoodsQuerySchema = myGoodsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(CUSTOMER_GOODS_LIST_MAX).default(100),
});
export const ownedGoodsResponseSchema = z.object({ goods: z.array(ownedGoodSchema), total: z.number().int() });
export type OwnedGoodsResponse = z.infer<typeof ownedGoodsResponseSchema>;

export const goodStatusChangeSchema = z.object({
  status: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_')
        : v,
    z.enum(GOOD_STATUSES, { error: 'Status must be one of the good statuses' }),
  ),
  branch_id: z.number().int().positive().max(2_147_483_647).optional().nullable(),
  note: optionalText(500, 'multi-line'),
  ...versionInBody,
});
export type GoodStatusChangeRequest = z.output<typeof goodStatusChangeSchema>;

/**
 * GET /api/inventory/summary: the inventory list's filters (search, category, stock status). The
 * tiles describe warehouse stock only, so there is no owner filter: customers' lots never count.
 */
export const inventorySummaryQuerySchema = goodsFilterSchema.omit({ sort: true, owner: true });
export const inventorySummarySchema = z.object({
  total_items: z.number().int(),
  in_stock: z.number().int(),
  low_stock: z.number().int(),
  out_of_stock: z.number().int(),
  total_value: z.number(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

export const lowStockQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LOW_STOCK_LIST_MAX_LIMIT).default(LOW_STOCK_LIST_DEFAULT_LIMIT),
});
export const lowStockResponseSchema = z.object({ goods: z.array(goodSchema), total: z.number().int() });
export type LowStockResponse = z.infer<typeof lowStockResponseSchema>;
