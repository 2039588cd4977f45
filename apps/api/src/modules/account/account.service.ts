import {
  applyPreferencesUpdate,
  PASSWORD_POLICY_MESSAGES,
  resolvePreferences,
  SETTINGS_PASSWORD_MIN_LENGTH,
  type DeletionRequest,
  type PasswordChangeRequest,
  type Preferences,
  type PreferencesUpdate,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { assertNotCurrentPassword, assertPasswordPolicy } from '../auth/password-policy.js';
import { checkCurrentPassword } from '../auth/sign-in-guard.js';
import { announceSecurityAlert } from '../messages/announce.service.js';
import { toUser, type UserRow } from '../users/users.mapper.js';
import {
  lockUserPreferences,
  revokeSessionsExcept,
  updateUser,
  writeUserPreferences,
} from '../users/users.repository.js';
import { findUserExportRows, insertDeletionRequest } from './account.repository.js';

/**
 * The privacy tab's twoFactorAuth flag belongs to the server: it says whether two-factor sign-in
 * is on, and only enrolment (/users/me/two-factor) changes it.
 */
const withTwoFactorFlag = (preferences: Preferences, user: UserRow): Preferences => ({
  ...preferences,
  privacy: { ...preferences.privacy, twoFactorAuth: user.totpEnabled },
});

export type VersionedPreferences = { preferences: Preferences; version: number };

export const readPreferences = (user: UserRow): VersionedPreferences => ({
  preferences: withTwoFactorFlag(resolvePreferences(user.preferences), user),
  version: user.preferencesVersion,
});

/**
 * Saves the fields sent and nothing else (a deep merge into the stored document, under a row lock),
 * so two tabs or devices saving different settings at once keep both changes. With `expected` (the
 * version the screen read) a save over a newer document is 409 with that document, so a tab that
 * shows an old value does not silently undo another's change of the same field.
 */
export async function savePreferences(
  db: Db,
  user: UserRow,
  update: PreferencesUpdate,
  expected: number | undefined,
  origin: RequestOrigin,
): Promise<VersionedPreferences> {
  return db.transaction(async (tx) => {
    const locked = await lockUserPreferences(tx, user.id);
    const stored = withTwoFactorFlag(resolvePreferences(locked?.preferences), user);
    if (expected !== undefined && locked?.version !== expected) throw staleVersion(stored);
    const next = withTwoFactorFlag(applyPreferencesUpdate(stored, update), user);
    const version = await writeUserPreferences(tx, user.id, next);
    await recordActivity(
      tx,
      { userId: user.id, action: 'preferences_update', description: 'Updated preferences', category: 'profile' },
      origin,
    );
    return { preferences: next, version };
  });
}

const wrongCurrentPassword = () =>
  new AppError('VALIDATION', 'Current password is incorrect', [
    { field: 'current_password', message: 'Current password is incorrect' },
  ]);

/** Verifies the current password, applies the policy, and ends every other session of the user. */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentSessionId: string,
  input: PasswordChangeRequest,
  origin: RequestOrigin,
) {
  await checkCurrentPassword(db, user, input.current_password, origin, wrongCurrentPassword);
  await assertNotCurrentPassword(user.passwordHash, input.new_password, {
    field: 'new_password',
    message: PASSWORD_POLICY_MESSAGES.sameAsCurrent,
  });
  await assertPasswordPolicy(
    db,
    input.new_password,
    { username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName },
    { field: 'new_password', minimum: SETTINGS_PASSWORD_MIN_LENGTH },
  );
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeSessionsExcept(tx, user.id, currentSessionId, new Date());
    await recordActivity(
      tx,
      {
        userId: user.id,
        action: 'password_change',
        description: 'Changed password; other sessions ended',
        category: 'security',
      },
      origin,
    );
    await announceSecurityAlert(tx, user.id, 'password_changed', origin, new Date());
  });
}

/** Needs the current password, checked like a sign-in (counted and paused), as a password change does. */
export async function requestDeletion(db: Db, user: UserRow, input: DeletionRequest, origin: RequestOrigin) {
  await checkCurrentPassword(db, user, input.current_password, origin, wrongCurrentPassword);
  await db.transaction(async (tx) => {
    await insertDeletionRequest(tx, user.id, input.reason ?? null);
    await recordActivity(
      tx,
      { userId: user.id, action: 'deletion_request', description: 'Requested account deletion', category: 'profile' },
      origin,
    );
  });
}

/** Everything the server holds about the user; document bytes and secrets are left out. */
export async function exportUserData(db: Db, user: UserRow) {
  const { ownGoods, ownApplications, ownAssignments, activity, requests } = await findUserExportRows(db, user.id);
  return {
    exported_at: new Date().toISOString(),
    profile: {
      ...toUser(user),
      bio: user.bio,
      position: user.position,
      department: user.department,
      employee_id: user.employeeCode,
      start_date: user.startDate,
      emergency_contact: user.emergencyContact,
    },
    preferences: readPreferences(user),
    goods: ownGoods,
    applications: ownApplications,
    assignments: ownAssignments,
    activity,
    deletion_requests: requests,
  };
}
