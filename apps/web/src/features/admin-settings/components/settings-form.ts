import {
  changedSettingKeys,
  type SystemSettingsFormInput,
  type SystemSettingsFormOutput,
  type SystemSettingsResponse,
  type SystemSettingsUpdate,
} from '@stockyard/domain';
import type { FieldChange } from '../../../lib/stale-version';
import type { SETTING_LABELS } from './setting-labels';

export const SETTINGS_TABS = ['system', 'security', 'notifications', 'database', 'profile'] as const;
export type SettingsTabValue = (typeof SETTINGS_TABS)[number];

const SYSTEM_FIELDS = new Set([
  'site_name',
  'site_description',
  'maintenance_mode',
  'allow_registrations',
  'default_user_role',
  'session_timeout_minutes',
  'max_file_size_mb',
  'backup_frequency',
  'log_level',
  'count_variance_admin_threshold',
  'default_country',
]);
const SECURITY_FIELDS = new Set([
  'password_min_length',
  'max_login_attempts',
  'lockout_minutes',
  'rate_limit_per_minute',
  'ip_allow_list',
  'require_admin_two_factor',
]);

/** The tab a field is on, so a save that fails can show the field with the problem. */
export function tabOfField(field: string): SettingsTabValue {
  const name = field.split('.')[0] ?? field;
  if (SYSTEM_FIELDS.has(name)) return 'system';
  if (SECURITY_FIELDS.has(name)) return 'security';
  if (name.startsWith('db_') || name === 'backup_retention_days') return 'database';
  return 'notifications';
}

/** Only what the admin changed goes to the server (and into the activity log line). */
export function changedSettings(
  values: SystemSettingsFormOutput,
  dirty: Partial<Record<keyof SystemSettingsFormInput, unknown>>,
): SystemSettingsUpdate {
  const update: Record<string, unknown> = {};
  for (const key of Object.keys(dirty) as (keyof SystemSettingsFormOutput)[]) {
    if (dirty[key]) update[key] = values[key];
  }
  return update as SystemSettingsUpdate;
}

/** How the notice names a setting and writes its value, in the current language. */
export type SettingWords = {
  label: (key: keyof typeof SETTING_LABELS) => string;
  value: (value: unknown) => string;
};

/** The settings that differ between the version the form was filled from and the stored one. */
export function settingChanges(
  before: SystemSettingsResponse,
  after: SystemSettingsResponse,
  words: SettingWords,
): FieldChange[] {
  return changedSettingKeys(before, after).map((key) => ({
    field: key,
    label: words.label(key),
    before: words.value(before[key]),
    after: words.value(after[key]),
  }));
}
