/**
 * Sessions last a working day while the person works: the session ends after the site's (or a
 * customer's own) timeout without activity, is renewed by activity, and never outlives the token
 * (TOKEN_TTL_MINUTES from sign-in). The browser warns this long before an idle end.
 */
export const SESSION_WARNING_SECONDS = 60;
/** Activity renews the session at most this often (one request a minute, not one per keystroke). */
export const SESSION_RENEW_EVERY_SECONDS = 60;

/** The renewed end: idle minutes from now, but never past the token's own end. */
export function renewedSessionEnd(now: Date, idleMinutes: number, tokenEndsAt: Date): Date {
  return new Date(Math.min(now.getTime() + idleMinutes * 60_000, tokenEndsAt.getTime()));
}

export type SessionPhase = 'active' | 'warning' | 'ended';

/** Where a session stands at `now` (ms) given its end (ms): warned in its last minute, then ended. */
export function sessionPhase(now: number, endsAt: number): SessionPhase {
  if (now >= endsAt) return 'ended';
  if (now >= endsAt - SESSION_WARNING_SECONDS * 1000) return 'warning';
  return 'active';
}

/** Whether activity at `now` should renew a session last renewed at `renewedAt` (ms). */
export function shouldRenewSession(now: number, renewedAt: number | null): boolean {
  return renewedAt === null || now - renewedAt >= SESSION_RENEW_EVERY_SECONDS * 1000;
}

/**
 * The page to go back to after signing in again: a path of this site only (never `//host`, a
 * scheme or a backslash trick), and never the sign-in pages themselves.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Control characters (a newline, a tab) could smuggle a different target through URL parsing.
  for (const char of next) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  const path = next.split(/[?#]/)[0]!;
  if (path === '/login' || path === '/register') return null;
  return next;
}
