import { describe, expect, it } from 'vitest';
import { systemSettingsFormSchema, toSettingsFormValues } from './form.js';
import {
  applySettingsUpdate,
  defaultSystemSettings,
  effectiveUploadLimit,
  fileTooLargeMessage,
  systemSettingsSchema,
  systemSettingsUpdateSchema,
  toSettingsResponse,
} from './system.js';

const MB = 1024 * 1024;

describe('system settings', () => {
  it('when nothing is stored, then the spec defaults apply', () => {
    expect(defaultSystemSettings()).toMatchObject({
      session_timeout_minutes: 60,
      max_file_size_mb: 10,
      backup_frequency: 'daily',
      log_level: 'info',
      password_min_length: 8,
      max_login_attempts: 5,
      lockout_minutes: 30,
      rate_limit_per_minute: 100,
      allow_registrations: true,
      maintenance_mode: false,
      default_user_role: 'employee',
      ip_allow_list: [],
      smtp_port: 587,
      smtp_use_tls: true,
      db_query_timeout_seconds: 60,
      backup_retention_days: 30,
      require_admin_two_factor: false,
    });
  });

  it.each([
    [5, false],
    [6, true],
    [32, true],
    [33, false],
  ])('when the minimum password length is %i, then valid is %s', (value, ok) => {
    const result = systemSettingsSchema.safeParse({ password_min_length: value });
    expect(result.success).toBe(ok);
    if (!result.success)
      expect(result.error.issues[0]?.message).toBe('Minimum password length must be between 6 and 32');
  });

  it.each([
    [2, false],
    [3, true],
    [10, true],
    [11, false],
  ])('when max login attempts is %i, then valid is %s', (value, ok) => {
    const result = systemSettingsSchema.safeParse({ max_login_attempts: value });
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('Max login attempts must be between 3 and 10');
  });

  it('when a default role other than customer or employee is given, then it is refused', () => {
    expect(systemSettingsSchema.safeParse({ default_user_role: 'admin' }).success).toBe(false);
  });

  it.each([
    ['10.0.0.1', true],
    ['10.0.0.0/8', true],
    ['2001:db8::1', true],
    ['2001:db8::/32', true],
    ['10.0.0.256', false],
    ['10.0.0.0/33', false],
    ['example.com', false],
  ])('when the IP allow-list holds %s, then valid is %s', (entry, ok) => {
    expect(systemSettingsSchema.safeParse({ ip_allow_list: [entry] }).success).toBe(ok);
  });

  it('when a body has an unknown field, then the update schema refuses it', () => {
    expect(systemSettingsUpdateSchema.safeParse({ site_name: 'X', colour: 'red' }).success).toBe(false);
  });
});

describe('write-only secrets', () => {
  const stored = applySettingsUpdate(defaultSystemSettings(), { smtp_password: 's3cret' });

  it('when settings are answered, then secrets are empty and flagged', () => {
    const response = toSettingsResponse(stored, 1);
    expect(response).toMatchObject({
      smtp_password: '',
      sms_auth_token: '',
      has_smtp_password: true,
      has_sms_auth_token: false,
    });
  });

  it('when an update leaves a secret empty or out, then the stored one is kept', () => {
    expect(applySettingsUpdate(stored, { smtp_password: '', site_name: 'Depot' })).toMatchObject({
      smtp_password: 's3cret',
      sms_auth_token: '',
      site_name: 'Depot',
    });
  });

  it('when an update sends null, then the secret is removed; a new value replaces it', () => {
    expect(applySettingsUpdate(stored, { smtp_password: null }).smtp_password).toBe('');
    expect(applySettingsUpdate(stored, { smtp_password: 'other' }).smtp_password).toBe('other');
  });
});

describe('upload limit', () => {
  it('when the admin maximum is stricter than the form, then it wins; otherwise the form does', () => {
    expect(effectiveUploadLimit(10 * MB, 2)).toBe(2 * MB);
    expect(effectiveUploadLimit(5 * MB, 10)).toBe(5 * MB);
    expect(fileTooLargeMessage('Identification document', 2 * MB)).toBe('Identification document must be at most 2 MB');
  });
});

describe('settings form', () => {
  it('when the allow-list text has lines, commas and blanks, then it becomes a clean list', () => {
    const values = toSettingsFormValues(toSettingsResponse(defaultSystemSettings(), 1));
    const parsed = systemSettingsFormSchema.parse({ ...values, ip_allow_list: '10.0.0.1\n\n192.168.0.0/16, ::1 ' });
    expect(parsed.ip_allow_list).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });
  it('when a line is not an address, then the form reports it', () => {
    const values = toSettingsFormValues(toSettingsResponse(defaultSystemSettings(), 1));
    const result = systemSettingsFormSchema.safeParse({ ...values, ip_allow_list: 'office' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['ip_allow_list'],
      message: expect.stringMatching(/^“office”: Enter IPv4 or IPv6/),
    });
  });
});
