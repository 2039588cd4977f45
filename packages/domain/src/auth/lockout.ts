/** Defaults of the admin security settings (spec 02 section 9) used until an admin changes them. */
export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;
export const DEFAULT_LOCKOUT_MINUTES = 30;

export type LockoutState = { failedAttempts: number; lockedUntil: Date | null };

export function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/**
 * The account state after one more failed sign-in: the counter grows, and on reaching the limit the
 * account locks for the lockout period and the counter starts again.
 */
export function afterFailedAttempt(
  state: LockoutState,
  now: Date,
  maxAttempts = DEFAULT_MAX_LOGIN_ATTEMPTS,
  lockoutMinutes = DEFAULT_LOCKOUT_MINUTES,
): LockoutState {
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts >= maxAttempts) {
    return { failedAttempts: 0, lockedUntil: new Date(now.getTime() + lockoutMinutes * 60_000) };
  }
  return { failedAttempts, lockedUntil: state.lockedUntil };
}
