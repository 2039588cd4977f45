/** Browser session constants of spec 01 section 9. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 100;
export const TOAST_DURATION_MS = 5000;
/**
 * A toast that offers Undo stays at least this long, and longer while the pointer or the keyboard
 * focus is on it: long enough to notice a slip and reach the button by mouse or by Tab.
 */
export const UNDO_TOAST_MIN_MS = 8000;
export const SAVED_BANNER_MS = 3000;

export const SCROLL = {
  sectionDurationMs: 1000,
  sectionOffsetPx: 80,
  anchorOffsetPx: 100,
  toTopDurationMs: 800,
  toTopButtonAfterPx: 300,
  navbarHideAfterPx: 100,
} as const;

/** The 401 rule skips pages whose path contains login or register. */
export function isAuthPagePath(pathname: string): boolean {
  return pathname.includes('login') || pathname.includes('register');
}
