/**
 * What an administrator without two-factor sign-in may still call while the system setting
 * requires it: enough to see their profile, enrol, read the bell and sign out.
 */
const ALLOWED = new Set([
  'GET /api/users/me',
  'PUT /api/users/me',
  'GET /api/users/me/preferences',
  'PUT /api/users/me/preferences',
  'POST /api/auth/logout',
  'GET /api/settings/public',
]);
const ALLOWED_PREFIXES = ['/api/users/me/two-factor/', '/api/notifications'];

export function allowedWithoutTwoFactor(method: string, url: string): boolean {
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return ALLOWED.has(`${method} ${path}`) || ALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
