import { z } from 'zod';
import { isCalendarDate } from '../assignments/due-date.js';
import { requiredText } from '../common/validation.js';
import { versionInBody } from '../common/versioning.js';
import { monthSpans, spanAmount, type DaySpan } from './billing-cycle.js';
import { MAX_MINOR } from './money.js';
import { rateOn, type RateStep } from './proration.js';

/**
 * Correcting an agreement's agreed rate after it was charged (issue 46): the new rate applies from a
 * date; days already billed from then on come back as one difference line per month on the next
 * statement (a credit when lowered, a charge when raised), priced by the same function and rounding
 * as the rent they correct; days not yet billed are billed at the new rate. Never a silent edit.
 */

export const RATE_CORRECTION_MESSAGES = {
  rateInvalid: 'Enter the new rate in cents per unit a month: a whole number of zero or more',
  dateInvalid: 'Must be a date (YYYY-MM-DD)',
  reasonRequired: 'Give the reason for the correction',
  outsideAgreement: 'The correction must take effect between the agreement’s start and end dates',
  cancelled: 'A cancelled agreement has no rate left to correct',
  unpriced: 'This agreement has no agreed rate to correct',
  unchanged: 'That is already the agreed rate from that date',
} as const;

export const rateCorrectionSchema = z.object({
  /** The corrected monthly rate per unit of space, minor units. */
  unit_rate: z
    .number({ error: RATE_CORRECTION_MESSAGES.rateInvalid })
    .int(RATE_CORRECTION_MESSAGES.rateInvalid)
    .min(0, RATE_CORRECTION_MESSAGES.rateInvalid)
    .max(MAX_MINOR, RATE_CORRECTION_MESSAGES.rateInvalid),
  effective_from: z
    .string({ error: RATE_CORRECTION_MESSAGES.dateInvalid })
    .refine(isCalendarDate, RATE_CORRECTION_MESSAGES.dateInvalid),
  reason: requiredText(RATE_CORRECTION_MESSAGES.reasonRequired, 200),
  ...versionInBody,
});
export type RateCorrection = z.infer<typeof rateCorrectionSchema>;

/** One agreed rate of an agreement, from a date (stored with the agreement once it has been corrected). */
export type AgreedRate = { effective_from: string; unit_rate: number; monthly_rent: number };

/** The agreed rates over time: the stored history, or the one rate agreed from the start. */
export function agreedRates(agreement: {
  startDate: string;
  unitRate: number | null;
  monthlyRent: number | null;
  rateHistory: readonly AgreedRate[] | null;
}): AgreedRate[] {
  if (agreement.rateHistory && agreement.rateHistory.length > 0) return [...agreement.rateHistory];
  return [
    {
      effective_from: agreement.startDate,
      unit_rate: agreement.unitRate ?? 0,
      monthly_rent: agreement.monthlyRent ?? 0,
    },
  ];
}

export const rentStepsOf = (rates: readonly AgreedRate[]): RateStep[] =>
  rates.map((rate) => ({ effectiveFrom: rate.effective_from, monthlyRate: rate.monthly_rent }));

/** The rates once a correction applies from `effectiveFrom`: those before it kept, the new one from it. */
export function correctedRates(rates: readonly AgreedRate[], correction: AgreedRate): AgreedRate[] {
  return [...rates.filter((rate) => rate.effective_from < correction.effective_from), correction].sort((a, b) =>
    a.effective_from.localeCompare(b.effective_from),
  );
}

/** Whether a correction changes nothing: the same unit rate in force from its date on, with none after. */
export function correctionChangesNothing(rates: readonly AgreedRate[], correction: AgreedRate): boolean {
  const steps = rates.map((rate) => ({ effectiveFrom: rate.effective_from, monthlyRate: rate.unit_rate }));
  const later = rates.some((rate) => rate.effective_from > correction.effective_from);
  return !later && rateOn(steps, correction.effective_from) === correction.unit_rate;
}

/**
 * The difference for days already billed (up to `billedThrough`) from the correction's date on, one
 * entry per calendar month: what the new rates accrue over the month's billed days less what the old
 * ones did. The days accrue per day (see proration.ts), so the statements then add up to the new
 * rates' total to the cent. Months with no difference are left out.
 */
export function correctionDifferences(
  before: readonly RateStep[],
  after: readonly RateStep[],
  effectiveFrom: string,
  billedThrough: string | null,
): { span: DaySpan; amount: number }[] {
  if (billedThrough === null || billedThrough < effectiveFrom) return [];
  return monthSpans(effectiveFrom, billedThrough)
    .map((span) => ({ span, amount: spanAmount(after, span) - spanAmount(before, span) }))
    .filter((difference) => difference.amount !== 0);
}
