import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../account/preferences.js';
import { allowedChannels, bellAllowed } from './events.js';
import { earliestRetryAt, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAY_SECONDS } from './outbox.js';

const now = new Date('2026-03-01T10:00:00Z');
const secondsLater = (at: Date) => (at.getTime() - now.getTime()) / 1000;

describe('outbox retries', () => {
  it("when attempts fail one after another, then the earliest waits double from 30 s over the queue's attempts", () => {
    const waits = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => secondsLater(earliestRetryAt(i + 1, now)));
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(OUTBOX_RETRY_DELAY_SECONDS).toBe(30);
  });
  it('when no attempt failed yet, then the earliest wait is the base delay', () => {
    expect(secondsLater(earliestRetryAt(0, now))).toBe(30);
  });
});

const on = { email_notifications: true, push_notifications: true, sms_notifications: true };
const notifications = defaultPreferences().notifications;

describe('which channels a message goes out on', () => {
  it('when the defaults apply, then order updates go by email and push (SMS order updates are off by default)', () => {
    expect(allowedChannels('orderUpdates', notifications, on)).toEqual(['email', 'push']);
    expect(allowedChannels('securityAlerts', notifications, on)).toEqual(['email', 'push', 'sms']);
  });
  it('when the admin turns a channel off, then nobody gets that channel whatever they chose', () => {
    expect(allowedChannels('securityAlerts', notifications, { ...on, email_notifications: false })).toEqual([
      'push',
      'sms',
    ]);
  });
  it('when a customer turns email order updates off, then only that topic on that channel stops', () => {
    const prefs = { ...notifications, email: { ...notifications.email, orderUpdates: false } };
    expect(allowedChannels('orderUpdates', prefs, on)).toEqual(['push']);
    expect(allowedChannels('securityAlerts', prefs, on)).toContain('email');
  });
  it("when an employee's Assignments flag is off, then assignment messages go nowhere, the bell included", () => {
    const prefs = { ...notifications, assignments: false };
    expect(allowedChannels('assignments', prefs, on)).toEqual([]);
    expect(bellAllowed('assignments', prefs)).toBe(false);
    expect(bellAllowed('reminders', prefs)).toBe(true);
  });
  it('when a channel has every topic off, then staff alerts skip it too (the employee screen switch)', () => {
    const prefs = {
      ...notifications,
      email: {
        orderUpdates: false,
        storageReminders: false,
        securityAlerts: false,
      },
    };
    expect(allowedChannels('staffAlerts', prefs, on)).not.toContain('email');
    expect(allowedChannels('reminders', prefs, on)).not.toContain('email');
  });
});
