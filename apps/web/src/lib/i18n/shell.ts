import { use, useCallback } from 'react';
import englishShell from '../../locales/en/shell.json';
import { fulfilled, interpolate, lookup, readable, type Catalog, type Readable } from './catalogs';
import { addLanguagePreparer, useLanguage } from './language';
import type { Language } from './languages';
import type { KeyPath } from './key-path';

/**
 * The words of the first screen (navigation bar, hero, shared buttons and spinners), with a
 * translator of their own that carries nothing else: the catalogs of the screens after it
 * (store.ts, react.ts) load later and read these same catalogs as their "shell" namespace.
 */
export type ShellKey = `shell:${KeyPath<typeof englishShell>}`;

// Named one by one (not a template import): the first screen's code carries only these three paths,
// and the English file, imported statically, stays inside the first screen's chunk.
const OTHER_SHELLS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  es: () => import('../../locales/es/shell.json'),
  fr: () => import('../../locales/fr/shell.json'),
  de: () => import('../../locales/de/shell.json'),
};
/** Each language's catalog as use() reads it (catalogs.ts readable); a failed one is asked for again. */
const shells = new Map<Language, Readable<Catalog>>([['en', fulfilled<Catalog>(englishShell)]]);

export function loadShell(language: Language): Readable<Catalog> {
  let shell = shells.get(language);
  if (!shell) {
    shell = readable(OTHER_SHELLS[language as Exclude<Language, 'en'>]().then((module) => module.default));
    shell.catch(() => shells.delete(language));
    shells.set(language, shell);
  }
  return shell;
}

addLanguagePreparer(loadShell);

export type ShellT = (key: ShellKey, values?: Record<string, string | number>) => string;

/** t() for the shell's words; suspends only on a first visit in another language, until its catalog is in. */
export function useShellT(): ShellT {
  const language = useLanguage();
  const catalog = use(loadShell(language));
  return useCallback(
    (key, values) => {
      const path = key.slice('shell:'.length);
      return interpolate(lookup(catalog, path) ?? lookup(englishShell, path) ?? key, values);
    },
    [catalog],
  );
}
