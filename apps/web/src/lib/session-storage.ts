import { ROLES, TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type User } from '@stockyard/domain';

// Storage can throw (private mode, disabled cookies); a session that cannot be stored is simply absent.

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The stored user, read synchronously for the first render. Only a quick sanity check happens here
 * (zod stays out of the first download); the session load replaces it with the server's copy.
 */
export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, role } = value as { id?: unknown; role?: unknown };
    if (typeof id !== 'number' || !(ROLES as readonly unknown[]).includes(role)) return null;
    return value as User;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the page; nothing else to do.
  }
}

export function storeUser(user: User): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // See storeToken.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // See storeToken.
  }
}

/**
 * The sign-in page after a session ended (idle, or refused by the server): it says so, and signing
 * in again returns to the page the person was on.
 */
export function sessionEndedPath(): string {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return `/login?${new URLSearchParams({ session: 'ended', next: here }).toString()}`;
}
