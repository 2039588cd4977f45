import { use, useCallback } from 'react';
import englishShell from '../../locales/en/shell.json';
import { interpolate, lookup, type Catalog } from './catalogs';
import { addLanguagePreparer, useLanguage } from './language';
import type { Language } from './languages';
import type { KeyPath } from './key-path';

/**
 * The words of the first screen (navigation bar, hero, shared buttons and spinners). They do not
 * go through i18next: that library is about 19 KB gzip, more than the first screen can carry, so it
 * loads with the screens after it (react.ts) and reads these same catalogs as its "shell" namespace.
 */
export type ShellKey = `shell:${KeyPath<typeof englishShell>}`;

const loaded = new Map<Language, Catalog>([['en', englishShell]]);
// Named one by one (not a template import): the first screen's code carries only these three paths,
// and the English file, imported statically, stays inside the first screen's chunk.
const OTHER_SHELLS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  es: () => import('../../locales/es/shell.json'),
  fr: () => import('../../locales/fr/shell.json'),
  de: () => import('../../locales/de/shell.json'),
};
const loading = new Map<Language, Promise<Catalog>>();

export function loadShell(language: Language): Promise<Catalog> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(language);
  if (!promise) {
    promise = OTHER_SHELLS[language as Exclude<Language, 'en'>]().then(({ default: catalog }) => {
      loaded.set(language, catalog);
      return catalog;
    });
    loading.set(language, promise);
  }
  return promise;
}

void addLanguagePreparer(loadShell);

export type ShellT = (key: ShellKey, values?: Record<string, string | number>) => string;

/** t() for the shell's words; suspends only on a first visit in another language, until its catalog is in. */
export function useShellT(): ShellT {
  const language = useLanguage();
  const catalog = loaded.get(language) ?? use(loadShell(language));
  return useCallback(
    (key, values) => {
      const path = key.slice('shell:'.length);
      return interpolate(lookup(catalog, path) ?? lookup(englishShell, path) ?? key, values);
    },
    [catalog],
  );
}
