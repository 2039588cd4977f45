import { DATE_FORMAT_CHOICES, formatCalendarParts, type DateFormatPattern } from '@stockyard/domain';
import type { TFunction } from '../../../lib/i18n/react';

// Each pattern shown with a worked example, so the choice is clear at a glance.
const EXAMPLE = { year: 2025, month: 12, day: 31 };

/** The date format choices for a select: 'auto' as the user's language writes dates, then the spec's patterns. */
export function dateFormatOptions(t: TFunction, locale: string): { value: DateFormatPattern; label: string }[] {
  return DATE_FORMAT_CHOICES.map((value) => {
    const example = formatCalendarParts(EXAMPLE, value, locale);
    return {
      value,
      label: value === 'auto' ? t('settings:prefs.dateFormatAuto', { example }) : `${value} (${example})`,
    };
  });
}
