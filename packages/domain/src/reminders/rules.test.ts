import { describe, expect, it } from 'vitest';
import {
  assignmentReminder,
  isDigestExpiring,
  isDigestLowStock,
  isStorageEndingSoon,
  storageReminderHorizon,
  storageReminderOccasion,
} from './rules.js';

const due = new Date('2025-03-10T23:59:59Z');
const at = (iso: string) => new Date(iso);

describe('assignment reminders', () => {
  it('when the due instant is more than 24 hours away, then no reminder is owed', () => {
    expect(assignmentReminder(due, 'pending', at('2025-03-09T23:59:58Z'))).toBeNull();
  });

  it('when the due instant is 24 hours away or less, then it is due soon, up to the instant itself', () => {
    expect(assignmentReminder(due, 'pending', at('2025-03-09T23:59:59Z'))).toBe('due_soon');
    expect(assignmentReminder(due, 'in_progress', at('2025-03-10T12:00:00Z'))).toBe('due_soon');
    expect(assignmentReminder(due, 'scheduled', at('2025-03-10T23:59:59Z'))).toBe('due_soon');
  });

  it('when the due instant has passed, then it is overdue', () => {
    expect(assignmentReminder(due, 'pending', at('2025-03-11T00:00:00Z'))).toBe('overdue');
    expect(assignmentReminder(due, 'in_progress', at('2025-04-01T00:00:00Z'))).toBe('overdue');
  });

  it('when the assignment is completed or cancelled, then nothing is owed, due or not', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(assignmentReminder(due, status, at('2025-03-10T12:00:00Z'))).toBeNull();
      expect(assignmentReminder(due, status, at('2025-03-12T00:00:00Z'))).toBeNull();
    }
  });
});

describe('storage reminders', () => {
  const today = '2025-03-01';
  it('when a stored lot ends today or within 7 days, then it is reminded; 8 days or past, not', () => {
    expect(isStorageEndingSoon('2025-03-01', 'stored', today)).toBe(true);
    expect(isStorageEndingSoon('2025-03-08', 'active', today)).toBe(true);
    expect(isStorageEndingSoon('2025-03-09', 'stored', today)).toBe(false);
    expect(isStorageEndingSoon('2025-02-28', 'stored', today)).toBe(false);
  });

  it('when the lot is not held in a warehouse, then it is not reminded', () => {
    for (const status of ['pending', 'in_transit', 'delivered', 'inactive', 'removed'])
      expect(isStorageEndingSoon('2025-03-05', status, today)).toBe(false);
  });

  it('when the run looks ahead, then the horizon is 7 days on, across a month end', () => {
    expect(storageReminderHorizon('2025-02-25')).toBe('2025-03-04');
    expect(storageReminderOccasion('2025-03-04')).toBe('7d:2025-03-04');
  });
});

describe('daily digest', () => {
  it('when stock is at or below its threshold, then it is low (out of stock too)', () => {
    expect(isDigestLowStock(10, 10)).toBe(true);
    expect(isDigestLowStock(0, 5)).toBe(true);
    expect(isDigestLowStock(11, 10)).toBe(false);
  });

  it('when stock on the shelf expires within 30 days or has expired, then it is listed', () => {
    expect(isDigestExpiring('2025-03-31', 4, '2025-03-01')).toBe(true);
    expect(isDigestExpiring('2025-02-20', 4, '2025-03-01')).toBe(true);
    expect(isDigestExpiring('2025-04-01', 4, '2025-03-01')).toBe(false);
    expect(isDigestExpiring('2025-03-05', 0, '2025-03-01')).toBe(false);
    expect(isDigestExpiring(null, 4, '2025-03-01')).toBe(false);
  });
});
