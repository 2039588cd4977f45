import { describe, expect, it } from 'vitest';
import {
  dueDateEndOfDay,
  dueDateInputValue,
  earliestTodayIsoDate,
  formatDueDate,
  isCalendarDate,
  isDueDateAllowed,
  isOverdue,
} from './due-date.js';

// The domain package has no Node types; the test runs on Node, where TZ changes apply at once.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe('due date end of day', () => {
  it('when a date is given, then the due instant is 23:59:59 UTC of that date', () => {
    expect(dueDateEndOfDay('2026-03-14').toISOString()).toBe('2026-03-14T23:59:59.000Z');
    expect(dueDateEndOfDay('2024-02-29').toISOString()).toBe('2024-02-29T23:59:59.000Z');
    expect(dueDateEndOfDay('2025-12-31').toISOString()).toBe('2025-12-31T23:59:59.000Z');
  });

  it('when the process timezone differs, then the instant is the same (it never reads local time)', () => {
    const before = env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
        env.TZ = zone;
        expect(dueDateEndOfDay('2026-03-29').toISOString()).toBe('2026-03-29T23:59:59.000Z');
        expect(dueDateInputValue('2026-03-29T23:59:59.000Z')).toBe('2026-03-29');
        expect(formatDueDate('2026-03-29T23:59:59.000Z')).toBe('Mar 29, 2026');
      }
    } finally {
      if (before === undefined) delete env.TZ;
      else env.TZ = before;
    }
  });

  it('when the stored instant is read back, then it gives the picked date', () => {
    for (const date of ['2026-01-01', '2026-06-30', '2030-12-31']) {
      expect(dueDateInputValue(dueDateEndOfDay(date))).toBe(date);
    }
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', '2026-01-01T00:00:00Z', ''])(
    'when %j is given, then it is not a calendar date and conversion throws',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
      expect(() => dueDateEndOfDay(value)).toThrow(RangeError);
    },
  );

  it('when formatted with time, then the end of day shows as 11:59 PM', () => {
    expect(formatDueDate('2026-03-14T23:59:59.000Z', { withTime: true })).toBe('Mar 14, 2026, 11:59 PM');
  });
});

describe('overdue', () => {
  const due = '2026-03-14T23:59:59.000Z';
  it('when now is before or exactly at the due instant, then it is not overdue', () => {
    expect(isOverdue(due, 'pending', new Date('2026-03-14T23:59:58.999Z'))).toBe(false);
    expect(isOverdue(due, 'pending', new Date(due))).toBe(false);
  });
  it('when now is past the due instant and the task is open, then it is overdue', () => {
    for (const status of ['pending', 'in_progress', 'scheduled'] as const) {
      expect(isOverdue(due, status, new Date('2026-03-15T00:00:00.000Z'))).toBe(true);
    }
  });
  it('when the task is completed or cancelled, then it is never overdue', () => {
    expect(isOverdue(due, 'completed', new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isOverdue(due, 'cancelled', new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('due date not in the past', () => {
  const today = '2026-03-14';

  it('when the due date is today or later, then it is allowed', () => {
    expect(isDueDateAllowed('2026-03-14', today)).toBe(true);
    expect(isDueDateAllowed('2026-03-15', today)).toBe(true);
    expect(isDueDateAllowed('2027-01-01', today)).toBe(true);
  });

  it('when the due date is before today, then it is refused, across month and year ends too', () => {
    expect(isDueDateAllowed('2026-03-13', today)).toBe(false);
    expect(isDueDateAllowed('2026-02-28', '2026-03-01')).toBe(false);
    expect(isDueDateAllowed('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('when an edit leaves a past due date as stored, then it is allowed; changed to another past day, refused', () => {
    expect(isDueDateAllowed('2026-03-01', today, '2026-03-01')).toBe(true);
    expect(isDueDateAllowed('2026-03-02', today, '2026-03-01')).toBe(false);
    expect(isDueDateAllowed('2026-03-02', today, null)).toBe(false);
  });

  it('when the value is not a calendar date, then this rule stays silent (the format rule speaks)', () => {
    expect(isDueDateAllowed('2020-02-30', today)).toBe(true);
    expect(isDueDateAllowed('', today)).toBe(true);
  });
});

describe("the server's today (UTC-12)", () => {
  it('when it is before noon UTC, then today is the previous UTC date; from noon UTC, the same date', () => {
    expect(earliestTodayIsoDate(new Date('2026-03-15T00:00:00.000Z'))).toBe('2026-03-14');
    expect(earliestTodayIsoDate(new Date('2026-03-15T11:59:59.999Z'))).toBe('2026-03-14');
    expect(earliestTodayIsoDate(new Date('2026-03-15T12:00:00.000Z'))).toBe('2026-03-15');
    expect(earliestTodayIsoDate(new Date('2026-01-01T05:00:00.000Z'))).toBe('2025-12-31');
  });

  it('when a date is yesterday in UTC but still today at UTC-12, then the server allows it', () => {
    const now = new Date('2026-03-15T03:00:00.000Z');
    expect(isDueDateAllowed('2026-03-14', earliestTodayIsoDate(now))).toBe(true);
    expect(isDueDateAllowed('2026-03-13', earliestTodayIsoDate(now))).toBe(false);
  });
});
