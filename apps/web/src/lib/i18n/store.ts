import englishShell from '../../locales/en/shell.json';
import { fulfilled, interpolate, lookup, readable, type Catalog, type Readable } from './catalogs';
import type { KeyPath } from './key-path';
import { addLanguagePreparer, getLanguage } from './language';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { Resources } from './resources';
import { loadShell } from './shell';

/**
 * The catalogs of every screen after the first: one chunk per language and namespace
 * (locales/<language>/<namespace>.json), fetched when a screen of that namespace first needs it
 * (lazy-route.tsx starts it with the screen's code), kept for the page's life. It does what the
 * screens asked of i18next (namespaced keys, {{placeholders}}, English where a word is missing,
 * a language switch that waits for its catalogs) in about 1 KB instead of i18next's 20.
 */
export type Namespace = keyof Resources;
/** 'goods:header.add': a namespace and a path to one of its strings, checked against the English catalogs. */
export type TranslationKey = { [N in Namespace]: `${N}:${KeyPath<Resources[N]>}` }[Namespace];
export type TranslationValues = Record<string, string | number>;

// The shell's catalogs are shell.ts's (the English one is in the first screen's bundle).
const CATALOGS = import.meta.glob<Catalog>(['../../locales/*/*.json', '!../../locales/*/shell.json'], {
  import: 'default',
});

const loaded = new Map<string, Catalog>([[`${DEFAULT_LANGUAGE}/shell`, englishShell]]);
const loading = new Map<string, Promise<void>>();
/** Every namespace asked for so far: a language switch brings them all in the new language. */
const inUse = new Set<Namespace>(['common']);

const idOf = (language: Language, namespace: string) => `${language}/${namespace}`;

function loadCatalog(language: Language, namespace: Namespace): Promise<void> {
  const id = idOf(language, namespace);
  if (loaded.has(id)) return Promise.resolve();
  let promise = loading.get(id);
  if (!promise) {
    const load: Promise<Catalog> =
      namespace === 'shell'
        ? loadShell(language)
        : (CATALOGS[`../../locales/${id}.json`]?.() ?? Promise.reject(new Error(`No catalog ${id}`)));
    // Forgotten once settled: a catalog that failed to arrive (offline) is asked for again next time.
    promise = load.then((catalog) => void loaded.set(id, catalog)).finally(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** Fetches the namespaces' catalogs in a language (the current one by default). */
export function loadNamespaces(namespaces: readonly Namespace[], language: Language = getLanguage()): Promise<void> {
  for (const namespace of namespaces) inUse.add(namespace);
  return Promise.all(namespaces.map((namespace) => loadCatalog(language, namespace))).then(() => undefined);
}

const waits = new Map<string, Readable<void>>();

/**
 * One promise per language and namespace list that use() can read: settled when the catalogs are in,
 * the same object on every render (React needs that to replay a component that waited for it).
 * A failed one is dropped, so the next render after the error screen's retry asks again.
 */
export function namespacesReady(namespaces: readonly Namespace[], language: Language): Readable<void> {
  const id = `${language}:${namespaces.join(',')}`;
  let wait = waits.get(id);
  if (!wait) {
    const inAlready = namespaces.every((namespace) => loaded.has(idOf(language, namespace)));
    wait = inAlready ? fulfilled(undefined) : readable(loadNamespaces(namespaces, language));
    wait.catch(() => waits.delete(id));
    waits.set(id, wait);
  }
  return wait;
}

/** A catalog already in, if it is. */
export function loadedCatalog(language: Language, namespace: Namespace): Catalog | undefined {
  return loaded.get(idOf(language, namespace));
}

/** The words of a key in the language, else in English, else the key itself. */
export function translate(language: Language, key: string, values?: TranslationValues): string {
  const colon = key.indexOf(':');
  const namespace = key.slice(0, colon);
  const path = key.slice(colon + 1);
  const text =
    lookup(loaded.get(idOf(language, namespace)), path) ??
    lookup(loaded.get(idOf(DEFAULT_LANGUAGE, namespace)), path) ??
    key;
  return interpolate(text, values);
}

// The page changes language in one step: a switch waits until the catalogs in use are in.
addLanguagePreparer((language) => loadNamespaces([...inUse], language));
