import type { StorageDuration } from '../applications/options.js';

/**
 * How long an agreement runs for each duration the customer chose, in months. A range runs to its
 * upper end; long-term ("2+ years") runs its two years and is extended from there; an application
 * with no duration gets the shortest term, which the customer may extend.
 */
export const DURATION_MONTHS: Record<StorageDuration, number> = {
  '1-3-months': 3,
  '3-6-months': 6,
  '6-12-months': 12,
  '1-2-years': 24,
  'long-term': 24,
};
export const DEFAULT_TERM_MONTHS = 3;

/** A calendar date (YYYY-MM-DD) some months later, kept within the month (31 January + 1 month: 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The agreement's end date from its start and the application's chosen duration. */
export function agreementEndDate(startDate: string, duration: StorageDuration | null): string {
  return addMonths(startDate, duration ? DURATION_MONTHS[duration] : DEFAULT_TERM_MONTHS);
}
