import { ALL_ADDRESSES_ATTEMPTS_FACTOR, ALL_NAMES_ATTEMPTS_FACTOR, signInPausedMessage } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announceSecurityAlert } from '../messages/announce.service.js';
import { getSecuritySettings } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { addressScope } from './address-scope.js';
import type { KnownDevice } from './known-device.js';
import {
  clearAttempts,
  findSignInAccount,
  purgeForgottenAttempts,
  refundAttempt,
  reserveAttempt,
  type Reservation,
  type ThrottleKey,
} from './sign-in-throttle.repository.js';

/** The scope that counts a name's attempts from every address together. */
const ALL_ADDRESSES = '*';
/** The name that counts an address's attempts at every name together. */
const ALL_NAMES = '*';

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
  /** The address's count over every name, refunded when the password is right. */
  addressKey: ThrottleKey | null;
};

// Rounded, not ceiled: parallel attempts counted in another order than their clocks were read may
// see a few milliseconds more than the whole pause, and should still all read "30 minutes".
const minutesLeft = (until: Date | null, now: Date) =>
  Math.max(1, Math.round(((until?.getTime() ?? now.getTime()) - now.getTime()) / 60_000));
const pausedError = (until: Date | null, now: Date) =>
  new AppError('ACCOUNT_LOCKED', signInPausedMessage(minutesLeft(until, now)));

/** What the sign-in is counted by: the typed name and the client's address, or a device the owner used. */
export type SignInClient = { origin: RequestOrigin; device?: KnownDevice | null };

const pauseOf = (reservations: Reservation[]) => {
  const started = reservations.map((r) => r.blockedUntil).filter((until): until is Date => until !== null);
  return started.length ? new Date(Math.max(...started.map((until) => until.getTime()))) : null;
};

/**
 * Counts the attempt before any password is checked, so parallel guesses cannot slip past the
 * limit, and refuses it with the pause answer when it is paused. An attempt from a device the
 * account signed in from before (its device cookie) is counted under that device only. Any other
 * is counted per name and address, per address over every name (one address trying many
 * accounts), and, unless the account has signed in from this address before, per name over every
 * address. So a stranger spreading guesses over many addresses pauses the account for unknown
 * devices and addresses, never for the owner's. Unknown names go through the same steps and rows,
 * so the answers (status, body, and the time they take) do not tell whether an account exists.
 */
export async function admitSignIn(db: Db, username: string, client: SignInClient, now: Date): Promise<Admission> {
  const { origin, device } = client;
  const { max_login_attempts: maxAttempts, lockout_minutes: lockoutMinutes } = await getSecuritySettings(db);
  const limits = { maxAttempts, lockoutMinutes };
  const { user, knownAddress, signedInBefore } = await findSignInAccount(db, username, origin.ipAddress);
  if (device && user && device.userId === user.id) {
    const key = { name: username, scope: `device:${device.deviceId}` };
    const mine = await reserveAttempt(db, key, limits, now);
    if (!mine.allowed) throw pausedError(mine.blockedUntil, now);
    return { key, user, startedPause: pauseOf([mine]), knownAddress: true, signedInBefore, addressKey: null };
  }
  const scope = addressScope(origin.ipAddress);
  const key = { name: username, scope };
  const here = await reserveAttempt(db, key, limits, now);
  if (!here.allowed) throw pausedError(here.blockedUntil, now);
  const addressKey = { name: ALL_NAMES, scope };
  const address = await reserveAttempt(
    db,
    addressKey,
    { maxAttempts: maxAttempts * ALL_NAMES_ATTEMPTS_FACTOR, lockoutMinutes },
    now,
  );
  if (!address.allowed) throw pausedError(address.blockedUntil, now);
  const reservations = [here, address];
  if (!knownAddress) {
    const everywhere = { maxAttempts: maxAttempts * ALL_ADDRESSES_ATTEMPTS_FACTOR, lockoutMinutes };
    const all = await reserveAttempt(db, { name: username, scope: ALL_ADDRESSES }, everywhere, now);
    if (!all.allowed) throw pausedError(all.blockedUntil, now);
    reservations.push(all);
  }
  return { key, user, startedPause: pauseOf(reservations), knownAddress, signedInBefore, addressKey };
}

/**
 * A password check inside a session (changing the password, two-factor settings) is a sign-in
 * attempt too: counted and paused the same way, so a stolen token cannot guess the password. The
 * right password clears this address's count, as a sign-in does; a wrong one answers `wrong()`.
 */
export async function checkCurrentPassword(
  db: Db,
  user: UserRow,
  password: string,
  origin: RequestOrigin,
  wrong: () => AppError,
  now = new Date(),
): Promise<void> {
  const admission = await admitSignIn(db, user.username, { origin }, now);
  if (await verifyPassword(user.passwordHash, password)) {
    await passSignIn(db, admission, now);
    return;
  }
  await failSignIn(db, admission, origin, now, { description: 'Wrong current password', error: wrong() });
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
  // Only failures count against an address: colleagues behind one gateway all sign in.
  if (admission.addressKey) await refundAttempt(db, admission.addressKey);
  await purgeForgottenAttempts(db, now);
}
