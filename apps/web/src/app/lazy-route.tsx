import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import type { Namespace } from '../lib/i18n/store';

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
 * A route whose component is a chunk of its own, fetched when a path first needs it, together with
 * its stylesheet and catalogs (RouteOptions). The landing page does without the full stylesheet (the
 * first screen's sheet, styles/first-screen.css, holds its classes).
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { allStyles = true, namespaces = [] }: RouteOptions = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      load(),
      allStyles ? import('../styles/all-screens.css') : null,
      namespaces.length > 0 ? loadCatalogs(namespaces) : null,
    ]).then(([module]) => ({ default: module[name] })));
  const Component = lazy(preload);
  return { element: <Component />, handle: { preload } satisfies LazyHandle };
}

/**
 * Starts fetching every lazy route a location matches at once (a layout such as the query provider
 * and the screen inside it), instead of each one only after the one around it has rendered.
 * A failed fetch is not lost: React.lazy rethrows it to the layout's error boundary on render.
 */
export function preloadMatches(routes: RouteObject[], location: Location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    void (route.handle as LazyHandle | undefined)?.preload().catch(() => undefined);
  }
}
