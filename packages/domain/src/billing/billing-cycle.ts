import {
  addDays,
  dayNumber,
  periodEnd,
  periodKey,
  periodOf,
  periodStart,
  previousPeriod,
  rentWithinMonth,
  type Period,
  type RateStep,
} from './proration.js';

/**
 * Billing over time (DESIGN.md "Billing over time"): each agreement records the last day it is billed
 * through; a run for a period bills every day after that up to the period's end, month by month, so a
 * run that was missed is caught up by the next one and no day is billed twice. A day billed and then
 * not stored (cancellation, early end) comes back as a credit of exactly what it was charged.
 */

/** Rent in advance (the coming month billed on its 1st) or in arrears (the past month on the 1st after it). */
export const RENT_TIMINGS = ['advance', 'arrears'] as const;
export type RentTiming = (typeof RENT_TIMINGS)[number];

/** The period a run on `today` issues: the month just begun (advance) or the month just ended (arrears). */
export function periodDueOn(today: string, timing: RentTiming): Period {
  const current = periodOf(today);
  return timing === 'advance' ? current : previousPeriod(current);
}

/** The first day a period's statements may be issued: its 1st (advance) or the 1st after it (arrears). */
export function issueDateOf(period: Period, timing: RentTiming): string {
  return timing === 'advance' ? periodStart(period) : addDays(periodEnd(period), 1);
}

export function nextPeriod(p: Period): Period {
  return p.month === 12 ? { year: p.year + 1, month: 1 } : { year: p.year, month: p.month + 1 };
}

/** The periods from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function periodsBetween(from: Period, to: Period): Period[] {
  const periods: Period[] = [];
  for (let p = from; periodKey(p) <= periodKey(to); p = nextPeriod(p)) periods.push(p);
  return periods;
}

/** A run of days within one calendar month, both ends included. */
export type DaySpan = { period: string; from: string; to: string; days: number };

/** The days from `from` to `to` (both included) cut at month ends; empty when `to` is before `from`. */
export function monthSpans(from: string, to: string): DaySpan[] {
  const spans: DaySpan[] = [];
  let start = from;
  while (start <= to) {
    const monthEnd = periodEnd(periodOf(start));
    const end = monthEnd < to ? monthEnd : to;
    spans.push({
      period: periodKey(periodOf(start)),
      from: start,
      to: end,
      days: dayNumber(end) - dayNumber(start) + 1,
    });
    start = addDays(end, 1);
  }
  return spans;
}

export type BillableAgreement = {
  startDate: string;
  endDate: string;
  /** The last day already billed; null before the first bill. */
  billedThrough: string | null;
};

/** The first day not yet billed. */
const firstUnbilled = (a: BillableAgreement) =>
  a.billedThrough !== null && a.billedThrough >= a.startDate ? addDays(a.billedThrough, 1) : a.startDate;

/** The unbilled days of an agreement up to `horizon` (a period's last day), month by month. */
export function unbilledSpans(agreement: BillableAgreement, horizon: string): DaySpan[] {
  const last = agreement.endDate < horizon ? agreement.endDate : horizon;
  return monthSpans(firstUnbilled(agreement), last);
}

/**
 * The days billed but no longer stored once the agreement's last day becomes `lastDay` (the day
 * before its start for a cancellation): from the day after it to the billed-through day.
 */
export function overbilledSpans(agreement: BillableAgreement, lastDay: string): DaySpan[] {
  if (agreement.billedThrough === null) return [];
  const from = addDays(lastDay, 1) > agreement.startDate ? addDays(lastDay, 1) : agreement.startDate;
  return monthSpans(from, agreement.billedThrough);
}

/** What a span of days accrues of monthly rate steps (the same sum whether billed or credited). */
export function spanAmount(steps: readonly RateStep[], span: DaySpan): number {
  return rentWithinMonth(steps, span.from, span.to);
}

/** Every day of an agreement priced at once: the reference the statements must add up to. */
export function agreementTotal(steps: readonly RateStep[], startDate: string, lastDay: string): number {
  return monthSpans(startDate, lastDay).reduce((sum, span) => sum + spanAmount(steps, span), 0);
}
