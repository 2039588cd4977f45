import { shouldRenewSession, type SessionRenewal } from '@stockyard/domain';
import { api } from './api-client';

/**
 * The signed-in session's idle end, shared by every tab of this browser (localStorage): work in one
 * tab renews the session for all, so an idle tab does not warn while another is in use. Times are
 * this browser's clock (the server answers seconds left), so a skewed clock does not matter.
 */
const KEY = 'stockyard.session-idle';

export type IdleState = { endsAt: number; renewedAt: number };

export function readIdleState(): IdleState | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<IdleState> | null;
    if (typeof value?.endsAt !== 'number' || typeof value.renewedAt !== 'number') return null;
    return { endsAt: value.endsAt, renewedAt: value.renewedAt };
  } catch {
    return null;
  }
}

export function clearIdleState(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Without storage there is nothing to clear.
  }
}

/** The storage event other tabs see when this one renews. */
export const isIdleStateKey = (key: string | null) => key === KEY;

let renewing: Promise<IdleState> | null = null;

/** Renews the session on the server (once at a time) and shares its new end with the other tabs. */
export function renewSession(): Promise<IdleState> {
  renewing ??= api
    .post<SessionRenewal>('/auth/session')
    .then((renewal) => {
      const now = Date.now();
      const state = { endsAt: now + renewal.expires_in_seconds * 1000, renewedAt: now };
      try {
        localStorage.setItem(KEY, JSON.stringify(state));
      } catch {
        // This tab still knows the end; other tabs will renew on their own activity.
      }
      return state;
    })
    .finally(() => (renewing = null));
  return renewing;
}

/** Activity renews the session at most once a minute (SESSION_RENEW_EVERY_SECONDS). */
export function renewOnActivity(): void {
  if (shouldRenewSession(Date.now(), readIdleState()?.renewedAt ?? null)) void renewSession().catch(() => undefined);
}
