import { useSyncExternalStore } from 'react';
import { browserLanguage, DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from './languages';

/**
 * The language the UI is shown in. A visitor's is the one picked in the footer, else the browser's;
 * a signed-in user's is their saved preference (display.language), applied once it has loaded.
 * The last one is kept in localStorage so a reload starts in it, before any server call.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

type Preparer = (language: Language) => Promise<unknown>;

function readStored(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

let current: Language = readStored() ?? browserLanguage();
const listeners = new Set<() => void>();
// Catalog loaders (the shell's, and store.ts's and messages.ts's once they have loaded): a switch waits for them, so the
// page changes language in one step, with no keys and no spinner in between.
const preparers = new Set<Preparer>();
let switching: Promise<void> = Promise.resolve();

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

export function getLanguage(): Language {
  return current;
}

/**
 * Registers a loader every switch waits for; it is also run for the current language at once. A
 * catalog that fails to arrive now (offline) is asked for again by the screen that needs it.
 */
export function addLanguagePreparer(prepare: Preparer): void {
  preparers.add(prepare);
  prepare(current).catch(() => undefined);
}

/** Switch the UI to a language (after its catalogs are ready) and remember it for the next visit. */
export function setLanguage(value: unknown): Promise<void> {
  const language = isLanguage(value) ? value : DEFAULT_LANGUAGE;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the language still applies to this page.
  }
  // Switches run one after another, so a slow catalog cannot land after a later choice.
  switching = switching.then(async () => {
    if (language === current) return;
    await Promise.all([...preparers].map((prepare) => prepare(language).catch(() => undefined)));
    current = language;
    applyToDocument(language);
    for (const listener of listeners) listener();
  });
  return switching;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
  return LOCALES[current];
}
