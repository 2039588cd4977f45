import { zodResolver } from '@hookform/resolvers/zod';
import {
  GOOD_DEFAULTS,
  goodCreateSchemaFor,
  goodRuleIssues,
  goodUpdateSchema,
  type Good,
  type GoodCreateRequest,
  type GoodUpdateRequest,
} from '@stockyard/domain';
import type { Resolver } from 'react-hook-form';

/** The item form's values as the inputs hold them (strings), and how they start and are checked. */
export type ItemFormValues = {
  name: string;
  description: string;
  category: string;
  sku: string;
  supplier: string;
  /** Add only: the stock an item starts with. An edit never writes it (stock moves through movements). */
  quantity?: string;
  price_per_unit: string;
  low_stock_threshold: string;
  batch_no: string;
  expiry_date: string;
  branch_id: string;
  product_id: string;
};
export type Payload = GoodCreateRequest | GoodUpdateRequest;
export const FIELDS = new Set<string>([
  'name',
  'description',
  'category',
  'sku',
  'supplier',
  'quantity',
  'price_per_unit',
  'low_stock_threshold',
  'batch_no',
  'expiry_date',
  'branch_id',
  'product_id',
]);

const text = (value: string | null | undefined) => value ?? '';

export function defaultsOf(good: Good | undefined): ItemFormValues {
  return {
    name: text(good?.name),
    description: text(good?.description),
    category: text(good?.category),
    sku: text(good?.sku),
    supplier: text(good?.supplier),
    ...(good ? {} : { quantity: String(GOOD_DEFAULTS.quantity) }),
    price_per_unit: (good?.price_per_unit ?? GOOD_DEFAULTS.price_per_unit).toFixed(2),
    low_stock_threshold: String(good?.low_stock_threshold ?? GOOD_DEFAULTS.low_stock_threshold),
    batch_no: text(good?.batch_no),
    expiry_date: text(good?.expiry_date),
    branch_id: good?.branch_id ? String(good.branch_id) : '',
    product_id: text(good?.product_id),
  };
}

type Stored = { category: string; expiry_date: string | null };

/**
 * zod checks the rules across values (goodRuleIssues: a known category, an expiry date in the
 * future) only once every field parses, so a form with a missing name would name the past expiry
 * date only on the next try. Every problem is named on the first submit: the rules' issues are
 * added to the fields' own errors, on fields that have none yet.
 */
function withRuleIssues(resolver: Resolver<ItemFormValues, unknown, Payload>, today: () => string, stored?: Stored) {
  const resolve: Resolver<ItemFormValues, unknown, Payload> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = { ...result.errors };
    const ruled = { category: values.category, expiry_date: values.expiry_date.trim() || null };
    for (const issue of goodRuleIssues(ruled, today(), stored))
      errors[issue.field] ??= { type: 'custom', message: issue.message };
    return { values: {}, errors };
  };
  return resolve;
}

/**
 * Add uses the create schema; edit the update schema plus the rules checked against the stored item.
 * `today` is the user's (lib/dates.ts), read at each check.
 */
export function itemResolver(good: Good | undefined, today: () => string): Resolver<ItemFormValues, unknown, Payload> {
  if (!good)
    return withRuleIssues(
      zodResolver(goodCreateSchemaFor(today)) as unknown as Resolver<ItemFormValues, unknown, Payload>,
      today,
    );
  const stored = { category: good.category, expiry_date: good.expiry_date };
  const schema = goodUpdateSchema.superRefine((value, ctx) => {
    for (const issue of goodRuleIssues(value, today(), stored))
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  });
  return withRuleIssues(zodResolver(schema) as unknown as Resolver<ItemFormValues, unknown, Payload>, today, stored);
}
