import { mulDivFloor } from './money.js';

/**
 * Daily pro-rating of a monthly rate. Day i (1-based) of a month of D days accrues
 * floor(R*i/D) - floor(R*(i-1)/D), so a whole month accrues exactly R, no cent is lost or invented,
 * and any run of days from a to b accrues floor(R*b/D) - floor(R*(a-1)/D).
 */

const DAY_MS = 86_400_000;

export const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00.000Z`) / DAY_MS;
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(isoDate: string, days: number): string {
  return isoOfDay(dayNumber(isoDate) + days);
}

/** A billing period is a calendar month, named "YYYY-MM". */
export type Period = { year: number; month: number };

export const periodKey = (p: Period) => `${p.year}-${String(p.month).padStart(2, '0')}`;

export function parsePeriod(key: string): Period | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2999) return undefined;
  return { year, month };
}

export const periodStart = (p: Period) => `${periodKey(p)}-01`;
export const periodEnd = (p: Period) => `${periodKey(p)}-${String(daysInMonth(p.year, p.month)).padStart(2, '0')}`;

export function previousPeriod(p: Period): Period {
  return p.month === 1 ? { year: p.year - 1, month: 12 } : { year: p.year, month: p.month - 1 };
}

/** The period a date falls in. */
export function periodOf(isoDate: string): Period {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

/** What one calendar day accrues of a monthly rate (see the file comment). */
export function dailyAccrual(monthlyRate: number, isoDate: string): number {
  const { year, month } = periodOf(isoDate);
  const days = daysInMonth(year, month);
  const day = Number(isoDate.slice(8, 10));
  return mulDivFloor(monthlyRate, day, days) - mulDivFloor(monthlyRate, day - 1, days);
}

/** A monthly rate in force from a date (inclusive); the latest one not after a day applies to it. */
export type RateStep = { effectiveFrom: string; monthlyRate: number };

/** The rate in force on a day, or undefined before the first step. */
export function rateOn(steps: readonly RateStep[], isoDate: string): number | undefined {
  let rate: number | undefined;
  for (const step of [...steps].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom)))
    if (step.effectiveFrom <= isoDate) rate = step.monthlyRate;
  return rate;
}

/**
 * The rent for the days from `from` to `to` (both inclusive) within one calendar month, under rate
 * steps that may change mid-month. Zero when `to` is before `from` (a zero-day agreement).
 */
export function rentWithinMonth(steps: readonly RateStep[], from: string, to: string): number {
  const { year, month } = periodOf(from);
  const days = daysInMonth(year, month);
  const first = Number(from.slice(8, 10));
  const last = Number(to.slice(8, 10));
  const sorted = [...steps].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let total = 0;
  let day = first;
  while (day <= last) {
    const date = `${periodKey({ year, month })}-${String(day).padStart(2, '0')}`;
    const rate = rateOn(sorted, date) ?? 0;
    // The run lasts until the next step begins or the range ends.
    const next = sorted.find((s) => s.effectiveFrom > date);
    const nextDay = next && next.effectiveFrom <= to ? Number(next.effectiveFrom.slice(8, 10)) : last + 1;
    total += mulDivFloor(rate, nextDay - 1, days) - mulDivFloor(rate, day - 1, days);
    day = nextDay;
  }
  return total;
}

/**
 * The rent an agreement accrues in a period: the days of the period between its start and end
 * (both inclusive), each at the rate then in force. 0 when the agreement does not touch the period.
 */
export function periodRent(
  steps: readonly RateStep[],
  agreement: { startDate: string; endDate: string },
  period: Period,
): number {
  const from = agreement.startDate > periodStart(period) ? agreement.startDate : periodStart(period);
  const to = agreement.endDate < periodEnd(period) ? agreement.endDate : periodEnd(period);
  if (to < from) return 0;
  return rentWithinMonth(steps, from, to);
}

/** The days of a period an agreement covers (for the statement line's description). */
export function coveredDays(agreement: { startDate: string; endDate: string }, period: Period): number {
  const from = Math.max(dayNumber(agreement.startDate), dayNumber(periodStart(period)));
  const to = Math.min(dayNumber(agreement.endDate), dayNumber(periodEnd(period)));
  return Math.max(0, to - from + 1);
}
