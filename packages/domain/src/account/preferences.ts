import { z } from 'zod';
import {
  DATE_FORMAT_OPTIONS,
  DEFAULT_DISPLAY_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
} from './preference-options.js';

/**
 * Per-user preferences with the exact option sets of spec 01 section 3 (customer and employee
 * settings). One document per user; each screen shows the sections that apply to its role.
 */
const flag = (value: boolean) => z.boolean().default(value);

export {
  DATE_FORMAT_OPTIONS,
  DEFAULT_DISPLAY_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
};

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
        soundEnabled: flag(DEFAULT_DISPLAY_OPTIONS.soundEnabled),
        autoSave: flag(true),
        compactView: flag(DEFAULT_DISPLAY_OPTIONS.compactView),
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
