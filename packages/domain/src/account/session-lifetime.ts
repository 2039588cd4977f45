import type { SESSION_TIMEOUT_OPTIONS } from './preference-options.js';

export type SessionTimeoutOption = (typeof SESSION_TIMEOUT_OPTIONS)[number];

/**
 * How long a customer's sign-in lasts: their own Session Timeout (privacy settings, spec 01
 * section 3) within the site's session timeout (admin security settings), which always wins when
 * it is shorter. 'never' leaves only the site's limit. Staff do not have the setting on their
 * screens, so it applies to customers only (the caller decides).
 */
export function sessionLifetimeMinutes(siteMinutes: number, own: SessionTimeoutOption): number {
  return own === 'never' ? siteMinutes : Math.min(siteMinutes, Number(own));
}
