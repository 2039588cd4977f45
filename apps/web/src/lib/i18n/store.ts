import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import englishShell from '../../locales/en/shell.json';
import type { KeyPath } from './key-path';
import { browserLanguage, DEFAULT_LANGUAGE, LANGUAGES, storedLanguage, type Language } from './languages';
import type { Resources } from './resources';

/**
 * The one i18next instance. Each catalog (locales/<language>/<namespace>.json) is a chunk of its own,
 * fetched when a screen of that namespace first needs it (the route's loader starts it with the
 * screen's code, react.ts waits for it). The English shell (the words of the first screen) is bundled,
 * so an English visitor's first screen paints without waiting for a catalog.
 */
export type Namespace = keyof Resources;
/** 'goods:header.add': a namespace and a path to one of its strings, checked against the English catalogs. */
export type TranslationKey = { [N in Namespace]: `${N}:${KeyPath<Resources[N]>}` }[Namespace];
export type TranslationValues = Record<string, string | number>;

// The English shell is imported statically above; a lazy entry for it would be a second copy.
const CATALOGS = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/en/shell.json'], {
  import: 'default',
});

function loadCatalog(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = CATALOGS[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog ${language}/${namespace}`));
}

/**
 * The namespaces a language needs on every screen. The server's and the domain's messages arrive in
 * English (messages.ts), so a reader of another language needs their catalog from the start: it is
 * translated in event handlers, which cannot wait for it.
 */
export function baseNamespaces(language: Language): Namespace[] {
  return language === DEFAULT_LANGUAGE ? ['shell'] : ['shell', 'messages'];
}

const initialLanguage = storedLanguage() ?? browserLanguage();

export const i18n = i18next.createInstance();
void i18n
  .use(resourcesToBackend(loadCatalog))
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { en: { shell: englishShell } },
    // The bundled English shell is only part of the catalogs: the backend brings the rest.
    partialBundledLanguages: true,
    ns: ['shell'],
    defaultNS: 'shell',
    // Keys are always written whole (namespace, colon, path), so the catalog test can find every one in use.
    nsSeparator: ':',
    keySeparator: '.',
    // A key missing from every catalog shows whole, as the code names it.
    appendNamespaceToMissingKey: true,
    // An English reader's first screen renders at once with the bundled shell.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
// Not awaited by the first screen: only the parts that show a server message wait for it (messages.ts).
void i18n.loadNamespaces(baseNamespaces(initialLanguage));

/**
 * Fetches the namespaces' catalogs in the current language (and English, the fallback). A language
 * switch brings every namespace asked for so far in the new language before it shows.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** Catalogs that failed to arrive (offline, a release replaced them): `<language>|<namespace>`. */
const failed = new Set<string>();
i18n.on('failedLoading', (language: string, namespace: string) => failed.add(`${language}|${namespace}`));

/**
 * Throws when a namespace's catalog could not be fetched in the current language or its fallback,
 * so the screen's error boundary offers a reload instead of showing the keys.
 */
export function throwIfCatalogFailed(namespaces: readonly Namespace[]): void {
  for (const language of i18n.languages ?? []) {
    const missing = namespaces.find(
      (namespace) => failed.has(`${language}|${namespace}`) && !i18n.hasResourceBundle(language, namespace),
    );
    if (missing) throw new Error(`The ${language}/${missing} catalog could not be loaded`);
  }
}
