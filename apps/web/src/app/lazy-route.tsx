import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';

type LazyHandle = { preload: () => Promise<unknown> };

/**
 * A route whose component is a chunk of its own, fetched when a path first needs it. With
 * allStyles (the default) the full stylesheet comes with it; the landing page does without (the
 * first screen's sheet, styles/first-screen.css, holds its classes).
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { allStyles = true } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), allStyles ? import('../styles/all-screens.css') : null]).then(([module]) => ({
      default: module[name],
    })));
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
