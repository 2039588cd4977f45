import { z } from 'zod';
import { idField } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { COUNT_LINES_MAX, COUNT_QUANTITY_MAX, COUNT_SCOPES, COUNT_STATUSES } from './rules.js';

export const COUNT_MESSAGES = {
  notFound: 'Stock count not found',
  lineNotFound: 'This line is not part of the count',
  branchRequired: 'Choose the branch to count',
  categoryRequired: 'Choose the category to count',
  locationRequired: 'Enter the location to count',
  quantityInvalid: 'Enter the quantity found: a whole number from 0',
  nothingToCount: 'No warehouse items match this scope at the branch',
  tooManyLines: `More than ${COUNT_LINES_MAX} items match: count by category or location`,
  notCounting: 'This count is no longer open for counting',
  notInReview: 'This count is not waiting for review',
  closed: 'This count is already closed',
  uncounted: (left: number) => (left === 1 ? 'One line is not counted yet' : `${left} lines are not counted yet`),
  reviewWhileCounting: 'The variances are shown once the count is submitted for review',
  needsAdmin: 'A variance is above the admin threshold: an admin must accept this count',
  ownVariance: 'You counted a line with a variance in this count: someone else must accept it',
  stockBelowVariance: (item: string) =>
    `The stock of "${item}" has fallen below what its variance takes away since it was counted: recount it`,
  recountLinesRequired: 'Choose the lines to count again',
  itemGone: (item: string) => `"${item}" no longer exists: recount it or cancel the count`,
} as const;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/counts: a branch and what to count there (every item, one category or one location). */
export const countCreateSchema = z
  .object({
    branch_id: id(COUNT_MESSAGES.branchRequired),
    scope: z.enum(COUNT_SCOPES, { error: 'Choose all items, a category or a location' }),
    category: optionalText(60),
    location: optionalText(120),
    blind: z.boolean().default(true),
    note: optionalText(500),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.scope === 'category' && !value.category)
      context.addIssue({ code: 'custom', path: ['category'], message: COUNT_MESSAGES.categoryRequired });
    if (value.scope === 'location' && !value.location)
      context.addIssue({ code: 'custom', path: ['location'], message: COUNT_MESSAGES.locationRequired });
  });
export type CountCreateRequest = z.output<typeof countCreateSchema>;
export type CountCreateInput = z.input<typeof countCreateSchema>;

/** PUT /api/counts/{id}/lines/{lineId}: what the counter found, from the line's version as read. */
export const countLineEntrySchema = z
  .object({
    counted_quantity: z
      .number({ error: COUNT_MESSAGES.quantityInvalid })
      .int(COUNT_MESSAGES.quantityInvalid)
      .min(0, COUNT_MESSAGES.quantityInvalid)
      .max(COUNT_QUANTITY_MAX, COUNT_MESSAGES.quantityInvalid),
    ...versionInBody,
  })
  .strict();
export type CountLineEntry = z.output<typeof countLineEntrySchema>;

/** POST /api/counts/{id}/submit, /accept, /cancel: the session's version only. */
export const countVersionSchema = z
  .object({ ...versionInBody })
  .strict()
  .nullish();

/** POST /api/counts/{id}/recount: the lines to count again. */
export const countRecountSchema = z
  .object({
    line_ids: z
      .array(id(COUNT_MESSAGES.recountLinesRequired))
      .min(1, COUNT_MESSAGES.recountLinesRequired)
      .max(COUNT_LINES_MAX),
    ...versionInBody,
  })
  .strict();

export const COUNT_PAGE_MAX_LIMIT = 100;

export const countListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(COUNT_STATUSES).optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(COUNT_PAGE_MAX_LIMIT).default(20),
});

export const countLineParams = z.object({ id: idField(), lineId: idField() });

const branchRef = z.object({ id: z.number().int(), name: z.string() });

/** A session as lists and counters see it. */
export const countSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  branch: branchRef,
  scope: z.enum(COUNT_SCOPES),
  scope_value: z.string().nullable(),
  blind: z.boolean(),
  status: z.enum(COUNT_STATUSES),
  note: z.string().nullable(),
  line_count: z.number().int(),
  counted_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  ...versionInRecord,
});
export type Count = z.infer<typeof countSchema>;

/**
 * A line as the counter sees it. In a blind count there is no expected quantity in it at all
 * (not even null): the counter's browser never receives it.
 */
export const countLineSchema = z.object({
  id: z.number().int(),
  good_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  item_name: z.string(),
  category: z.string(),
  location: z.string().nullable(),
  counted_quantity: z.number().int().nullable(),
  counted_by: z.string().nullable(),
  counted_at: z.string().nullable(),
  recount: z.boolean(),
  expected_quantity: z.number().int().optional(),
  ...versionInRecord,
});
export type CountLine = z.infer<typeof countLineSchema>;

export const countDetailSchema = countSchema.extend({ lines: z.array(countLineSchema) });
export type CountDetail = z.infer<typeof countDetailSchema>;

export const countListResponseSchema = z.object({
  counts: z.array(countSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
  /** The branches the caller may start a count at (an employee's own; every branch for admins). */
  branches: z.array(branchRef),
});

/** A line as the reviewer sees it: the quantity the system held when it was counted, and the variance. */
export const countReviewLineSchema = countLineSchema.omit({ expected_quantity: true }).extend({
  system_quantity: z.number().int().nullable(),
  variance: z.number().int(),
  unit_price: z.number(),
  variance_value: z.number(),
  needs_admin: z.boolean(),
});
export type CountReviewLine = z.infer<typeof countReviewLineSchema>;

export const countReviewSchema = z.object({
  count: countSchema,
  lines: z.array(countReviewLineSchema),
  totals: z.object({ lines_with_variance: z.number().int(), units: z.number().int(), value: z.number() }),
  /** The admin setting: a line's variance worth more than this (currency units) needs an admin. */
  admin_threshold: z.number().int(),
  needs_admin: z.boolean(),
  can_accept: z.boolean(),
});
export type CountReview = z.infer<typeof countReviewSchema>;
