import type { AssignmentStatus } from './status.js';

/**
 * Due dates are calendar dates ('YYYY-MM-DD') that mean "by the end of that day" (spec 02: sent as
 * 23:59:59). The day is taken in UTC: the instant is then the same whatever the timezone of the
 * browser, the server or the database session, and the stored value always maps back to the date
 * the admin picked. A branch-local end of day would need a timezone per branch, which nothing has.
 */
export const DUE_TIME_OF_DAY = '23:59:59';
export const DUE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date in YYYY-MM-DD form (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DUE_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/**
 * UTC-12, the zone furthest behind UTC: its today is the earliest today anywhere, so a date before
 * it is in the past for everyone.
 */
export const EARLIEST_UTC_OFFSET_HOURS = -12;

/**
 * The server's "today" for the due-date rule. It does not know the admin's zone, so it takes the
 * earliest today on Earth and refuses only dates that are past in every zone; the form checks the
 * admin's own today.
 */
export function earliestTodayIsoDate(now: Date = new Date()): string {
  return new Date(now.getTime() + EARLIEST_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The due-date rule of the admin's create and edit (ASSIGNMENT_MESSAGES.dueDatePast): a due date
 * set now may not be before `today` (YYYY-MM-DD). A date left as stored is not being set, so an
 * overdue assignment can still be edited. A date that is not a calendar date is left to the format
 * rule, so it gets one message, not two.
 */
export function isDueDateAllowed(dueDate: string, today: string, stored?: string | null): boolean {
  if (dueDate === stored || !isCalendarDate(dueDate)) return true;
  // YYYY-MM-DD strings sort as the dates do.
  return dueDate >= today;
}

/** The instant a due date ends: 23:59:59.000 UTC of that date. */
export function dueDateEndOfDay(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${date}T${DUE_TIME_OF_DAY}.000Z`);
}

/** The calendar date of a stored due instant, for a date input: the inverse of dueDateEndOfDay. */
export function dueDateInputValue(due: string | Date): string {
  return new Date(due).toISOString().slice(0, 10);
}

/** The due date and time as people read it, in UTC so every viewer sees the date the admin picked. */
export function formatDueDate(due: string | Date, options: { withTime?: boolean; locale?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(new Date(due));
}

/** Overdue: past its due instant (not at it) and still open; completed and cancelled never are. */
export function isOverdue(due: string | Date, status: AssignmentStatus, now: Date = new Date()): boolean {
  if (status === 'completed' || status === 'cancelled') return false;
  return new Date(due).getTime() < now.getTime();
}
