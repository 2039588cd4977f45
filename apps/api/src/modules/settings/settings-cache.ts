import type { SystemSettings } from '@stockyard/domain';

/**
 * The maintenance check, the rate limiter and the upload limits read the system settings on many
 * requests, so a read is kept for a few seconds instead of costing a query each time. Saving,
 * resetting or Clear Cache empties it at once in this process. Other processes behind the same
 * database see a change when their copy expires, which is why the lifetime stays this short.
 */
export const SETTINGS_CACHE_TTL_MS = 5_000;

type Entry = { value: Promise<SystemSettings>; expiresAt: number };

// Keyed by database handle: every test app (and its database) has its own entry.
let entries = new WeakMap<object, Entry>();

export async function cachedSettings(
  key: object,
  load: () => Promise<SystemSettings>,
  now = Date.now(),
): Promise<SystemSettings> {
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value;
  // Concurrent requests share one pending read; a failed read is not kept.
  const value = load();
  const fresh = { value, expiresAt: now + SETTINGS_CACHE_TTL_MS };
  entries.set(key, fresh);
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return value;
}

export function clearSettingsCache(): void {
  entries = new WeakMap();
}
