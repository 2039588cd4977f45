import {
  dueDateInputValue,
  DUE_TIME_OF_DAY,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatLongDate,
  formatTimeOfDay,
  isoDateInZone,
  type DateDisplay,
  type DateInput,
} from '@stockyard/domain';
import { useMemo } from 'react';
import { useLocale } from './i18n/language';
import { useDisplayPreferences } from './theme-preferences';

export type DateFormatter = {
  /** The date alone, in the user's pattern and timezone (a bare YYYY-MM-DD is never shifted). */
  date: (value: DateInput) => string;
  /** Date and time of an instant, in the user's pattern and timezone. */
  dateTime: (value: DateInput) => string;
  /** The time of day of an instant, in the user's timezone and the pattern's clock. */
  time: (value: DateInput) => string;
  /** The date written out in the user's language by Intl ('Nov 24, 2026', '24. Nov. 2026'). */
  longDate: (value: DateInput) => string;
  /**
   * An assignment's due date: the calendar day the admin picked (due dates end at 23:59:59 UTC,
   * see domain due-date.ts), so it reads the same in every timezone; withTime adds that end of day.
   */
  dueDate: (due: string | Date, options?: { withTime?: boolean }) => string;
  /** Today's date (YYYY-MM-DD) in the user's timezone, read when called: their "today" for date rules. */
  today: () => string;
};

const [DUE_HOUR, DUE_MINUTE] = DUE_TIME_OF_DAY.split(':').map(Number);

/** Pure formatters for a given display, for code outside React (CSV names, chart labels). */
export function dateFormatter(userDisplay: DateDisplay, locale = 'en-US'): DateFormatter {
  // Getters, not a spread: a visitor's timezone is read only when a time is first shown
  // (theme-preferences.ts), and a spread would read it here.
  const display: DateDisplay = {
    get dateFormat() {
      return userDisplay.dateFormat;
    },
    get timezone() {
      return userDisplay.timezone;
    },
    locale,
  };
  return {
    date: (value) => formatDisplayDate(value, display),
    dateTime: (value) => formatDisplayDateTime(value, display),
    time: (value) => formatDisplayTime(value, display),
    longDate: (value) => formatLongDate(value, display, locale),
    dueDate: (due, options = {}) => {
      const day = formatDisplayDate(dueDateInputValue(due), display);
      if (!options.withTime) return day;
      return `${day}, ${formatTimeOfDay({ hour: DUE_HOUR ?? 23, minute: DUE_MINUTE ?? 59 }, display.dateFormat, locale)}`;
    },
    today: () => isoDateInZone(new Date(), display.timezone),
  };
}

/**
 * The signed-in user's date format and timezone (for visitors the default format in the browser's
 * zone). Screens re-render when the user saves new preferences.
 */
export function useFormatDate(): DateFormatter {
  // The preferences object itself, not its fields: a visitor's timezone is read from the browser
  // when a time is first shown (lib/theme-preferences.ts), not on every render of a screen that
  // may show none. A new object comes with every change.
  const display = useDisplayPreferences();
  const locale = useLocale();
  return useMemo(() => dateFormatter(display, locale), [display, locale]);
}
