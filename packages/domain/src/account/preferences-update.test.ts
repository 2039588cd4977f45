import { describe, expect, it } from 'vitest';
import {
  applyPreferencesUpdate,
  defaultPreferences,
  preferencesChanges,
  preferencesUpdateSchema,
  type Preferences,
} from './preferences.js';

const saved: Preferences = {
  ...defaultPreferences(),
  display: { ...defaultPreferences().display, theme: 'dark', timezone: 'America/Denver' },
};

describe('partial preference saves', () => {
  it('when one nested field is sent, then only it changes and its siblings keep their stored values', () => {
    const update = preferencesUpdateSchema.parse({ notifications: { email: { storageReminders: false } } });
    const next = applyPreferencesUpdate(saved, update);
    expect(next.notifications.email).toEqual({ ...saved.notifications.email, storageReminders: false });
    expect(next.notifications.push).toEqual(saved.notifications.push);
    expect(next.display).toEqual(saved.display);
  });

  it('when an empty update is sent, then nothing changes and no default is filled in over a stored value', () => {
    const update = preferencesUpdateSchema.parse({ display: {} });
    expect(update).toEqual({ display: {} });
    expect(applyPreferencesUpdate(saved, update)).toEqual(saved);
  });

  it('when two saves change different fields one after the other, then both are kept', () => {
    const first = applyPreferencesUpdate(saved, { display: { dateFormat: 'YYYY-MM-DD' } });
    const second = applyPreferencesUpdate(first, { privacy: { sessionTimeout: '15' } });
    expect(second.display.dateFormat).toBe('YYYY-MM-DD');
    expect(second.display.theme).toBe('dark');
    expect(second.privacy.sessionTimeout).toBe('15');
  });

  it.each([
    [{ display: { theme: 'purple' } }],
    [{ display: { unknown: true } }],
    [{ notifications: { sms: { promotions: true } } }],
    [{ privacy: { dataSharing: false } }],
    [{ privacy: { marketingOptIn: true } }],
    [{ notifications: { email: { newsletterUpdates: true } } }],
    [{ notifications: { push: { promotions: true } } }],
    [{ display: null }],
  ])('when %j is sent, then the update is refused', (value) => {
    expect(preferencesUpdateSchema.safeParse(value).success).toBe(false);
  });

  it('when a screen changed two fields, then its update carries exactly those two', () => {
    const edited: Preferences = {
      ...saved,
      display: { ...saved.display, compactView: true },
      notifications: { ...saved.notifications, sms: { ...saved.notifications.sms, orderUpdates: true } },
    };
    expect(preferencesChanges(saved, edited)).toEqual({
      display: { compactView: true },
      notifications: { sms: { orderUpdates: true } },
    });
    expect(preferencesChanges(saved, saved)).toEqual({});
  });
});
