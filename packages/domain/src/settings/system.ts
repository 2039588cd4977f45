import { z } from 'zod';
import { DEFAULT_LOCKOUT_MINUTES, DEFAULT_MAX_LOGIN_ATTEMPTS } from '../auth/lockout.js';
import { passwordPolicyFor, passwordPolicySchema } from '../auth/password-policy.js';
import { PASSWORD_MAX_LENGTH } from '../auth/schemas.js';
import { COUNT_ADMIN_THRESHOLD_DEFAULT, COUNT_ADMIN_THRESHOLD_MAX } from '../counts/rules.js';
import { optionalWithoutDefaults } from '../common/partial-update.js';
import { DEFAULT_PHONE_COUNTRY, phoneCountryField, type PhoneCountry } from '../common/phone.js';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters, plainText, type TextKind } from '../common/validation.js';
import { versionInBody, versionInRecord } from '../common/versioning.js';
import {
  BACKUP_FREQUENCIES,
  DEFAULT_ROLE_OPTIONS,
  LOG_LEVELS,
  SECRET_SETTINGS,
  SETTINGS_MESSAGES,
  SMS_GATEWAY_DEFAULT_URL,
  type SecretSetting,
} from './options.js';

/** The lowest API rate limit an admin may set (per client and minute). */
export const RATE_LIMIT_MIN_PER_MINUTE = 10;
/**
 * The most API requests one screen of the app sends as it opens: its own reads plus the signed-in
 * shell's (the account, preferences, the bell's count). The browser test of the dashboards
 * (apps/web/e2e/rate-limit-budget.test.ts) counts them and holds every dashboard under it.
 */
export const PAGE_FAN_OUT_MAX = 20;
/** Opening or reloading screens in a hurry: this many in one minute must never be refused. */
export const PAGE_LOADS_PER_MINUTE = 15;
/**
 * No signed-in person is limited below this, whatever the setting: the limit counts people, and a
 * person who reloads a screen PAGE_LOADS_PER_MINUTE times in a minute must not run out because each
 * load sends several requests. Admins' screens load the most, and they must stay able to raise a
 * limit set too low.
 */
export const SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE = PAGE_FAN_OUT_MAX * PAGE_LOADS_PER_MINUTE;

/**
 * The API limit per minute under the admin's setting: a visitor (no role, counted by address) gets
 * the setting, a signed-in person at least SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE.
 */
export function apiRateLimitFor(role: string | undefined, setting: number): number {
  return role === undefined ? setting : Math.max(setting, SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE);
}

export const SITE_NAME_DEFAULT = 'Stockyard';
/** The page's meta description and the landing page's subtitle until the admin writes their own. */
export const SITE_DESCRIPTION_DEFAULT = 'Warehouse storage and inventory management';
export const PASSWORD_MIN_LENGTH_DEFAULT = 8;

const int = (min: number, max: number, message?: string) =>
  z
    .number({ error: message ?? `Enter a whole number from ${min} to ${max}` })
    .int(message ?? `Enter a whole number from ${min} to ${max}`)
    .min(min, message ?? `Must be at least ${min}`)
    .max(max, message ?? `Must be at most ${max}`);
const text = (max: number, kind: TextKind = 'single-line') => plainText(max, kind);
/** Secrets are kept as typed (no trimming), but a control character in one is a paste accident. */
const secret = (max: number, kind: TextKind = 'single-line') =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((value) => hasNoControlCharacters(value, kind), CONTROL_CHARACTER_MESSAGE);

/** The SMS gateway's base address: http(s), no query; a path prefix is allowed (a proxy in front). */
const gatewayUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username;
    } catch {
      return false;
    }
  }, SETTINGS_MESSAGES.gatewayUrlInvalid);

/** One allow-list entry: an IPv4/IPv6 address or a CIDR range. */
export const ipAllowEntrySchema = z
  .string()
  .trim()
  .refine(
    (value) => [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((format) => format.safeParse(value).success),
    SETTINGS_MESSAGES.ipInvalid,
  );

/**
 * System settings an admin controls (spec 02 sections 3, 5 and 9), as stored on the server. Every
 * field has the spec's default, so a partial or older stored value still parses. Bounds the spec
 * gives: minimum password length 6-32, login attempts 3-10.
 */
/** The Query Timeout a new installation has, in force until the settings are first read. */
export const DEFAULT_QUERY_TIMEOUT_SECONDS = 60;

export const systemSettingsSchema = z.object({
  // System Settings tab
  site_name: text(80).min(1, SETTINGS_MESSAGES.siteNameRequired).default(SITE_NAME_DEFAULT),
  site_description: text(500, 'multi-line').default(SITE_DESCRIPTION_DEFAULT),
  maintenance_mode: z.boolean().default(false),
  allow_registrations: z.boolean().default(true),
  // Preselected in the admin's Add User form; customers register themselves, so staff is the usual case.
  default_user_role: z.enum(DEFAULT_ROLE_OPTIONS).default('employee'),
  session_timeout_minutes: int(5, 1440).default(60),
  max_file_size_mb: int(1, 100).default(10),
  backup_frequency: z.enum(BACKUP_FREQUENCIES).default('daily'),
  log_level: z.enum(LOG_LEVELS).default('info'),
  // Stock counts: a line whose variance is worth more than this (whole currency units) needs an admin to accept.
  count_variance_admin_threshold: int(0, COUNT_ADMIN_THRESHOLD_MAX).default(COUNT_ADMIN_THRESHOLD_DEFAULT),
  // Phones typed without a country code are numbers of this country, unless the site's address
  // names another (common/site-country.ts).
  default_country: phoneCountryField().default(DEFAULT_PHONE_COUNTRY),
  // Security tab
  password_min_length: int(6, 32, SETTINGS_MESSAGES.passwordLength).default(PASSWORD_MIN_LENGTH_DEFAULT),
  max_login_attempts: int(3, 10, SETTINGS_MESSAGES.loginAttempts).default(DEFAULT_MAX_LOGIN_ATTEMPTS),
  lockout_minutes: int(1, 1440).default(DEFAULT_LOCKOUT_MINUTES),
  rate_limit_per_minute: int(RATE_LIMIT_MIN_PER_MINUTE, 10_000).default(100),
  ip_allow_list: z.array(ipAllowEntrySchema).max(100, 'At most 100 entries').default([]),
  // When on, admins must enrol in two-factor sign-in before they may use the admin API.
  require_admin_two_factor: z.boolean().default(false),
  // Notifications tab: email, SMS and push. The switches are the site-wide on/off per channel; each
  // person's preferences choose topics within them.
  email_notifications: z.boolean().default(true),
  smtp_host: text(253).default(''),
  smtp_port: int(1, 65_535).default(587),
  smtp_username: text(254).default(''),
  // Stored sealed (AES-GCM, longer than the typed value); a PUT takes at most 200 characters.
  smtp_password: secret(400).default(''),
  smtp_use_tls: z.boolean().default(true),
  smtp_from_email: z.union([z.literal(''), z.email('Enter a valid email address').max(254)]).default(''),
  sms_notifications: z.boolean().default(false),
  // An SMS gateway speaking Twilio's Messages API (Twilio itself, or a compatible one at another address).
  sms_gateway_url: gatewayUrl.default(SMS_GATEWAY_DEFAULT_URL),
  sms_account_sid: text(64).default(''),
  // Stored sealed like the SMTP password; a PUT takes at most 200 characters.
  sms_auth_token: secret(400).default(''),
  sms_sender: text(30).default(''),
  // Push needs no key here: the server's VAPID key pair comes from the environment or is generated once.
  push_notifications: z.boolean().default(false),
  alert_low_stock: z.boolean().default(true),
  alert_new_application: z.boolean().default(true),
  alert_security: z.boolean().default(true),
  alert_system_errors: z.boolean().default(true),
  // Database tab. The connection values (host, port, name, pool size, connect timeout) were once
  // kept here too; the server connects with DATABASE_URL before it can read any setting, so they
  // could never act and were removed (docs/behaviour.md, Database settings).
  // PostgreSQL's statement_timeout for the requests' queries (db/statement-timeout.ts).
  db_query_timeout_seconds: int(1, 3600).default(DEFAULT_QUERY_TIMEOUT_SECONDS),
  backup_retention_days: int(1, 3650).default(30),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

let defaults: SystemSettings | undefined;
/** Every setting at the spec's default, parsed once and shared. */
export const defaultSystemSettings = (): SystemSettings => (defaults ??= systemSettingsSchema.parse({}));

const hasFlags = {
  has_smtp_password: z.boolean(),
  has_sms_auth_token: z.boolean(),
  // The country the site's address names, which phones are read with instead of default_country.
  address_country: z.string().nullable(),
};
/** Fields of the GET answer a client cannot set; a PUT may send them back and they are ignored. */
export const READ_ONLY_SETTINGS = Object.keys(hasFlags) as (keyof typeof hasFlags)[];

/**
 * What GET/PUT answer: secrets always empty, with a flag saying whether one is stored, and the
 * version of the stored settings for the next save.
 */
export const systemSettingsResponseSchema = systemSettingsSchema.extend({ ...hasFlags, ...versionInRecord });
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponseSchema>;

/**
 * PUT body: any subset of the fields, and a GET answer sent back as it is. A secret that is empty
 * or absent keeps the stored one (the form never holds it); null removes it. The fields are the
 * stored ones without their defaults: zod fills a default in even under .partial(), which turned
 * every omitted field into a reset. `version` (or If-Match) names the version the change was made from.
 */
export const systemSettingsUpdateSchema = z
  .object(optionalWithoutDefaults(systemSettingsSchema.shape))
  .extend({
    smtp_password: secret(200).nullable().optional(),
    sms_auth_token: secret(200).nullable().optional(),
    ...optionalWithoutDefaults(hasFlags),
    ...versionInBody,
  })
  .strict();
export type SystemSettingsUpdate = z.infer<typeof systemSettingsUpdateSchema>;

/** The stored settings after an update, applying the secret rules above; read-only fields are ignored. */
export function applySettingsUpdate(current: SystemSettings, update: SystemSettingsUpdate): SystemSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined || key === 'version' || (READ_ONLY_SETTINGS as string[]).includes(key)) continue;
    if ((SECRET_SETTINGS as readonly string[]).includes(key)) {
      if (value === null) next[key] = '';
      else if (value !== '') next[key] = value;
      continue;
    }
    next[key] = value;
  }
  return systemSettingsSchema.parse(next);
}

/** The settings whose stored value differs between two versions, in the schema's order. */
export function changedSettingKeys(before: SystemSettings, after: SystemSettings): (keyof SystemSettings)[] {
  return (Object.keys(systemSettingsSchema.shape) as (keyof SystemSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** Hides the secrets of stored settings for an answer, which carries the stored version. */
export function toSettingsResponse(
  settings: SystemSettings,
  version: number,
  addressCountry: PhoneCountry | null = null,
): SystemSettingsResponse {
  const hidden = Object.fromEntries(SECRET_SETTINGS.map((key) => [key, ''])) as Record<SecretSetting, string>;
  return {
    ...settings,
    ...hidden,
    has_smtp_password: settings.smtp_password !== '',
    has_sms_auth_token: settings.sms_auth_token !== '',
    address_country: addressCountry,
    version,
  };
}

/** A form's upload limit tightened by the admin's maximum file size, in bytes. */
export function effectiveUploadLimit(formLimitBytes: number, maxFileSizeMb: number): number {
  return Math.min(formLimitBytes, maxFileSizeMb * 1024 * 1024);
}

export const fileTooLargeMessage = (label: string, limitBytes: number) =>
  `${label} must be at most ${Number((limitBytes / (1024 * 1024)).toFixed(1))} MB`;

/** What anyone may read: enough for the public pages and the sign-in screen. */
export const publicSettingsSchema = z.object({
  site_name: z.string(),
  site_description: z.string(),
  allow_registrations: z.boolean(),
  maintenance_mode: z.boolean(),
  password_min_length: z.number().int(),
  // What the register, user and password-change forms show beside a new password.
  password_policy: passwordPolicySchema,
  max_file_size_mb: z.number().int(),
  demo_mode: z.boolean(),
  require_admin_two_factor: z.boolean(),
  /** The site's one currency (billing settings): every price on every screen is shown in it. */
  currency: z.string(),
  /** The country phones typed without a country code belong to (common/site-country.ts). */
  default_country: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The policy of the default settings: what a form shows when the public settings cannot be read. */
export const DEFAULT_PASSWORD_POLICY = passwordPolicyFor(PASSWORD_MIN_LENGTH_DEFAULT, PASSWORD_MAX_LENGTH);
