import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import englishShell from '../../locales/en/shell.json';
import type { Catalog } from './catalogs';
import { addLanguagePreparer, getLanguage } from './language';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * i18next for every screen after the first: catalogs per language and namespace, each a chunk
 * loaded on first use; English fills any gap. Components get t() through react.ts, which makes sure
 * this module has run first.
 */
// Every catalog but the bundled English shell, each its own chunk.
const CATALOGS = import.meta.glob<Catalog>(['../../locales/*/*.json', '!../../locales/en/shell.json'], {
  import: 'default',
});

const loadCatalog = (language: Language, namespace: string): Promise<Catalog> => {
  const load = CATALOGS[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog ${language}/${namespace}`));
};

void i18next
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: string) => loadCatalog(language as Language, namespace)))
  .init({
    lng: getLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Messages too: server errors are translated in event handlers, which cannot wait for a catalog.
    ns: ['common', 'messages'],
    defaultNS: 'common',
    // The English shell is in the first screen's bundle already; every other catalog is fetched.
    resources: { en: { shell: englishShell } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

// A language switch loads the namespaces in use in the new language before anything re-renders.
void addLanguagePreparer((language) =>
  language === i18next.language ? Promise.resolve() : i18next.changeLanguage(language),
);

export { i18next };
