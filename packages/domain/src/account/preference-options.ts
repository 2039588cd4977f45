/**
 * The option sets of spec 01 section 3, apart from the schema: the first screen applies the theme
 * and date display with these, and must not load zod to do it.
 */
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
/**
 * What a user may choose: the spec's three patterns, or 'auto' (the default): dates and times as
 * the user's language writes them (11/27/2026 and 2:05 PM in English, 27.11.2026 and 14:05 in
 * German). A fixed US default read wrongly to everyone who uses the app in another language.
 */
export const DATE_FORMAT_CHOICES = ['auto', ...DATE_FORMAT_OPTIONS] as const;

/** The display defaults (the preferences schema's defaults), for code that must not load the schema. */
export const DEFAULT_DISPLAY_OPTIONS = {
  theme: 'light',
  dateFormat: 'auto',
  timezone: 'America/New_York',
  compactView: false,
  soundEnabled: true,
  autoSave: true,
} as const satisfies {
  theme: (typeof THEME_OPTIONS)[number];
  dateFormat: (typeof DATE_FORMAT_CHOICES)[number];
  timezone: (typeof TIMEZONE_OPTIONS)[number];
  compactView: boolean;
  soundEnabled: boolean;
  autoSave: boolean;
};
