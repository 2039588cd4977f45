import {
  PASSWORD_POLICY_MESSAGES,
  USER_PASSWORD_MIN_LENGTH,
  staffBranchSet,
  userPasswordTooShortMessage,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserListQuery,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import { assertNotCurrentPassword, assertPasswordPolicy } from '../auth/password-policy.js';
import { forgetSignInAttempts } from '../auth/sign-in-throttle.repository.js';
import { assertBranchExists, assertMayRemove, assertUnique, withConstraintErrors, type Actor } from './user-guards.js';
import { toUserListItem, type UserRow } from './users.mapper.js';
import {
  findLiveUser,
  insertUser,
  listUserActivities,
  listUsers,
  lockActiveAdminIds,
  revokeSessionsExcept,
  setStaffBranches,
  staffBranchesOf,
  updateUserIfVersion,
  type UserWithBranch,
} from './users.repository.js';

export const nameOf = (user: Pick<UserRow, 'id' | 'username'>) => `"${user.username}" (#${user.id})`;

export async function getUser(db: Db, id: number): Promise<UserWithBranch> {
  const row = await findLiveUser(db, id);
  if (!row) throw notFound('User');
  return row;
}

export const searchUsers = (db: Db, query: UserListQuery) => listUsers(db, query);

/** A user's activity log, newest first; the user must exist and not be deleted. */
export async function getUserActivities(db: Db, id: number, limit: number) {
  await getUser(db, id);
  return listUserActivities(db, id, limit);
}

/** The admin user form words a short password as spec 02 does, and never asks for fewer than 6. */
const ADMIN_FORM_PASSWORD = { minimum: USER_PASSWORD_MIN_LENGTH, tooShort: userPasswordTooShortMessage };

export async function createUser(db: Db, actor: Actor, input: CreateUserRequest): Promise<UserWithBranch> {
  await assertPasswordPolicy(db, input.password, input, ADMIN_FORM_PASSWORD);
  await assertUnique(db, { username: input.username, email: input.email });
  await assertBranchExists(db, input.branch_id, input.branch_ids);
  const passwordHash = await hashPassword(input.password);
  const created = await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        username: input.username,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        address: input.address ?? null,
        role: input.role,
        branchId: input.branch_id,
        isActive: input.is_active,
        passwordHash,
      });
      await setStaffBranches(tx, row.id, staffBranchSet(input.role, input.branch_id, input.branch_ids ?? []));
      await recordActivity(
        tx,
        {
          userId: actor.user.id,
          action: 'user_create',
          description: `Created ${input.role} ${nameOf(row)}${input.is_active ? '' : ' (inactive)'}`,
          category: 'profile',
        },
        actor.origin,
      );
      return row;
    }),
  );
  return getUser(db, created.id);
}

/** Which fields an update changes, for the activity description. */
function changesOf(current: UserRow, input: UpdateUserRequest): string[] {
  const changes: string[] = [];
  if (input.first_name !== current.firstName) changes.push('first name');
  if (input.last_name !== current.lastName) changes.push('last name');
  if (input.email !== current.email) changes.push('email');
  if (input.role !== current.role) changes.push(`role ${current.role} -> ${input.role}`);
  if (input.branch_id !== current.branchId) changes.push('branch');
  if (input.branch_ids !== undefined) changes.push(`branches ${input.branch_ids.join(', ') || 'none'}`);
  if (input.phone !== undefined && input.phone !== current.phone) changes.push('phone');
  if (input.address !== undefined && input.address !== current.address) changes.push('address');
  if (input.is_active !== undefined && input.is_active !== current.isActive) {
    changes.push(input.is_active ? 'activated' : 'deactivated');
  }
  if (input.password !== undefined) changes.push('password reset');
  return changes;
}

/** 409 with the user as stored now, in the admin screens' shape. */
export async function staleUser(db: Executor, id: number) {
  const current = await findLiveUser(db, id);
  if (!current) return notFound('User');
  return staleVersion(toUserListItem(current.user, current.branchName, current.branchIds));
}

/**
 * PUT /api/users/{id}, from the version the admin read (`expected`). Demoting or deactivating goes
 * through the same guards as the dedicated actions; a deactivation or a password reset ends the
 * user's sessions (all but the caller's own).
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  input: UpdateUserRequest,
): Promise<UserWithBranch> {
  if (input.password !== undefined) {
    // A reset by the admin: the user's own details (their username too) must not make up the password.
    const stored = (await findLiveUser(db, id))?.user;
    await assertPasswordPolicy(db, input.password, { ...input, username: stored?.username }, ADMIN_FORM_PASSWORD);
    if (stored) {
      await assertNotCurrentPassword(stored.passwordHash, input.password, {
        field: 'password',
        message: PASSWORD_POLICY_MESSAGES.sameAsUsersCurrent,
      });
    }
  }
  await assertBranchExists(db, input.branch_id, input.branch_ids);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  await withConstraintErrors(() =>
    db.transaction(async (tx) => {
      const activeAdminIds = await lockActiveAdminIds(tx);
      const current = (await findLiveUser(tx, id))?.user;
      if (!current) throw notFound('User');
      if (input.role !== current.role && current.role === 'admin') {
        assertMayRemove(actor.user.id, current, 'demote', activeAdminIds);
      }
      const deactivating = input.is_active === false && current.isActive;
      if (deactivating) assertMayRemove(actor.user.id, current, 'deactivate', activeAdminIds);
      await assertUnique(tx, { email: input.email }, id);

      const changes = changesOf(current, input);
      const updated = await updateUserIfVersion(tx, id, expected, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        role: input.role,
        branchId: input.branch_id,
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.address !== undefined && { address: input.address }),
        ...(input.is_active !== undefined && { isActive: input.is_active }),
        ...(passwordHash !== undefined && { passwordHash }),
      });
      if (!updated) throw await staleUser(tx, id);
      const branchIds = staffBranchSet(
        input.role,
        input.branch_id,
        input.branch_ids ?? (await staffBranchesOf(tx, id)),
      );
      await setStaffBranches(tx, id, branchIds);
      if (deactivating || passwordHash !== undefined) {
        const keep = id === actor.user.id ? actor.sessionId : null;
        await revokeSessionsExcept(tx, id, keep, new Date());
      }
      // A new password set by an admin lifts every sign-in pause on the name, as the old lock was lifted.
      if (passwordHash !== undefined) await forgetSignInAttempts(tx, current.username);
      const sensitive = input.role !== current.role || deactivating || passwordHash !== undefined;
      await recordActivity(
        tx,
        {
          userId: actor.user.id,
          action: 'user_update',
          description: `Updated user ${nameOf(current)}: ${changes.join(', ') || 'no changes'}`,
          category: sensitive ? 'security' : 'profile',
        },
        actor.origin,
      );
    }),
  );
  return getUser(db, id);
}
