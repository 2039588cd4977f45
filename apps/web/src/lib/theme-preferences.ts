import {
  DATE_FORMAT_CHOICES,
  DEFAULT_DISPLAY_OPTIONS,
  THEME_OPTIONS,
  TIMEZONE_OPTIONS,
  type DateFormatPattern,
} from '@stockyard/domain';
import { useSyncExternalStore } from 'react';
import { applyCompactView, applyTheme, type Theme } from './theme';

/**
 * The signed-in user's display preferences (theme, date format, timezone, compact view, sound) for
 * every screen. They live outside react-query and zod on purpose: the theme must apply on the first
 * screen, which loads neither. The last values are cached in localStorage (read by public/before-app.js before
 * the first paint, so a reload does not flash light); the server's copy replaces them after sign-in.
 */
export type DisplayPreferences = {
  theme: Theme;
  dateFormat: DateFormatPattern;
  /** The signed-in user's saved zone (one of the four), or a visitor's browser zone. */
  timezone: string;
  compactView: boolean;
  soundEnabled: boolean;
  /** Keep drafts of long forms in this browser (lib/form-draft.ts). */
  autoSave: boolean;
};

/** Keep in step with public/before-app.js. */
export const DISPLAY_PREFERENCES_STORAGE_KEY = 'display_preferences';

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = DEFAULT_DISPLAY_OPTIONS;

/** The browser's own time zone, which visitors see times in (the saved default is for accounts). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_DISPLAY_OPTIONS.timezone;
  } catch {
    return DEFAULT_DISPLAY_OPTIONS.timezone;
  }
}

/** A visitor's (or a signed-out browser's) own theme choice. Keep in step with public/before-app.js. */
export const VISITOR_THEME_STORAGE_KEY = 'visitor_theme';

function readVisitorTheme(): Theme {
  try {
    return pick(THEME_OPTIONS, localStorage.getItem(VISITOR_THEME_STORAGE_KEY), DEFAULT_DISPLAY_PREFERENCES.theme);
  } catch {
    return DEFAULT_DISPLAY_PREFERENCES.theme;
  }
}

/**
 * The browser's zone is read when a time is first shown, not at start: making the first
 * Intl.DateTimeFormat of a page is costly script, which a page that shows no time should not wait for.
 */
const visitorDisplay = (): DisplayPreferences => {
  let timezone: string | undefined;
  return Object.defineProperty({ ...DEFAULT_DISPLAY_PREFERENCES, theme: readVisitorTheme() }, 'timezone', {
    enumerable: true,
    get: () => (timezone ??= browserTimeZone()),
  });
};

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  (options as readonly unknown[]).includes(value) ? (value as T) : fallback;

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Any object with display fields (a stored cache, the server's preferences.display) made safe. */
export function toDisplayPreferences(value: unknown): DisplayPreferences {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const fallback = DEFAULT_DISPLAY_PREFERENCES;
  return {
    theme: pick(THEME_OPTIONS, record.theme, fallback.theme),
    dateFormat: pick(DATE_FORMAT_CHOICES, record.dateFormat, fallback.dateFormat),
    timezone: pick(TIMEZONE_OPTIONS, record.timezone, fallback.timezone),
    compactView: flag(record.compactView, fallback.compactView),
    soundEnabled: flag(record.soundEnabled, fallback.soundEnabled),
    autoSave: flag(record.autoSave, fallback.autoSave),
  };
}

function readCache(): DisplayPreferences {
  try {
    const raw = localStorage.getItem(DISPLAY_PREFERENCES_STORAGE_KEY);
    return raw ? toDisplayPreferences(JSON.parse(raw)) : visitorDisplay();
  } catch {
    return visitorDisplay();
  }
}

let current: DisplayPreferences = readCache();
const listeners = new Set<() => void>();
// before-app.js set a saved "auto" once, at the first paint; from here on it follows the system live
// (a visitor who has not touched the page yet loads nothing else that would start listening).
if (current.theme === 'auto' && typeof document !== 'undefined') applyTheme('auto');

function publish(next: DisplayPreferences): void {
  current = next;
  applyTheme(next.theme);
  applyCompactView(next.compactView);
  for (const listener of listeners) listener();
}

/** After the server answered (sign-in, a saved settings form): apply, cache and tell every screen. */
export function setDisplayPreferences(value: unknown): void {
  const next = toDisplayPreferences(value);
  try {
    localStorage.setItem(DISPLAY_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the preferences still apply for this page; the next load starts from the server.
  }
  publish(next);
}

/**
 * The navigation bar's theme switch. Everyone's choice is this browser's own from now on (so it
 * stays after signing out); a signed-in user's goes into their cached preferences too, and the
 * caller saves it on the server.
 */
export function setTheme(theme: Theme, signedIn: boolean): void {
  try {
    localStorage.setItem(VISITOR_THEME_STORAGE_KEY, theme);
  } catch {
    // Applies for this page only.
  }
  if (signedIn) setDisplayPreferences({ ...current, theme });
  else publish({ ...current, theme });
}

/** Signed out: back to this browser's own theme, the default date format in the browser's zone, nothing cached. */
export function resetDisplayPreferences(): void {
  try {
    localStorage.removeItem(DISPLAY_PREFERENCES_STORAGE_KEY);
  } catch {
    // See setDisplayPreferences.
  }
  publish(visitorDisplay());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDisplayPreferences(): DisplayPreferences {
  // Prerendered pages show the defaults; hydration starts from them, then shows this browser's own.
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_DISPLAY_PREFERENCES,
  );
}
