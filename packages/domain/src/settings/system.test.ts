import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS, systemSettingsSchema } from './system.js';

describe('system settings', () => {
  it('when nothing is stored, then the spec defaults apply', () => {
    expect(DEFAULT_SYSTEM_SETTINGS).toMatchObject({
      session_timeout_minutes: 60,
      max_file_size_mb: 10,
      password_min_length: 8,
      max_login_attempts: 5,
      lockout_minutes: 30,
      rate_limit_per_minute: 100,
      allow_registrations: true,
      maintenance_mode: false,
    });
  });
  it.each([
    [5, false],
    [6, true],
    [32, true],
    [33, false],
  ])('when the minimum password length is %i, then valid is %s', (value, ok) => {
    expect(systemSettingsSchema.safeParse({ password_min_length: value }).success).toBe(ok);
  });
  it.each([
    [2, false],
    [3, true],
    [10, true],
    [11, false],
  ])('when max login attempts is %i, then valid is %s', (value, ok) => {
    expect(systemSettingsSchema.safeParse({ max_login_attempts: value }).success).toBe(ok);
  });
});
