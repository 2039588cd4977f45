import { useTranslation as useI18next } from 'react-i18next';
import { throwIfCatalogFailed, type Namespace, type TranslationKey, type TranslationValues } from './store';

/** t('goods:toolbar.found', { count }) picks the plural form (found_one, found_other...) the language needs. */
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * t() for screens, in the current language. It suspends the component until the namespaces' catalogs
 * are in (the nearest Suspense boundary shows meanwhile), and re-renders it on a language switch.
 * Keys are written whole (namespace, colon, path) so the catalog test can find every key in use.
 */
export function useTranslation(namespaces: readonly Namespace[]): { t: TFunction } {
  throwIfCatalogFailed(namespaces);
  const { t } = useI18next([...namespaces]);
  return { t: t as unknown as TFunction };
}
