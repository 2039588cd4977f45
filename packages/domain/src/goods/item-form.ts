import { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasNoControlCharacters,
  requiredText,
  type TextKind,
} from '../common/validation.js';
import { versionInBody } from '../common/versioning.js';
import {
  canonicalCategory,
  GOOD_DEFAULTS,
  GOOD_TEXT_LIMITS,
  MAX_PRICE,
  MAX_STOCK_QUANTITY,
  SKU_MIN_LENGTH,
} from './constants.js';
import { GOOD_FIELD_MESSAGES as M, tooLongMessage } from './messages.js';
import { numericInput } from './movements.js';
import { isExpiryInFuture, isIsoDate } from './status.js';

const INT4_MAX = 2_147_483_647;

const trimmedOrNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** Optional text: blank or null clears it (null), absent leaves it as it is (undefined). */
const clearableText = (field: string, max: number, kind: TextKind = 'single-line') =>
  z.preprocess(
    trimmedOrNull,
    z
      .string()
      .max(max, tooLongMessage(field, max))
      .refine((value) => hasNoControlCharacters(value, kind), CONTROL_CHARACTER_MESSAGE)
      .nullable()
      .optional(),
  );

/**
 * A count stored in an integer column. The ceiling is checked first and stops there, so a number
 * above it is told the limit, never "not a whole number" (as one too big to be a safe integer was).
 */
const count = (whole: string, negative: string, aboveMax: string) =>
  z.preprocess(
    numericInput,
    z
      .number({ error: whole })
      .max(MAX_STOCK_QUANTITY, { error: aboveMax, abort: true })
      .int(whole)
      .min(0, negative)
      .optional(),
  );

const price = z.preprocess(
  numericInput,
  z
    .number({ error: M.priceInvalid })
    .min(0, M.priceNegative)
    .max(MAX_PRICE, M.priceTooLarge)
    .optional()
    // Dollars with cents (step 0.01): stored as numeric(12,2).
    .transform((value) => (value === undefined ? undefined : Math.round(value * 100) / 100)),
);

/**
 * The item form's fields (spec 02 section 5 "Item form"), shared by add and edit; each schema
 * that uses them builds its own set.
 */
const goodFields = () => ({
  name: requiredText(M.nameRequired, GOOD_TEXT_LIMITS.name),
  description: clearableText('description', GOOD_TEXT_LIMITS.description, 'multi-line'),
  // Any case is accepted and stored with the list's spelling; membership is a rule (see goodRuleIssues).
  category: requiredText(M.categoryRequired, GOOD_TEXT_LIMITS.category).transform(
    (value) => canonicalCategory(value) ?? value,
  ),
  sku: z.preprocess(
    trimmedOrNull,
    z
      .string()
      .min(SKU_MIN_LENGTH, M.skuTooShort)
      .max(GOOD_TEXT_LIMITS.sku, tooLongMessage('sku', GOOD_TEXT_LIMITS.sku))
      .refine((value) => hasNoControlCharacters(value), CONTROL_CHARACTER_MESSAGE)
      .nullable()
      .optional(),
  ),
  supplier: clearableText('supplier', GOOD_TEXT_LIMITS.supplier),
  quantity: count(M.quantityWhole, M.quantityNegative, M.quantityAboveMax),
  price_per_unit: price,
  low_stock_threshold: count(M.thresholdWhole, M.thresholdNegative, M.thresholdAboveMax),
  max_quantity: count(M.maxQuantityInvalid, M.maxQuantityInvalid, M.maxQuantityAboveMax),
  batch_no: clearableText('batch_no', GOOD_TEXT_LIMITS.batch_no),
  expiry_date: z.preprocess(trimmedOrNull, z.string().refine(isIsoDate, M.expiryInvalid).nullable().optional()),
  location: clearableText('location', GOOD_TEXT_LIMITS.location),
  branch_id: z.preprocess(
    numericInput,
    z
      .number({ error: M.branchRequired })
      .int(M.branchRequired)
      .positive(M.branchRequired)
      .max(INT4_MAX, M.branchRequired),
  ),
});

export type GoodRuleValues = { category: string; expiry_date?: string | null | undefined };
export type GoodRuleIssue = { field: 'category' | 'expiry_date'; message: string };

/**
 * The item rules that depend on more than one value: the category must be one of the list and the
 * expiry date in the future. On edit, a value that is unchanged from the stored one is accepted, so
 * an item that has since expired (or a customer's good with its own category) can still be edited.
 */
export function goodRuleIssues(values: GoodRuleValues, today: string, stored?: GoodRuleValues): GoodRuleIssue[] {
  const issues: GoodRuleIssue[] = [];
  if (!canonicalCategory(values.category) && values.category !== stored?.category)
    issues.push({ field: 'category', message: M.categoryUnknown });
  const expiry = values.expiry_date;
  if (expiry && expiry !== stored?.expiry_date && isIsoDate(expiry) && !isExpiryInFuture(expiry, today))
    issues.push({ field: 'expiry_date', message: M.expiryNotFuture });
  return issues;
}

/** POST /api/goods and the Add Item form; `today` is read when a value is checked. */
export function goodCreateSchemaFor(today: () => string) {
  return z
    .object({
      ...goodFields(),
      product_id: z.unknown().optional().describe('Ignored: the server generates the product id'),
    })
    .superRefine((value, ctx) => {
      for (const issue of goodRuleIssues(value, today()))
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
    })
    .transform(({ product_id: _ignored, ...value }) => ({
      ...value,
      description: value.description ?? null,
      sku: value.sku ?? null,
      supplier: value.supplier ?? null,
      batch_no: value.batch_no ?? null,
      expiry_date: value.expiry_date ?? null,
      location: value.location ?? null,
      quantity: value.quantity ?? GOOD_DEFAULTS.quantity,
      price_per_unit: value.price_per_unit ?? GOOD_DEFAULTS.price_per_unit,
      low_stock_threshold: value.low_stock_threshold ?? GOOD_DEFAULTS.low_stock_threshold,
      max_quantity: value.max_quantity ?? GOOD_DEFAULTS.max_quantity,
    }));
}
export type GoodCreateRequest = z.output<ReturnType<typeof goodCreateSchemaFor>>;

/** The fields an edit may change: all but the quantity, which only stock movements change. */
const editableFields = () => {
  const { quantity: _quantity, ...fields } = goodFields();
  return fields;
};

/**
 * PUT /api/goods/{id} and the Edit Item form. Name, category and branch are required again; any
 * other field left out keeps its stored value. The rules of goodRuleIssues are checked against the
 * stored item by the server. product_id may be sent back as it is, but not changed. Quantity is
 * refused: it changes only through stock movements, which add to or take from the stock as it is
 * when they run, so an edit made from an older reading can never put back units moved meanwhile.
 * `version` (or If-Match) names the version the edit was made from.
 */
export const goodUpdateSchema = z.object({
  ...editableFields(),
  quantity: z.never({ error: M.quantityNotEditable }).optional(),
  product_id: z.string().trim().optional(),
  ...versionInBody,
});
export type GoodUpdateRequest = z.output<typeof goodUpdateSchema>;
