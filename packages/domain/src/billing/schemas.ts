import { LANGUAGE_OPTIONS } from '../account/preference-options.js';
import { z } from 'zod';
import { STORAGE_TYPES } from '../applications/options.js';
import { isCalendarDate } from '../assignments/due-date.js';
import { MAX_ID, requiredText, plainText } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import { CURRENCIES, MAX_MINOR } from './money.js';
import { LATE_FEE_KINDS } from './late-fees.js';
import { PAYMENT_DIRECTIONS, PAYMENT_MESSAGES } from './payments.js';
import { parsePeriod } from './proration.js';
import { RENT_TIMINGS } from './billing-cycle.js';
import { isTimeZone, SITE_TIME_MESSAGES } from './site-time.js';
import { AGING_BUCKETS, LINE_KINDS } from './statement.js';

export const BILLING_MESSAGES = {
  amountInvalid: 'Enter an amount in cents: a whole number greater than zero',
  rateInvalid: 'Enter a rate in cents: a whole number of zero or more',
  dateInvalid: 'Must be a date (YYYY-MM-DD)',
  periodInvalid: 'Must be a month (YYYY-MM)',
  reasonRequired: 'Give a reason',
  customerNotFound: 'Customer not found',
  statementNotFound: 'Statement not found',
  periodNotOver: 'A period can be issued only once it is over',
  periodNotStarted: 'With rent in advance, a month can be issued from its first day',
  basisPointsInvalid: 'Enter basis points: a whole number from 0 to 10000 (100 %)',
  taxRateInvalid: 'Enter a tax rate from 0 to 100 % with at most three decimals (8.875 %)',
  daysInvalid: 'Enter a whole number of days from 0 to 365',
  noRate: 'No rate is set for this storage type',
} as const;

const id = z.number().int().positive().max(MAX_ID);
const minorAmount = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(MAX_MINOR, message);
const calendarDate = z
  .string({ error: BILLING_MESSAGES.dateInvalid })
  .refine(isCalendarDate, BILLING_MESSAGES.dateInvalid);
const basisPoints = z
  .number({ error: BILLING_MESSAGES.basisPointsInvalid })
  .int(BILLING_MESSAGES.basisPointsInvalid)
  .min(0, BILLING_MESSAGES.basisPointsInvalid)
  .max(10_000, BILLING_MESSAGES.basisPointsInvalid);
/** A tax rate in basis points with up to two decimals (8.875 % is 887.5). */
const taxBasisPoints = z
  .number({ error: BILLING_MESSAGES.taxRateInvalid })
  .min(0, BILLING_MESSAGES.taxRateInvalid)
  .max(10_000, BILLING_MESSAGES.taxRateInvalid)
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    BILLING_MESSAGES.taxRateInvalid,
  );
const days = z
  .number({ error: BILLING_MESSAGES.daysInvalid })
  .int(BILLING_MESSAGES.daysInvalid)
  .min(0, BILLING_MESSAGES.daysInvalid)
  .max(365, BILLING_MESSAGES.daysInvalid);

export const periodField = z
  .string({ error: BILLING_MESSAGES.periodInvalid })
  .refine((value) => parsePeriod(value) !== undefined, BILLING_MESSAGES.periodInvalid);

export const currencySchema = z.enum(CURRENCIES);
export const storageTypeSchema = z.enum(STORAGE_TYPES);

/** The site's billing terms as admins read and write them (amounts in minor units). */
export const billingSettingsSchema = z.object({
  currency: currencySchema,
  tax_basis_points: taxBasisPoints,
  payment_terms_days: days,
  grace_days: days,
  insurance_basis_points: basisPoints,
  packing_fee: minorAmount(0, BILLING_MESSAGES.rateInvalid),
  transportation_fee: minorAmount(0, BILLING_MESSAGES.rateInvalid),
  rent_timing: z.enum(RENT_TIMINGS),
  tax_inclusive: z.boolean(),
  seller_name: plainText(200),
  seller_address: plainText(500, 'multi-line'),
  seller_tax_id: plainText(50),
  payment_instructions: plainText(1000, 'multi-line'),
  late_fee_kind: z.enum(LATE_FEE_KINDS),
  late_fee_amount: minorAmount(0, BILLING_MESSAGES.rateInvalid),
  late_fee_basis_points: basisPoints,
  time_zone: z
    .string({ error: SITE_TIME_MESSAGES.timeZoneInvalid })
    .trim()
    .refine(isTimeZone, SITE_TIME_MESSAGES.timeZoneInvalid),
  ...versionInRecord,
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
export const billingSettingsUpdateSchema = billingSettingsSchema
  .omit({ version: true })
  .partial()
  .extend({ ...versionInBody });
export type BillingSettingsUpdate = z.infer<typeof billingSettingsUpdateSchema>;

export const rateSchema = z.object({
  id: z.number().int(),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  storage_type: storageTypeSchema,
  unit_rate: z.number().int(),
  effective_from: z.string(),
  created_at: z.string(),
});
export const rateListSchema = z.object({ rates: z.array(rateSchema), currency: currencySchema });

/** A new rate: a branch (or none: every branch without its own) and type, from a date on. */
export const rateCreateSchema = z.object({
  branch_id: id.nullable(),
  storage_type: storageTypeSchema,
  unit_rate: minorAmount(0, BILLING_MESSAGES.rateInvalid),
  effective_from: calendarDate,
});
export type RateCreate = z.infer<typeof rateCreateSchema>;

const flagParam = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

export const quoteQuerySchema = z.object({
  volume: z.coerce.number().int().min(1).max(MAX_ID),
  storage_type: storageTypeSchema,
  insurance: flagParam,
  packing: flagParam,
  transportation: flagParam,
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const branchQuoteSchema = z.object({
  branch_id: z.number().int(),
  branch_name: z.string(),
  branch_location: z.string(),
  unit_rate: z.number().int(),
  monthly_rent: z.number().int(),
  monthly_insurance: z.number().int(),
  monthly_tax: z.number().int(),
  monthly_total: z.number().int(),
  one_time_fees: z.number().int(),
});
/** A branch's price of an application, as the reviewer sees it beside the branch (null: no rate there). */
export const branchPriceSchema = branchQuoteSchema.pick({
  unit_rate: true,
  monthly_rent: true,
  monthly_insurance: true,
  monthly_tax: true,
  monthly_total: true,
  one_time_fees: true,
});
export const quoteSchema = z.object({
  currency: currencySchema,
  volume: z.number().int(),
  storage_type: storageTypeSchema,
  declared_value: z.number().int(),
  /** The service prices of the site (the same at every branch): insurance a month, packing and transport once. */
  insurance_monthly: z.number().int(),
  packing_fee: z.number().int(),
  transportation_fee: z.number().int(),
  /** Only branches with a rate for the type and room for the volume. */
  branches: z.array(branchQuoteSchema),
});
export type QuoteResponse = z.infer<typeof quoteSchema>;

export const CHARGE_KINDS = ['charge', 'late_fee', 'credit'] as const;
/** A one-time charge or credit by staff; the amount is positive, a credit is stored negative. */
export const chargeCreateSchema = z.object({
  customer_id: id,
  kind: z.enum(CHARGE_KINDS),
  amount: minorAmount(1, BILLING_MESSAGES.amountInvalid),
  reason: requiredText(BILLING_MESSAGES.reasonRequired, 300),
  charge_date: calendarDate.optional(),
});
export type ChargeCreate = z.infer<typeof chargeCreateSchema>;

export const chargeSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  agreement_id: z.number().int().nullable(),
  kind: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  charge_date: z.string(),
  statement_id: z.number().int().nullable(),
  created_at: z.string(),
});

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'check', 'other'] as const;
export const paymentCreateSchema = z
  .object({
    customer_id: id,
    amount: minorAmount(1, BILLING_MESSAGES.amountInvalid),
    paid_on: calendarDate,
    method: z.enum(PAYMENT_METHODS),
    reference: plainText(120).optional(),
    /** A refund pays money back: it raises the balance and needs a reason. */
    direction: z.enum(PAYMENT_DIRECTIONS).optional(),
    reason: plainText(300).optional(),
    /** Records a second identical payment within the duplicate window on purpose. */
    confirm_duplicate: z.boolean().optional(),
  })
  .refine((body) => body.direction !== 'refund' || (body.reason ?? '') !== '', {
    message: PAYMENT_MESSAGES.refundReasonRequired,
    path: ['reason'],
  });
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  amount: z.number().int(),
  paid_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  reason: z.string(),
  statement_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const statementLineSchema = z.object({
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  /** The net; `tax` is the tax on it, so the gross is their sum. */
  amount: z.number().int(),
  tax: z.number().int(),
  agreement_id: z.number().int().nullable(),
});
export const statementSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  period: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: currencySchema,
  previous_balance: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  charges: z.number().int(),
  payments: z.number().int(),
  new_balance: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;
/** Who sells and who buys, as printed on the invoice (kept with the statement at issue). */
export const statementPartiesSchema = z.object({
  seller: z.object({
    name: z.string(),
    address: z.string(),
    tax_id: z.string(),
    payment_instructions: z.string(),
  }),
  customer: z.object({ number: z.number().int(), name: z.string(), address: z.string() }),
  tax_basis_points: z.number(),
  tax_inclusive: z.boolean(),
});
export type StatementParties = z.infer<typeof statementPartiesSchema>;

/** A statement in full; its lines' words are in `language`, the customer's. */
export const statementSchema = statementSummarySchema.extend({
  language: z.enum(LANGUAGE_OPTIONS),
  parties: statementPartiesSchema,
  lines: z.array(statementLineSchema),
});
export type Statement = z.infer<typeof statementSchema>;

/** The charges accrued so far (this month): what the next statement would hold if cut today; not a statement. */
export const accruedDraftSchema = z.object({
  customer_id: z.number().int(),
  currency: currencySchema,
  as_of: z.string(),
  previous_balance: z.number().int(),
  lines: z.array(statementLineSchema),
  subtotal: z.number().int(),
  tax: z.number().int(),
  charges: z.number().int(),
  payments: z.number().int(),
  balance: z.number().int(),
});
export type AccruedDraft = z.infer<typeof accruedDraftSchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  customer_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  period: periodField.optional(),
});

export const statementListSchema = z.object({
  statements: z.array(statementSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const paymentListSchema = z.object({
  currency: currencySchema,
  payments: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const runStatementsSchema = z.object({ period: periodField });
export const runStatementsResultSchema = z.object({
  period: z.string(),
  issued: z.number().int(),
  skipped: z.number().int(),
});

export const agedBalanceSchema = z.object(
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
    (typeof AGING_BUCKETS)[number],
    z.ZodNumber
  >,
);
export const agedCustomerSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  balance: z.number().int(),
  aged: agedBalanceSchema,
});
export const agedReportSchema = z.object({
  currency: currencySchema,
  as_of: z.string(),
  totals: agedBalanceSchema,
  customers: z.array(agedCustomerSchema),
});
export type AgedReport = z.infer<typeof agedReportSchema>;

export const agreementRateSchema = z.object({
  agreement_id: z.number().int(),
  branch_name: z.string(),
  storage_type: storageTypeSchema.nullable(),
  volume: z.number().int(),
  unit_rate: z.number().int().nullable(),
  monthly_rent: z.number().int().nullable(),
  monthly_insurance: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.string(),
});
/** A customer's account: what they owe (negative: credit), what is not yet on a statement, their rates. */
export const billingAccountSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  currency: currencySchema,
  balance: z.number().int(),
  unbilled: z.number().int(),
  overdue: z.number().int(),
  agreements: z.array(agreementRateSchema),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;
