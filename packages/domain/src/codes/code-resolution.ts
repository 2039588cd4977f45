import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters } from '../common/validation.js';

/**
 * What `GET /api/codes/{code}` answers for a scanned or typed code: the item, lot or location it
 * names (a label code, or an item's SKU or product ID), within the caller's branches, with enough
 * to show it at once. A location lists what stands there, at most LOCATION_CONTENTS_LIMIT of each.
 */
export const LOCATION_CONTENTS_LIMIT = 50;

const branchRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const resolvedItemSchema = z.object({
  kind: z.literal('item'),
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  product_id: z.string(),
  quantity: z.number().int(),
  location: z.string().nullable(),
  branch: branchRef,
});

export const resolvedLotSchema = z.object({
  kind: z.literal('lot'),
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  pieces: z.number().int().nullable(),
  branch: branchRef,
  location: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  agreement: z
    .object({
      id: z.number().int(),
      status: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    })
    .nullable(),
});

const storedLot = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  owner_name: z.string().nullable(),
});
const storedItem = z.object({ id: z.number().int(), code: z.string(), name: z.string(), quantity: z.number().int() });

export const resolvedLocationSchema = z.object({
  kind: z.literal('location'),
  id: z.number().int(),
  code: z.string(),
  location_code: z.string(),
  is_active: z.boolean(),
  branch: branchRef,
  lots: z.array(storedLot),
  lots_total: z.number().int(),
  /** Warehouse items whose location field names this place at the same branch. */
  items: z.array(storedItem),
  items_total: z.number().int(),
});

export const codeResolutionSchema = z.discriminatedUnion('kind', [
  resolvedItemSchema,
  resolvedLotSchema,
  resolvedLocationSchema,
]);
export type CodeResolution = z.infer<typeof codeResolutionSchema>;
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;
export type ResolvedLot = z.infer<typeof resolvedLotSchema>;

/** The path's code: a label code or a SKU/product ID, as printed (at most a SKU's length). */
export const codeParamSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a code')
    .max(80, 'A code has at most 80 characters')
    .refine((text) => hasNoControlCharacters(text), CONTROL_CHARACTER_MESSAGE),
});
