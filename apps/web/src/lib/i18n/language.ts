import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LOCALES, type Language } from './languages';
import { baseNamespaces, i18n, loadNamespaces } from './store';

/**
 * The language the UI is shown in. A visitor's is the one picked in the footer, else the browser's;
 * a signed-in user's is their saved preference (display.language), applied once it has loaded.
 * The last one is kept in localStorage so a reload starts in it, before any server call (store.ts).
 */

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

export function getLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Switch the UI to a language and remember it for the next visit. i18next shows it once the
 * catalogs in use are in, so the page changes language in one step, with no keys in between; of two
 * quick switches the later one wins.
 */
export async function setLanguage(value: unknown): Promise<void> {
  const language = isLanguage(value) ? value : DEFAULT_LANGUAGE;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the language still applies to this page.
  }
  // Registers the language's own namespaces, which the switch below then fetches in it.
  void loadNamespaces(baseNamespaces(language));
  await i18n.changeLanguage(language);
}

function subscribe(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

export function useLanguage(): Language {
  // Pages are prerendered in the default language (main.tsx hydrates only a page read in it).
  return useSyncExternalStore(subscribe, getLanguage, () => DEFAULT_LANGUAGE);
}

/** The Intl locale of the current language ('de-DE'), for dates, numbers and money. */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}

export function currentLocale(): string {
  return LOCALES[getLanguage()];
}
