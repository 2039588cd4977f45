const HOUR_MS = 3_600_000;

/** Spec 02 section 4 cutoffs, in hours. */
export const LAST_LOGIN_ACTIVE_HOURS = 1;
export const LAST_LOGIN_HOURS_LIMIT = 24;
export const LAST_LOGIN_DAYS_LIMIT_HOURS = 168;

/**
 * The last-login label of the user list (spec 02 section 4): no login gives 'Never logged in';
 * under 1 hour 'Active now'; under 24 hours '{n} hours ago'; under 168 hours '{n} days ago';
 * otherwise 'Inactive'. Whole hours and days, rounded down; a time slightly in the future (clock
 * skew) counts as now. Singular forms read '1 hour ago' and '1 day ago'.
 */
export function lastLoginLabel(lastLogin: string | null | undefined, now: Date): string {
  if (!lastLogin) return 'Never logged in';
  const at = Date.parse(lastLogin);
  if (Number.isNaN(at)) return 'Never logged in';
  const hours = Math.floor(Math.max(0, now.getTime() - at) / HOUR_MS);
  if (hours < LAST_LOGIN_ACTIVE_HOURS) return 'Active now';
  if (hours < LAST_LOGIN_HOURS_LIMIT) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  if (hours < LAST_LOGIN_DAYS_LIMIT_HOURS) {
    const days = Math.floor(hours / 24);
    return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  }
  return 'Inactive';
}
