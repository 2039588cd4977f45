import { DEFAULT_DISPLAY_OPTIONS, type DATE_FORMAT_CHOICES } from './preference-options.js';

export type DateFormatPattern = (typeof DATE_FORMAT_CHOICES)[number];
/**
 * How dates read: the user's pattern, the time zone instants are shown in (any IANA zone: a
 * signed-in user's saved one, a visitor's browser zone, 'UTC' on the server), and the locale the
 * 'auto' pattern writes in (the user's language; 'en-US' when not given).
 */
export type DateDisplay = { dateFormat: DateFormatPattern; timezone: string; locale?: string };

/** What anonymous visitors and users without saved preferences see (the preferences' defaults). */
export const DEFAULT_DATE_DISPLAY: DateDisplay = {
  dateFormat: DEFAULT_DISPLAY_OPTIONS.dateFormat,
  timezone: DEFAULT_DISPLAY_OPTIONS.timezone,
};

export type CalendarParts = { year: number; month: number; day: number };
export type InstantParts = CalendarParts & { hour: number; minute: number };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const localFormatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per locale and kind, made once: making one is the costly part. */
function localFormatter(locale: string, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`;
  let formatter = localFormatters.get(key);
  if (!formatter) {
    const fields: Intl.DateTimeFormatOptions =
      kind === 'date' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { hour: 'numeric', minute: '2-digit' };
    formatter = new Intl.DateTimeFormat(locale, { ...fields, timeZone: 'UTC' });
    localFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date in the user's pattern: MM/DD/YYYY, DD/MM/YYYY, YYYY-MM-DD, or for 'auto' as the locale
 * writes it with digits (11/27/2026, 27.11.2026, 27/11/2026).
 */
export function formatCalendarParts(
  { year, month, day }: CalendarParts,
  pattern: DateFormatPattern,
  locale = 'en-US',
): string {
  const yyyy = pad(year, 4);
  const mm = pad(month);
  const dd = pad(day);
  switch (pattern) {
    case 'auto':
      // The calendar day written as that same day in UTC, so Intl does not shift it.
      return localFormatter(locale, 'date').format(new Date(Date.UTC(year, month - 1, day)));
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'YYYY-MM-DD':
      return `${yyyy}-${mm}-${dd}`;
    default:
      return `${mm}/${dd}/${yyyy}`;
  }
}

/**
 * A time of day to go with the pattern: the US pattern reads 12-hour with AM/PM, the day-first and
 * ISO patterns read 24-hour, as people who choose those formats usually write times; 'auto' reads
 * as the locale writes times (2:05 PM in English, 14:05 in German).
 */
export function formatTimeOfDay(
  { hour, minute }: Pick<InstantParts, 'hour' | 'minute'>,
  pattern: DateFormatPattern,
  locale = 'en-US',
) {
  if (pattern === 'auto') return localFormatter(locale, 'time').format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
  if (pattern !== 'MM/DD/YYYY') return `${pad(hour)}:${pad(minute)}`;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${suffix}`;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of an instant in a timezone. */
export function instantParts(instant: Date, timeZone: string): InstantParts {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a timezone: "today" for someone in that zone. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = instantParts(instant, timeZone);
  return formatCalendarParts({ year, month, day }, 'YYYY-MM-DD');
}

export type DateInput = string | number | Date | null | undefined;

/**
 * The calendar parts of a value: a bare 'YYYY-MM-DD' is a calendar date and is never shifted by a
 * timezone (a start date stays the day it was set); anything else is an instant, read in the zone.
 */
function partsOf(value: DateInput, timeZone: string): InstantParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: 0, minute: 0 };
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return instantParts(instant, timeZone);
}

/** A date in the user's pattern and timezone; '' for a missing or unreadable value. */
export function formatDisplayDate(value: DateInput, display: DateDisplay = DEFAULT_DATE_DISPLAY): string {
  const parts = partsOf(value, display.timezone);
  return parts ? formatCalendarParts(parts, display.dateFormat, display.locale) : '';
}

/** The time of day of an instant in the user's timezone, in the pattern's clock (see formatTimeOfDay). */
export function formatDisplayTime(value: DateInput, display: DateDisplay = DEFAULT_DATE_DISPLAY): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return formatTimeOfDay(instantParts(instant, display.timezone), display.dateFormat, display.locale);
}

/** A date and time in the user's pattern and timezone; a bare calendar date shows without a time. */
export function formatDisplayDateTime(value: DateInput, display: DateDisplay = DEFAULT_DATE_DISPLAY): string {
  const parts = partsOf(value, display.timezone);
  if (!parts) return '';
  const date = formatCalendarParts(parts, display.dateFormat, display.locale);
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return date;
  return `${date}, ${formatTimeOfDay(parts, display.dateFormat, display.locale)}`;
}

const longFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date written out in a language's own way, by Intl ('Nov 24, 2026', '24. Nov. 2026',
 * '24 nov. 2026'): for dates read as words rather than scanned in a column. An instant is read in
 * the user's timezone; a bare YYYY-MM-DD is that calendar day, never shifted.
 */
export function formatLongDate(
  value: DateInput,
  display: DateDisplay = DEFAULT_DATE_DISPLAY,
  locale = 'en-US',
): string {
  const parts = partsOf(value, display.timezone);
  if (!parts) return '';
  let formatter = longFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    longFormatters.set(locale, formatter);
  }
  // The wall-clock day in the user's zone, written as that same day in UTC so Intl does not shift it.
  return formatter.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}
