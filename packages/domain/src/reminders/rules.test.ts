import { describe, expect, it } from 'vitest';
import { storageReminderHorizon } from './rules.js';

describe('storage reminders', () => {
  it('when the run looks ahead, then the horizon is 7 days on, across a month end', () => {
    expect(storageReminderHorizon('2025-02-25')).toBe('2025-03-04');
  });
});
