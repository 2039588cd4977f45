import { LANGUAGE_OPTIONS } from '@stockyard/domain';

export type Language = (typeof LANGUAGE_OPTIONS)[number];
export const LANGUAGES: readonly Language[] = LANGUAGE_OPTIONS;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the last language shown is kept, so a reload starts in it before any server call. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The Intl locale each language formats dates, numbers and money in. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/** Each language in its own words: a switch must be readable by someone who does not read the current one. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we have ('de-AT' -> 'de'), else English. */
export function browserLanguage(languages: readonly string[] = navigatorLanguages()): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language picked last on this browser, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}
