/**
 * One seed for every property file so a failure replays exactly: FUZZ_SEED=<seed printed in the
 * failure> npx vitest run --project api apps/api/test/property. Runs per route keep each file well
 * under a minute on a loaded machine; raise FUZZ_NUM_RUNS locally for a deeper search.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_250_101);
export const FUZZ_NUM_RUNS = Number(process.env.FUZZ_NUM_RUNS ?? 12);

/**
 * A refused sign-in is recorded by design: an activity row ("login_failed") and the attempt counted
 * for its name and address (known or not) in sign_in_throttles. A wrong current password inside a
 * session is a sign-in attempt too (counted the same way, so a stolen token cannot guess it), and
 * the attempt that locks the account tells its owner and the admins (notifications, outbox).
 */
const SIGN_IN_ATTEMPT = ['activities', 'sign_in_throttles', 'notifications', 'outbox'] as const;
export const LOGIN_SIDE_EFFECTS: Record<string, readonly string[]> = {
  'POST /api/auth/login': SIGN_IN_ATTEMPT,
  'POST /api/users/me/password': SIGN_IN_ATTEMPT,
  'POST /api/users/me/deletion-request': SIGN_IN_ATTEMPT,
  'POST /api/users/me/two-factor/setup': SIGN_IN_ATTEMPT,
  'POST /api/users/me/two-factor/disable': SIGN_IN_ATTEMPT,
  'POST /api/users/me/two-factor/recovery-codes': SIGN_IN_ATTEMPT,
};
