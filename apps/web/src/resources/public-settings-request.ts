/**
 * GET /api/settings/public, the one request for the public site settings (site name, registration,
 * password policy, demo mode). It is a plain fetch, without the API client or zod, because
 * lib/site-name.ts sends it on the first screen of every page, where those two would add about 45 KB
 * gzip to a visitor's download. Readers check what they read: site-settings.ts parses the whole
 * answer with the domain's schema, site-name.ts its one field. Callers at the same moment (the
 * navbar and the login screen) share one request, and the answer stays at hand for a moment
 * (latestPublicSettings), so a screen that asks just after the navbar does not ask again.
 */
let pending: Promise<unknown> | null = null;
let latest: { answer: unknown; at: number } | null = null;

/** The last answer and when it arrived (Date.now()), if any. */
export function latestPublicSettings(): { answer: unknown; at: number } | null {
  return latest;
}

export function requestPublicSettings(): Promise<unknown> {
  pending ??= fetch('/api/settings/public', { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`The site settings could not be loaded (HTTP ${response.status}).`);
      return response.json() as Promise<unknown>;
    })
    .then((answer) => {
      latest = { answer, at: Date.now() };
      return answer;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
