import { ALL_ADDRESSES_ATTEMPTS_FACTOR, signInPausedMessage } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announceSecurityAlert } from '../messages/announce.service.js';
import { getSecuritySettings } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { addressScope } from './address-scope.js';
import {
  clearAttempts,
  findSignInAccount,
  purgeForgottenAttempts,
  reserveAttempt,
  type ThrottleKey,
} from './sign-in-throttle.repository.js';

/** The scope that counts a name's attempts from every address together. */
const ALL_ADDRESSES = '*';

/**
 * A sign-in attempt that may be checked: the account it names (if any), the pause it began, and
 * whether the account has signed in before, and from this address (a new one raises an alert).
 */
export type Admission = {
  key: ThrottleKey;
  user: UserRow | undefined;
  startedPause: Date | null;
  knownAddress: boolean;
  signedInBefore: boolean;
};

// Rounded, not ceiled: parallel attempts counted in another order than their clocks were read may
// see a few milliseconds more than the whole pause, and should still all read "30 minutes".
const minutesLeft = (until: Date | null, now: Date) =>
  Math.max(1, Math.round(((until?.getTime() ?? now.getTime()) - now.getTime()) / 60_000));
const pausedError = (until: Date | null, now: Date) =>
  new AppError('ACCOUNT_LOCKED', signInPausedMessage(minutesLeft(until, now)));

/**
 * Counts the attempt before any password is checked, so parallel guesses cannot slip past the
 * limit, and refuses it with the pause answer when the name is paused for this address, or for every
 * address the account has never signed in from. Unknown names go through the same steps and rows,
 * so the answers (status, body, and the time they take) do not tell whether an account exists.
 */
export async function admitSignIn(db: Db, username: string, origin: RequestOrigin, now: Date): Promise<Admission> {
  const { max_login_attempts: maxAttempts, lockout_minutes: lockoutMinutes } = await getSecuritySettings(db);
  const key = { name: username, scope: addressScope(origin.ipAddress) };
  const here = await reserveAttempt(db, key, { maxAttempts, lockoutMinutes }, now);
  if (!here.allowed) throw pausedError(here.blockedUntil, now);

  const { user, knownAddress, signedInBefore } = await findSignInAccount(db, username, origin.ipAddress);
  // The owner's usual addresses are exempt from the all-addresses pause: a stranger spreading guesses
  // over many addresses then cannot lock them out, and still meets the per-address limit there.
  let everywhere: Date | null = null;
  if (!knownAddress) {
    const limits = { maxAttempts: maxAttempts * ALL_ADDRESSES_ATTEMPTS_FACTOR, lockoutMinutes };
    const all = await reserveAttempt(db, { name: username, scope: ALL_ADDRESSES }, limits, now);
    if (!all.allowed) throw pausedError(all.blockedUntil, now);
    everywhere = all.blockedUntil;
  }
  const started = [here.blockedUntil, everywhere].filter((until): until is Date => until !== null);
  const startedPause = started.length ? new Date(Math.max(...started.map((until) => until.getTime()))) : null;
  return { key, user, startedPause, knownAddress, signedInBefore };
}

/**
 * A checked attempt failed: logged, then answered with `error`, or with the pause when this attempt
 * began one (the last allowed attempt is told at once that the next would be refused).
 */
export async function failSignIn(
  db: Db,
  admission: Admission,
  origin: RequestOrigin,
  now: Date,
  failure: { description: string; error: AppError },
): Promise<never> {
  const userId = admission.user?.id ?? null;
  const { description: failed, error } = failure;
  await recordActivity(db, { userId, action: 'login_failed', description: failed, category: 'auth' }, origin);
  if (!admission.startedPause) throw error;
  const minutes = minutesLeft(admission.startedPause, now);
  const description = `Sign-in paused for ${minutes} minutes after repeated failures`;
  await db.transaction(async (tx) => {
    await recordActivity(tx, { userId, action: 'sign_in_paused', description, category: 'security' }, origin);
    // The owner (and the admins) hear of it; a name that matches no account tells nobody.
    if (userId !== null) {
      await announceSecurityAlert(tx, userId, 'account_locked', origin, now, admission.startedPause);
    }
  });
  throw pausedError(admission.startedPause, now);
}

/** The password (and second factor) checked out: this address starts again with a clean count. */
export async function passSignIn(db: Db, admission: Admission, now: Date) {
  await clearAttempts(db, admission.key);
  await purgeForgottenAttempts(db, now);
}
