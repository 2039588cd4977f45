import {
  REGISTRATION_TAKEN_MESSAGES,
  renewedSessionEnd,
  resolvePreferences,
  sessionLifetimeMinutes,
  TWO_FACTOR_MESSAGES,
  type LoginRequest,
  type RegisterRequest,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { MAINTENANCE_MESSAGE } from '../../lib/maintenance.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { findTaken, insertUser, updateUser } from '../users/users.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { assertPasswordPolicy } from './password-policy.js';
import { createSession, extendSession, findLiveSession, revokeSession } from './sessions.repository.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import { admitSignIn, failSignIn, passSignIn, type Admission } from './sign-in-guard.js';
import type { KnownDevice } from './known-device.js';
import { consumeSecondFactor } from '../two-factor/two-factor.service.js';
import { announceSecurityAlert } from '../messages/announce.service.js';
import type { SecretSealer } from '../../lib/sealed-secret.js';

export const INVALID_CREDENTIALS = 'Incorrect username or password';

/** Registration always creates an active customer, whatever the request says about roles. */
export async function register(db: Db, input: RegisterRequest, origin: RequestOrigin): Promise<UserRow> {
  const settings = await getSystemSettings(db);
  if (settings.maintenance_mode) throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE);
  if (!settings.allow_registrations) {
    throw new AppError('FORBIDDEN', 'Registration is currently closed. Please contact us for an account.');
  }
  await assertPasswordPolicy(db, input.password, input);
  const taken = await findTaken(db, { username: input.username, email: input.email });
  // "Not available" rather than "registered": docs/behaviour.md, "Sign-in protection", explains the trade-off.
  for (const field of ['username', 'email'] as const) {
    const message = REGISTRATION_TAKEN_MESSAGES[field];
    if (taken[field]) throw new AppError('CONFLICT', message, [{ field, message }]);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: input.username,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      address: input.address,
      passwordHash,
      role: 'customer',
      isActive: true,
    });
    await recordActivity(
      tx,
      { userId: user.id, action: 'register', description: 'Account registered', category: 'auth' },
      origin,
    );
    return user;
  });
}

/** `ttlMinutes` is the lifetime of both the session row and the token the route signs. */
export type LoginResult = { user: UserRow; sessionId: string; expiresAt: Date; ttlMinutes: number };

/**
 * Activity renews the session: it ends `idle minutes` after now (the site's timeout, a customer's
 * own if shorter), never later than TOKEN_TTL_MINUTES after sign-in, when the token itself ends.
 */
export async function renewSession(
  db: Db,
  user: UserRow,
  sessionId: string,
  { siteTtlMinutes, tokenTtlMinutes }: { siteTtlMinutes: number; tokenTtlMinutes: number },
  now = new Date(),
): Promise<{ expiresAt: Date; idleMinutes: number }> {
  const idleMinutes = lifetimeFor(user, siteTtlMinutes);
  return db.transaction(async (tx) => {
    const session = await findLiveSession(tx, sessionId, user.id, now);
    if (!session) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    const tokenEndsAt = new Date(session.createdAt.getTime() + tokenTtlMinutes * 60_000);
    const expiresAt = renewedSessionEnd(now, idleMinutes, tokenEndsAt);
    if (!(await extendSession(tx, sessionId, expiresAt, now))) {
      throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    }
    return { expiresAt, idleMinutes };
  });
}

/** The site's limit, shortened by a customer's own Session Timeout (privacy settings). */
function lifetimeFor(user: UserRow, siteMinutes: number): number {
  if (user.role !== 'customer') return siteMinutes;
  return sessionLifetimeMinutes(siteMinutes, resolvePreferences(user.preferences).privacy.sessionTimeout);
}

/**
 * Throttles, verifies the password, and opens a session. Unknown users and wrong passwords get the
 * same answers and take the same time (a dummy hash is verified), pauses included (sign-in-guard.ts).
 */
export async function login(
  db: Db,
  input: LoginRequest,
  origin: RequestOrigin,
  {
    siteTtlMinutes,
    totpSealer,
    device,
  }: { siteTtlMinutes: number; totpSealer: SecretSealer; device?: KnownDevice | null },
  now = new Date(),
): Promise<LoginResult> {
  const admission = await admitSignIn(db, input.username, { origin, device }, now);
  const { user } = admission;
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    const description = user
      ? 'Failed sign-in: wrong password'
      : `Failed sign-in for unknown user "${input.username.slice(0, 60)}"`;
    return failSignIn(db, admission, origin, now, {
      description,
      error: new AppError('UNAUTHORIZED', INVALID_CREDENTIALS),
    });
  }
  // Only users with two-factor sign-in see this step; for everyone else the answers are unchanged.
  if (user.totpEnabled) await assertSecondFactor(db, totpSealer, { ...admission, user }, input.otp_code, now, origin);
  await passSignIn(db, admission, now);
  // A deactivated account is refused only after the password checks out, so it reveals nothing new.
  if (!user.isActive) {
    await recordActivity(
      db,
      {
        userId: user.id,
        action: 'login_refused',
        description: 'Sign-in refused: account is deactivated',
        category: 'auth',
      },
      origin,
    );
    throw new AppError('FORBIDDEN', 'Your account has been deactivated. Please contact your administrator.');
  }
  if (user.role !== 'admin' && (await getSystemSettings(db)).maintenance_mode) {
    throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE);
  }
  const ttlMinutes = lifetimeFor(user, siteTtlMinutes);
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  return db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, { lastLogin: now });
    const sessionId = await createSession(tx, { userId: user.id, expiresAt, ...origin });
    await recordActivity(tx, { userId: user.id, action: 'login', description: 'Signed in', category: 'auth' }, origin);
    // An account that has signed in before, now from an address none of its sessions came from.
    if (admission.signedInBefore && !admission.knownAddress && origin.ipAddress) {
      await announceSecurityAlert(tx, user.id, 'new_address_sign_in', origin, now);
    }
    return { user: updated ?? user, sessionId, expiresAt, ttlMinutes };
  });
}

/**
 * The password was right: without a code the client is asked for one (that attempt stays counted,
 * so the code cannot be guessed past the limit); a wrong code is a failed attempt.
 */
async function assertSecondFactor(
  db: Db,
  sealer: SecretSealer,
  admission: Admission & { user: UserRow },
  code: string | undefined,
  now: Date,
  origin: RequestOrigin,
) {
  const { user } = admission;
  if (!code) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired);
  const factor = await consumeSecondFactor(db, sealer, user, code, now);
  if (!factor) {
    await failSignIn(db, admission, origin, now, {
      description: 'Failed sign-in: wrong two-factor code',
      error: new AppError('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode),
    });
  }
  if (factor?.kind === 'recovery') {
    await recordActivity(
      db,
      {
        userId: user.id,
        action: 'two_factor_recovery_used',
        description: `Signed in with a recovery code (${factor.remaining} left)`,
        category: 'security',
      },
      origin,
    );
  }
}

export async function logout(db: Db, user: UserRow, sessionId: string, origin: RequestOrigin) {
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, new Date());
    await recordActivity(
      tx,
      { userId: user.id, action: 'logout', description: 'Signed out', category: 'auth' },
      origin,
    );
  });
}
