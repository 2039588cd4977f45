import { z } from 'zod';
import { DEFAULT_LOCKOUT_MINUTES, DEFAULT_MAX_LOGIN_ATTEMPTS } from '../auth/lockout.js';

export const SITE_NAME_DEFAULT = 'Stockyard';

/**
 * System settings an admin controls (spec 02 sections 3, 5 and 9). Stored on the server; the
 * defaults are the spec's. Bounds: minimum password length 6-32, login attempts 3-10.
 */
export const systemSettingsSchema = z.object({
  site_name: z.string().trim().min(1, 'Site name is required').max(80).default(SITE_NAME_DEFAULT),
  site_description: z.string().trim().max(500).default('Warehouse storage and inventory management'),
  maintenance_mode: z.boolean().default(false),
  allow_registrations: z.boolean().default(true),
  default_user_role: z.enum(['customer', 'employee']).default('customer'),
  session_timeout_minutes: z.number().int().min(5).max(1440).default(60),
  max_file_size_mb: z.number().int().min(1).max(100).default(10),
  password_min_length: z
    .number()
    .int()
    .min(6, 'Minimum password length must be between 6 and 32')
    .max(32, 'Minimum password length must be between 6 and 32')
    .default(8),
  max_login_attempts: z
    .number()
    .int()
    .min(3, 'Max login attempts must be between 3 and 10')
    .max(10, 'Max login attempts must be between 3 and 10')
    .default(DEFAULT_MAX_LOGIN_ATTEMPTS),
  lockout_minutes: z.number().int().min(1).max(1440).default(DEFAULT_LOCKOUT_MINUTES),
  rate_limit_per_minute: z.number().int().min(10).max(10_000).default(100),
  // When on, admins must enrol in two-factor sign-in before they may use the admin API.
  require_admin_two_factor: z.boolean().default(false),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = systemSettingsSchema.parse({});

/** What anyone may read: enough for the public pages and the sign-in screen. */
export const publicSettingsSchema = z.object({
  site_name: z.string(),
  allow_registrations: z.boolean(),
  maintenance_mode: z.boolean(),
  password_min_length: z.number().int(),
  demo_mode: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
