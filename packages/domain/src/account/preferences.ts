import { z } from 'zod';

/**
 * Per-user preferences with the exact option sets of spec 01 section 3 (customer and employee
 * settings). One document per user; each screen shows the sections that apply to its role.
 */
const flag = (value: boolean) => z.boolean().default(value);

export const SESSION_TIMEOUT_OPTIONS = ['15', '30', '60', '120', 'never'] as const;
export const PROFILE_VISIBILITY_OPTIONS = ['private', 'limited', 'public'] as const;
export const THEME_OPTIONS = ['light', 'dark', 'auto'] as const;
export const LANGUAGE_OPTIONS = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONE_OPTIONS = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;
export const DATE_FORMAT_OPTIONS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;

export const preferencesSchema = z
  .object({
    notifications: z
      .object({
        email: z
          .object({
            orderUpdates: flag(true),
            storageReminders: flag(true),
            promotions: flag(false),
            securityAlerts: flag(true),
            newsletterUpdates: flag(false),
          })
          .strict()
          .prefault({}),
        push: z
          .object({
            orderUpdates: flag(true),
            storageReminders: flag(true),
            promotions: flag(false),
            securityAlerts: flag(true),
          })
          .strict()
          .prefault({}),
        sms: z
          .object({ orderUpdates: flag(false), storageReminders: flag(false), securityAlerts: flag(true) })
          .strict()
          .prefault({}),
        // The employee screen's flat flags.
        assignments: flag(true),
        reminders: flag(true),
      })
      .strict()
      .prefault({}),
    privacy: z
      .object({
        profileVisibility: z.enum(PROFILE_VISIBILITY_OPTIONS).default('private'),
        dataSharing: flag(false),
        analyticsOptIn: flag(false),
        marketingOptIn: flag(false),
        twoFactorAuth: flag(false),
        sessionTimeout: z.enum(SESSION_TIMEOUT_OPTIONS).default('60'),
      })
      .strict()
      .prefault({}),
    display: z
      .object({
        theme: z.enum(THEME_OPTIONS).default('light'),
        language: z.enum(LANGUAGE_OPTIONS).default('en'),
        timezone: z.enum(TIMEZONE_OPTIONS).default('America/New_York'),
        dateFormat: z.enum(DATE_FORMAT_OPTIONS).default('MM/DD/YYYY'),
        soundEnabled: flag(true),
        autoSave: flag(true),
        compactView: flag(false),
      })
      .strict()
      .prefault({}),
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});

/** Stored preferences over the defaults; anything that no longer validates falls back to the default. */
export function resolvePreferences(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}
