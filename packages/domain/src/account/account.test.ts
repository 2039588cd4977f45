import { describe, expect, it } from 'vitest';
import { passwordChangeFormSchema, passwordChangeRequestSchema } from './password-change.js';
import { defaultPreferences, preferencesSchema, resolvePreferences } from './preferences.js';

describe('preferences', () => {
  it('when nothing is stored, then every section has the defaults', () => {
    expect(defaultPreferences().privacy).toEqual({
      profileVisibility: 'private',
      twoFactorAuth: false,
      sessionTimeout: '60',
    });
    expect(defaultPreferences().display.theme).toBe('light');
    expect(Object.keys(defaultPreferences().notifications.email)).toEqual([
      'orderUpdates',
      'storageReminders',
      'securityAlerts',
    ]);
    expect(Object.keys(defaultPreferences().notifications.push)).toEqual([
      'orderUpdates',
      'storageReminders',
      'securityAlerts',
    ]);
    expect(Object.keys(defaultPreferences().notifications.sms)).toEqual([
      'orderUpdates',
      'storageReminders',
      'securityAlerts',
    ]);
  });
  it.each([
    [{ display: { theme: 'purple' } }],
    [{ display: { language: 'it' } }],
    [{ display: { dateFormat: 'YY.MM.DD' } }],
    [{ privacy: { sessionTimeout: '45' } }],
    [{ privacy: { profileVisibility: 'everyone' } }],
    [{ notifications: { sms: { promotions: true } } }],
    [{ unknown: true }],
    [{ privacy: { dataSharing: true } }],
    [{ privacy: { analyticsOptIn: true } }],
    [{ privacy: { marketingOptIn: true } }],
    [{ notifications: { email: { promotions: true } } }],
  ])('when %j is sent, then it is refused', (value) => {
    expect(preferencesSchema.safeParse(value).success).toBe(false);
  });
  it('when a stored document is corrupt, then the defaults are used', () => {
    expect(resolvePreferences({ display: { theme: 42 } })).toEqual(defaultPreferences());
    expect(resolvePreferences({ display: { theme: 'dark' } }).display.theme).toBe('dark');
  });
  it('when a stored document holds retired flags (data sharing, analytics, marketing, promotions, newsletter), then they are dropped, not the document', () => {
    const stored = {
      privacy: { dataSharing: true, analyticsOptIn: true, marketingOptIn: true, sessionTimeout: '15' },
      notifications: {
        email: { promotions: true, newsletterUpdates: true, orderUpdates: false },
        push: { promotions: true },
      },
    };
    const resolved = resolvePreferences(stored);
    expect(resolved.privacy).toEqual({ ...defaultPreferences().privacy, sessionTimeout: '15' });
    expect(resolved.notifications.email).toEqual({ ...defaultPreferences().notifications.email, orderUpdates: false });
    expect(resolved.notifications.push).toEqual(defaultPreferences().notifications.push);
  });
});

describe('password change', () => {
  it('when the new password has 7 characters, then it is too short; 8 is enough', () => {
    expect(
      passwordChangeRequestSchema.safeParse({ current_password: 'x', new_password: '1234567' }).error?.issues[0]
        ?.message,
    ).toBe('Password must be at least 8 characters long');
    expect(passwordChangeRequestSchema.safeParse({ current_password: 'x', new_password: '12345678' }).success).toBe(
      true,
    );
  });
  it.each(['New passwords do not match', 'Passwords do not match'] as const)(
    'when confirmation differs, then "%s"',
    (message) => {
      const result = passwordChangeFormSchema(message).safeParse({
        current_password: 'x',
        new_password: '12345678',
        confirm_password: '1234567x',
      });
      expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: ['confirm_password'], message }));
    },
  );
});
