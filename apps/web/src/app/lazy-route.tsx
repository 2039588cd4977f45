import type { ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import { getLanguage } from '../lib/i18n/language';
import { DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import type { Namespace } from '../lib/i18n/store';
import { preloadable } from '../lib/preloadable';

type LazyHandle = { preload: () => Promise<unknown> };

type RouteOptions = {
  /** The full stylesheet (default); the landing page does without. */
  allStyles?: boolean;
  /**
   * The catalogs the screen's words come from, besides common (which comes with the first screen
   * that uses any). They are fetched with the screen's code rather than once it renders and asks for them,
   * a round trip later. test/route-namespaces.test.ts checks the list against the screen's code.
   */
  namespaces?: readonly Namespace[];
};

const loadCatalogs = (namespaces: readonly Namespace[]) =>
  import('../lib/i18n/store').then(({ loadNamespaces }) => loadNamespaces(namespaces));

/**
 * The English catalogs' files (their names cost the entry about 0.3 KB gzip). The catalog store
 * that loads them is a chunk of its own, so left to it a screen's words would be asked for only once
 * that chunk is in: a round trip after the screen's code. For a reader of English (the default) the
 * route starts them together with its code; the store's own request then finds them on the way.
 * The same files and exports as the store's glob (lib/i18n/store.ts), so both name one chunk each.
 */
const ENGLISH_CATALOGS = import.meta.glob(['../locales/en/*.json', '!../locales/en/shell.json'], { import: 'default' });

function startEnglishCatalogs(namespaces: readonly Namespace[]) {
  if (typeof document === 'undefined' || getLanguage() !== DEFAULT_LANGUAGE) return;
  for (const namespace of ['common', ...namespaces]) {
    // A failure is the store's to report when it asks for the same file.
    void ENGLISH_CATALOGS[`../locales/en/${namespace}.json`]?.().catch(() => undefined);
  }
}

/**
 * A route whose component is a chunk of its own, fetched when a path first needs it, together with
 * its stylesheet and catalogs (RouteOptions; common too, which every screen but the landing page
 * reads, so that a preloaded screen renders without waiting for a word). The landing page does
 * without the full stylesheet (the first screen's sheet, styles/first-screen.css, holds its classes).
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { allStyles = true, namespaces = [] }: RouteOptions = {},
): Pick<RouteObject, 'element' | 'handle'> {
  // preloadable runs this once, however often the route is preloaded or rendered.
  const screen = preloadable(() => {
    if (allStyles) startEnglishCatalogs(namespaces);
    const catalogs: readonly Namespace[] = allStyles ? ['common', ...namespaces] : namespaces;
    return Promise.all([load(), catalogs.length > 0 ? loadCatalogs(catalogs) : null]).then(([module]) => module[name]);
  });
  return { element: <screen.Component />, handle: { preload: screen.preload } satisfies LazyHandle };
}

/**
 * Starts fetching every lazy route a location matches at once (a layout such as the query provider
 * and the screen inside it), instead of each one only after the one around it has rendered; settles
 * when all are in. A failed fetch is not lost: React.lazy rethrows it to the layout's error boundary
 * on render.
 */
export function preloadMatches(routes: RouteObject[], location: Location | string): Promise<unknown> {
  return Promise.allSettled(
    (matchRoutes(routes, location) ?? []).map(({ route }) => (route.handle as LazyHandle | undefined)?.preload()),
  );
}
