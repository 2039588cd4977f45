import { useSyncExternalStore } from 'react';

/**
 * Whether the server has turned this signed-in person away for maintenance (503, code MAINTENANCE,
 * answered to every request of a non-admin while an admin has maintenance mode on). The API client
 * reports it; the signed-in routes then show the maintenance page in place of the screen, whose
 * reads would all fail the same way.
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  if (next === notice) return;
  notice = next;
  for (const listener of listeners) listener();
}

/** The server said the site is down for maintenance; `detail` is its message. */
export function reportMaintenance(detail: string): void {
  publish(detail);
}

/** Maintenance is over (or to be checked again): the screens may load. */
export function clearMaintenance(): void {
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The server's maintenance message while the signed-in person is turned away, else null. */
export function useMaintenanceNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}
