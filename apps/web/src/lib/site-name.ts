import { useEffect, useSyncExternalStore } from 'react';
import { requestPublicSettings } from '../resources/public-settings-request';

/** The name before the server has answered (and the one in index.html's title). */
export const DEFAULT_SITE_NAME = 'Stockyard';

let current = DEFAULT_SITE_NAME;
let requested = false;
const listeners = new Set<() => void>();

/**
 * The admin's site name for the navbar and the page title. It lives outside react-query on purpose:
 * the navbar is on the first screen, whose scripts must not hold the query library or zod.
 */
export function setSiteName(name: string): void {
  const next = name.trim() || DEFAULT_SITE_NAME;
  document.title = next;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the server for the name once (again after a failure); the navbar calls it when it mounts. */
export function loadSiteName(): void {
  if (requested) return;
  requested = true;
  // Only the name is read, and checked, here: the full schema (zod) stays off the first screen.
  requestPublicSettings()
    .then((settings) => {
      const name = (settings as { site_name?: unknown } | null)?.site_name;
      if (typeof name === 'string') setSiteName(name);
    })
    .catch(() => {
      // The default name stays; the next mount asks again.
      requested = false;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteName(): string {
  useEffect(loadSiteName, []);
  // Prerendered pages carry the default name; hydration starts from it, then shows the admin's.
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_SITE_NAME,
  );
}
