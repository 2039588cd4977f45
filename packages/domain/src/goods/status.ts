import { DEFAULT_LOW_STOCK_THRESHOLD, EXPIRING_SOON_DAYS } from './constants.js';

export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock', 'overstock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const EXPIRY_STATUSES = ['fresh', 'expiring-soon', 'expired'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/**
 * Spec 02 section 4: 0 is out of stock; at or below the threshold (default 10) is low; above the
 * item's maximum (when given) is overstock, which is not "in stock" as a shelf should be; else in
 * stock. Low wins over overstock when a threshold is set above the maximum.
 */
export function stockStatus(
  quantity: number,
  threshold: number | null | undefined = DEFAULT_LOW_STOCK_THRESHOLD,
  maxQuantity?: number | null,
): StockStatus {
  if (quantity <= 0) return 'out-of-stock';
  if (quantity <= (threshold ?? DEFAULT_LOW_STOCK_THRESHOLD)) return 'low-stock';
  if (maxQuantity !== undefined && maxQuantity !== null && quantity > maxQuantity) return 'overstock';
  return 'in-stock';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether the value is a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Today as YYYY-MM-DD in UTC. The server passes this one value to its SQL filters and to the
 * status functions, so a list filtered by expiry and the badges on it always agree.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00.000Z`) / DAY_MS;

/** Whole days from today to the date (negative when past); undefined when the date is not valid. */
export function daysUntil(isoDate: string, today: string | Date): number | undefined {
  const date = isoDate.slice(0, 10);
  const from = typeof today === 'string' ? today.slice(0, 10) : todayIsoDate(today);
  if (!isIsoDate(date) || !isIsoDate(from)) return undefined;
  return dayNumber(date) - dayNumber(from);
}

/**
 * Spec 02 section 4: fresh with no date or more than 30 days left; expiring-soon with 0 to 30 days
 * left; expired when the date is past. "Days rounded up" from a clock time to a date equals the
 * whole-day difference between the two dates, which is what this counts.
 */
export function expiryStatus(expiryDate: string | null | undefined, today: string | Date): ExpiryStatus {
  if (!expiryDate) return 'fresh';
  const days = daysUntil(expiryDate, today);
  if (days === undefined || days > EXPIRING_SOON_DAYS) return 'fresh';
  if (days < 0) return 'expired';
  return 'expiring-soon';
}

/** Item form rule: the expiry date must be after today (an item expiring today is not accepted). */
export function isExpiryInFuture(expiryDate: string, today: string | Date): boolean {
  const days = daysUntil(expiryDate, today);
  return days !== undefined && days > 0;
}

/** The date `days` after an ISO date, as YYYY-MM-DD. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}
