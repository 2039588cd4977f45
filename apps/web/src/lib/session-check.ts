import { readStoredToken } from './session-storage';

/** What the start-up session check learnt: the user's record, or that the token was refused, or nothing. */
export type SessionCheckAnswer =
  | { kind: 'user'; body: unknown }
  | { kind: 'refused' }
  /** A network or server failure: the existing session stays (spec 01 section 4). */
  | { kind: 'unknown' };

let started: { token: string; answer: Promise<SessionCheckAnswer> } | null = null;

/**
 * GET /api/users/me with the token stored at start (spec 01 section 4: "If a token exists it loads
 * the current user"). The entry calls this before React renders, so the request travels while the
 * screen's code and the user schema (zod) download, rather than after them: on a slow phone network
 * that is a round trip less before a signed-in screen shows. A plain fetch, because the API client
 * is not part of the first screen; the caller checks the body against the user schema.
 * Called again with the same token, it answers the same request.
 */
export function startSessionCheck(): Promise<SessionCheckAnswer> | null {
  const token = readStoredToken();
  if (token === null) return null;
  if (started?.token !== token) {
    const answer = fetch('/api/users/me', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    }).then(
      async (response): Promise<SessionCheckAnswer> => {
        if (response.status === 401 || response.status === 403) return { kind: 'refused' };
        if (!response.ok) return { kind: 'unknown' };
        return { kind: 'user', body: await response.json() };
      },
      (): SessionCheckAnswer => ({ kind: 'unknown' }),
    );
    started = { token, answer };
  }
  return started.answer;
}
