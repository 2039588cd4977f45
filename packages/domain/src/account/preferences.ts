import { z } from 'zod';
import { optionalWithoutDefaults } from '../common/partial-update.js';
import {
  DATE_FORMAT_CHOICES,
  DEFAULT_DISPLAY_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
} from './preference-options.js';

/**
 * Per-user preferences with the option sets of spec 01 section 3 (customer and employee settings).
 * One document per user; each screen shows the sections that apply to its role.
 *
 * The spec's privacy flags dataSharing and analyticsOptIn are not here: Stockyard shares no data
 * with third parties and runs no analytics, so a switch for either would promise something that
 * does not exist (docs/behaviour.md, "What was removed and why"). Nor are the Promotions and
 * Newsletter topics or the Marketing consent: nothing sends promotional mail or newsletters.
 * Documents stored before keep such keys; they are dropped on read and on the next save.
 */
const flag = (value: boolean) => z.boolean().default(value);

export {
  DATE_FORMAT_CHOICES,
  DEFAULT_DISPLAY_OPTIONS,
  LANGUAGE_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
};

const emailShape = () => ({
  orderUpdates: flag(true),
  storageReminders: flag(true),
  securityAlerts: flag(true),
});
const pushShape = () => ({
  orderUpdates: flag(true),
  storageReminders: flag(true),
  securityAlerts: flag(true),
});
const smsShape = () => ({ orderUpdates: flag(false), storageReminders: flag(false), securityAlerts: flag(true) });
const privacyShape = () => ({
  profileVisibility: z.enum(PROFILE_VISIBILITY_OPTIONS).default('private'),
  /** The server's two-factor state, answered for the screen; a value sent is ignored. */
  twoFactorAuth: flag(false),
  sessionTimeout: z.enum(SESSION_TIMEOUT_OPTIONS).default('60'),
});
const displayShape = () => ({
  theme: z.enum(THEME_OPTIONS).default('light'),
  language: z.enum(LANGUAGE_OPTIONS).default('en'),
  timezone: z.enum(TIMEZONE_OPTIONS).default('America/New_York'),
  dateFormat: z.enum(DATE_FORMAT_CHOICES).default(DEFAULT_DISPLAY_OPTIONS.dateFormat),
  soundEnabled: flag(DEFAULT_DISPLAY_OPTIONS.soundEnabled),
  autoSave: flag(DEFAULT_DISPLAY_OPTIONS.autoSave),
  compactView: flag(DEFAULT_DISPLAY_OPTIONS.compactView),
});

/**
 * The whole document, defaults filled. `strict` refuses unknown keys (what a client sends);
 * the lenient form drops them (what is stored, which may hold keys since retired).
 */
function documentSchema(strict: boolean) {
  const object = <Shape extends z.ZodRawShape>(shape: Shape) => (strict ? z.object(shape).strict() : z.object(shape));
  const notifications = object({
    email: object(emailShape()).prefault({}),
    push: object(pushShape()).prefault({}),
    sms: object(smsShape()).prefault({}),
    // The employee screen's flat flags.
    assignments: flag(true),
    reminders: flag(true),
  });
  return object({
    notifications: notifications.prefault({}),
    privacy: object(privacyShape()).prefault({}),
    display: object(displayShape()).prefault({}),
  });
}

export const preferencesSchema = documentSchema(true);
export type Preferences = z.infer<typeof preferencesSchema>;
const storedPreferencesSchema = documentSchema(false);

/**
 * A save: any subset of the document, at any depth. Only the fields sent change (applyPreferencesUpdate),
 * so two tabs saving different settings keep each other's changes.
 */
export const preferencesUpdateSchema = z
  .object({
    notifications: z
      .object({
        email: z.object(optionalWithoutDefaults(emailShape())).strict().optional(),
        push: z.object(optionalWithoutDefaults(pushShape())).strict().optional(),
        sms: z.object(optionalWithoutDefaults(smsShape())).strict().optional(),
        assignments: z.boolean().optional(),
        reminders: z.boolean().optional(),
      })
      .strict()
      .optional(),
    privacy: z.object(optionalWithoutDefaults(privacyShape())).strict().optional(),
    display: z.object(optionalWithoutDefaults(displayShape())).strict().optional(),
  })
  .strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

let defaults: Preferences | undefined;
/** Every preference at its default (the schema's defaults), parsed once and shared. */
export const defaultPreferences = (): Preferences => (defaults ??= preferencesSchema.parse({}));

/** Stored preferences over the defaults; anything that no longer validates falls back to the default. */
export function resolvePreferences(stored: unknown): Preferences {
  const parsed = storedPreferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultPreferences();
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeTree(base: Tree, update: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    merged[key] = isTree(value) && isTree(base[key]) ? mergeTree(base[key], value) : value;
  }
  return merged;
}

/** The stored document with the fields of `update` replaced, at whatever depth they were sent. */
export function applyPreferencesUpdate(stored: Preferences, update: PreferencesUpdate): Preferences {
  return resolvePreferences(mergeTree(stored, update));
}

/**
 * The fields of `next` that differ from `base`, as an update: what a screen sends, so a save
 * carries only the settings this screen changed.
 */
export function preferencesChanges(base: Preferences, next: Preferences): PreferencesUpdate {
  const diff = (from: Tree, to: Tree): Tree | undefined => {
    const changes: Tree = {};
    for (const [key, value] of Object.entries(to)) {
      const inner = isTree(value) && isTree(from[key]) ? diff(from[key], value) : undefined;
      if (inner) changes[key] = inner;
      else if (!isTree(value) && value !== from[key]) changes[key] = value;
    }
    return Object.keys(changes).length > 0 ? changes : undefined;
  };
  return (diff(base, next) ?? {}) as PreferencesUpdate;
}
