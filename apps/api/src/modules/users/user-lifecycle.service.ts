import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { assertMayRemove, type Actor } from './user-guards.js';
import { nameOf, staleUser } from './users.service.js';
import { toUserListItem } from './users.mapper.js';
import {
  anonymiseUser,
  deleteUserRow,
  findLiveUser,
  lockActiveAdminIds,
  lockLiveUser,
  updateUserIfVersion,
  userHasHistory,
  type UserWithBranch,
} from './users.repository.js';

export type ToggleResult = { activated: boolean; row: UserWithBranch };

/**
 * Flips is_active, from the version the admin read (`expected`): two admins pressing the toggle
 * on one reading would otherwise undo each other. Deactivation ends every session of the user at once.
 */
export async function toggleActive(db: Db, actor: Actor, id: number, expected: number): Promise<ToggleResult> {
  return db.transaction(async (tx) => {
    const activeAdminIds = await lockActiveAdminIds(tx);
    const current = await findLiveUser(tx, id);
    if (!current) throw notFound('User');
    const activate = !current.user.isActive;
    if (!activate) assertMayRemove(actor.user.id, current.user, 'deactivate', activeAdminIds);
    const updated = await updateUserIfVersion(tx, id, expected, { isActive: activate });
    if (!updated) throw await staleUser(tx, id);
    if (!activate) await revokeUserSessions(tx, id, new Date());
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: activate ? 'user_activate' : 'user_deactivate',
        description: `${activate ? 'Activated' : 'Deactivated'} user ${nameOf(current.user)}`,
        category: 'security',
      },
      actor.origin,
    );
    return {
      activated: activate,
      row: { user: updated, branchName: current.branchName, branchIds: current.branchIds },
    };
  });
}

export type DeleteResult = { mode: 'soft' | 'hard' };

/**
 * A user with history (activity, stock movements, assignments, applications, goods) is anonymised
 * and marked deleted so the ledger and the log keep their reference; anyone else is removed. Either
 * way the user disappears from the API and their sessions end. Only from the version the admin read
 * (`expected`), checked on the locked row before the guards, as every other write of a user is.
 */
export async function deleteUser(db: Db, actor: Actor, id: number, expected: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const activeAdminIds = await lockActiveAdminIds(tx);
    const current = await lockLiveUser(tx, id);
    if (!current) throw notFound('User');
    if (current.user.version !== expected)
      throw staleVersion(toUserListItem(current.user, current.branchName, current.branchIds));
    assertMayRemove(actor.user.id, current.user, 'delete', activeAdminIds);
    const now = new Date();
    await revokeUserSessions(tx, id, now);
    const soft = await userHasHistory(tx, id);
    if (soft) await anonymiseUser(tx, id, now);
    else await deleteUserRow(tx, id);
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'user_delete',
        description: `Deleted ${current.user.role} ${nameOf(current.user)}${soft ? ' (anonymised, history kept)' : ''}`,
        category: 'security',
      },
      actor.origin,
    );
    return { mode: soft ? 'soft' : 'hard' };
  });
}
