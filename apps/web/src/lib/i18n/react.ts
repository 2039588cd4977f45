import { use, useCallback } from 'react';
import { useLanguage } from './language';
import { namespacesReady, translate, type Namespace, type TranslationKey, type TranslationValues } from './store';

export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * t() for screens, in the current language. It suspends the component until the namespaces' catalogs
 * are in (the nearest Suspense boundary shows meanwhile), and re-renders it on a language switch.
 * Keys are written whole (namespace, colon, path) so the catalog test can find every key in use.
 */
export function useTranslation(namespaces: readonly Namespace[]): { t: TFunction } {
  const language = useLanguage();
  use(namespacesReady(namespaces, language));
  const t = useCallback<TFunction>((key, values) => translate(language, key, values), [language]);
  return { t };
}
