import { describe, expect, it } from 'vitest';
import { isChannelEnabled, setChannelEnabled } from './notification-channels.js';
import { defaultPreferences, preferencesSchema } from './preferences.js';

describe('notification channels', () => {
  const defaults = defaultPreferences().notifications;

  it('when any topic of a channel is on, then the channel reads as on', () => {
    expect(isChannelEnabled(defaults, 'sms')).toBe(true);
    const smsOff = { ...defaults, sms: { orderUpdates: false, storageReminders: false, securityAlerts: false } };
    expect(isChannelEnabled(smsOff, 'sms')).toBe(false);
  });

  it('when a channel is switched, then all its topics follow and the other channels are kept', () => {
    const next = setChannelEnabled(defaults, 'email', false);
    expect(Object.values(next.email)).toEqual([false, false, false]);
    expect(next.push).toEqual(defaults.push);
    expect(next.assignments).toBe(defaults.assignments);
    const on = setChannelEnabled(next, 'email', true);
    expect(Object.values(on.email).every(Boolean)).toBe(true);
  });

  it('when switched, then the result is still a valid preferences document', () => {
    const notifications = setChannelEnabled(defaults, 'push', true);
    expect(preferencesSchema.safeParse({ ...defaultPreferences(), notifications }).success).toBe(true);
  });
});
