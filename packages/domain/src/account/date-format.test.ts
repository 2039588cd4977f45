import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_DISPLAY,
  formatCalendarParts,
  formatDisplayDate,
  formatLongDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatTimeOfDay,
  isoDateInZone,
} from './date-format.js';
import { DEFAULT_DISPLAY_OPTIONS } from './preference-options.js';
import { defaultPreferences } from './preferences.js';

describe('date format', () => {
  it('when a date is formatted, then each pattern puts the parts in its order with zero padding', () => {
    const parts = { year: 2025, month: 3, day: 7 };
    expect(formatCalendarParts(parts, 'MM/DD/YYYY')).toBe('03/07/2025');
    expect(formatCalendarParts(parts, 'DD/MM/YYYY')).toBe('07/03/2025');
    expect(formatCalendarParts(parts, 'YYYY-MM-DD')).toBe('2025-03-07');
  });

  it("when the pattern is 'auto', then dates and times read as the user's language writes them", () => {
    const parts = { year: 2026, month: 11, day: 27 };
    expect(formatCalendarParts(parts, 'auto', 'en-US')).toBe('11/27/2026');
    expect(formatCalendarParts(parts, 'auto', 'de-DE')).toBe('27.11.2026');
    expect(formatCalendarParts(parts, 'auto', 'es-ES')).toBe('27/11/2026');
    expect(formatCalendarParts(parts, 'auto', 'fr-FR')).toBe('27/11/2026');
    expect(formatTimeOfDay({ hour: 14, minute: 5 }, 'auto', 'de-DE')).toBe('14:05');
    expect(formatTimeOfDay({ hour: 14, minute: 5 }, 'auto', 'en-US').replace('\u202f', ' ')).toBe('2:05 PM');
    const german = { dateFormat: 'auto', timezone: 'America/New_York', locale: 'de-DE' } as const;
    // 03:30 UTC on 1 March is 22:30 on 28 February in New York.
    expect(formatDisplayDateTime('2026-03-01T03:30:00Z', german)).toBe('28.02.2026, 22:30');
    expect(formatDisplayDate('2026-03-01', german)).toBe('01.03.2026');
  });

  it("when nothing is chosen, then dates follow the user's language ('auto')", () => {
    expect(defaultPreferences().display.dateFormat).toBe('auto');
  });

  it('when nothing is chosen, then the default follows the preferences defaults', () => {
    expect(DEFAULT_DISPLAY_OPTIONS.theme).toBe(defaultPreferences().display.theme);
    expect(DEFAULT_DISPLAY_OPTIONS.compactView).toBe(defaultPreferences().display.compactView);
    expect(DEFAULT_DISPLAY_OPTIONS.soundEnabled).toBe(defaultPreferences().display.soundEnabled);
    expect(DEFAULT_DISPLAY_OPTIONS.autoSave).toBe(defaultPreferences().display.autoSave);
    expect(DEFAULT_DATE_DISPLAY).toEqual({
      dateFormat: defaultPreferences().display.dateFormat,
      timezone: defaultPreferences().display.timezone,
    });
  });

  it('when an instant is shown, then the day is the one in the chosen timezone', () => {
    // 03:30 UTC on 1 March is still 28 February in New York and Los Angeles.
    const instant = '2024-03-01T03:30:00.000Z';
    expect(formatDisplayDate(instant, { dateFormat: 'YYYY-MM-DD', timezone: 'America/New_York' })).toBe('2024-02-29');
    expect(formatDisplayDate(instant, { dateFormat: 'YYYY-MM-DD', timezone: 'UTC' })).toBe('2024-03-01');
    expect(formatDisplayDateTime(instant, { dateFormat: 'MM/DD/YYYY', timezone: 'America/Los_Angeles' })).toBe(
      '02/29/2024, 7:30 PM',
    );
    expect(formatDisplayDateTime(instant, { dateFormat: 'DD/MM/YYYY', timezone: 'America/Chicago' })).toBe(
      '29/02/2024, 21:30',
    );
  });

  it('when daylight saving time applies, then the offset of that day is used', () => {
    // Denver is UTC-6 in July and UTC-7 in January.
    const display = { dateFormat: 'YYYY-MM-DD', timezone: 'America/Denver' } as const;
    expect(formatDisplayDateTime('2025-07-01T05:59:00Z', display)).toBe('2025-06-30, 23:59');
    expect(formatDisplayDateTime('2025-01-01T06:59:00Z', display)).toBe('2024-12-31, 23:59');
  });

  it('when a calendar date is shown, then no timezone moves it and no time is added', () => {
    const display = { dateFormat: 'DD/MM/YYYY', timezone: 'America/Los_Angeles' } as const;
    expect(formatDisplayDate('2025-01-01', display)).toBe('01/01/2025');
    expect(formatDisplayDateTime('2025-01-01', display)).toBe('01/01/2025');
  });

  it('when the value is missing or unreadable, then nothing is shown', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDateTime('not a date')).toBe('');
  });

  it('when a time is shown, then midnight and noon read 12 in the US pattern and 00/12 otherwise', () => {
    expect(formatTimeOfDay({ hour: 0, minute: 5 }, 'MM/DD/YYYY')).toBe('12:05 AM');
    expect(formatTimeOfDay({ hour: 12, minute: 0 }, 'MM/DD/YYYY')).toBe('12:00 PM');
    expect(formatTimeOfDay({ hour: 23, minute: 59 }, 'MM/DD/YYYY')).toBe('11:59 PM');
    expect(formatTimeOfDay({ hour: 0, minute: 5 }, 'YYYY-MM-DD')).toBe('00:05');
  });

  it('when a number or Date is given, then it is read as an instant', () => {
    const display = { dateFormat: 'YYYY-MM-DD', timezone: 'UTC' } as const;
    expect(formatDisplayDate(Date.UTC(2025, 11, 31, 23), display)).toBe('2025-12-31');
    expect(formatDisplayDate(new Date(Date.UTC(2026, 0, 1)), display)).toBe('2026-01-01');
  });

  it('when 2026-03-01T03:30Z is shown, then each of the four zones reads 28 February and its own clock', () => {
    const instant = '2026-03-01T03:30:00Z';
    const expected = {
      'America/New_York': '02/28/2026, 10:30 PM',
      'America/Chicago': '02/28/2026, 9:30 PM',
      'America/Denver': '02/28/2026, 8:30 PM',
      'America/Los_Angeles': '02/28/2026, 7:30 PM',
    } as const;
    for (const [timezone, text] of Object.entries(expected)) {
      expect(formatDisplayDateTime(instant, { dateFormat: 'MM/DD/YYYY', timezone })).toBe(text);
    }
    // A visitor's browser zone is any IANA zone; Tokyo is already the next morning.
    expect(formatDisplayDateTime(instant, { dateFormat: 'YYYY-MM-DD', timezone: 'Asia/Tokyo' })).toBe(
      '2026-03-01, 12:30',
    );
    expect(formatDisplayDate(instant, { dateFormat: 'DD/MM/YYYY', timezone: 'Europe/Berlin' })).toBe('01/03/2026');
  });

  it("when only the time of an instant is shown, then it is the zone's clock in the pattern's style", () => {
    const instant = '2026-07-04T16:05:00Z';
    expect(formatDisplayTime(instant, { dateFormat: 'MM/DD/YYYY', timezone: 'America/New_York' })).toBe('12:05 PM');
    expect(formatDisplayTime(instant, { dateFormat: 'YYYY-MM-DD', timezone: 'America/Los_Angeles' })).toBe('09:05');
    expect(formatDisplayTime(null)).toBe('');
    expect(formatDisplayTime('nonsense')).toBe('');
  });

  it("when an instant's date is asked in a zone, then it is that zone's calendar day", () => {
    // 03:30 UTC on March 15 is still the evening of March 14 on the US coasts.
    const instant = new Date('2026-03-15T03:30:00Z');
    expect(isoDateInZone(instant, 'UTC')).toBe('2026-03-15');
    expect(isoDateInZone(instant, 'America/New_York')).toBe('2026-03-14');
    expect(isoDateInZone(instant, 'America/Los_Angeles')).toBe('2026-03-14');
    expect(isoDateInZone(new Date('2026-01-01T07:59:59Z'), 'America/Los_Angeles')).toBe('2025-12-31');
  });
});

describe('formatLongDate', () => {
  it('when a calendar date is written out, then each language writes it its own way, never shifted by the zone', () => {
    const display = { dateFormat: 'MM/DD/YYYY', timezone: 'America/Los_Angeles' } as const;
    expect(formatLongDate('2026-11-24', display, 'en-US')).toBe('Nov 24, 2026');
    expect(formatLongDate('2026-11-24', display, 'de-DE')).toBe('24. Nov. 2026');
    expect(formatLongDate('2026-11-24', display, 'fr-FR')).toBe('24 nov. 2026');
    expect(formatLongDate('2026-11-24', display, 'es-ES')).toBe('24 nov 2026');
  });

  it('when an instant is written out, then it is the day in the user’s timezone', () => {
    // 03:00 UTC on the 25th is still the 24th in Los Angeles.
    const display = { dateFormat: 'DD/MM/YYYY', timezone: 'America/Los_Angeles' } as const;
    expect(formatLongDate('2026-11-25T03:00:00Z', display, 'de-DE')).toBe('24. Nov. 2026');
    expect(formatLongDate(null, display, 'de-DE')).toBe('');
  });
});
