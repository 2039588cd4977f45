import type { UpdateMeRequest } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { findTaken, findUserById, updateUserIfVersion } from '../users/users.repository.js';
import { profileOf } from '../users/profile.js';
import type { UserRow } from '../users/users.mapper.js';

/**
 * Updates the caller's own profile fields, from the version they read (`expected`), so a save from
 * an open settings screen cannot undo what an admin changed meanwhile. The schema already refused
 * role, branch, status and username.
 */
export async function updateMe(
  db: Db,
  user: UserRow,
  expected: number,
  input: UpdateMeRequest,
  origin: RequestOrigin,
): Promise<UserRow> {
  if (input.email !== undefined) {
    const taken = await findTaken(db, { email: input.email }, user.id);
    if (taken.email)
      throw new AppError('CONFLICT', 'Email already exists', [{ field: 'email', message: 'Email already exists' }]);
  }
  return db.transaction(async (tx) => {
    const updated = await updateUserIfVersion(tx, user.id, expected, {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.bio !== undefined && { bio: input.bio }),
      ...(input.emergency_contact !== undefined &&
        user.role !== 'customer' && { emergencyContact: input.emergency_contact }),
    });
    if (!updated) {
      const current = await findUserById(tx, user.id);
      throw staleVersion(await profileOf(tx, current ?? user));
    }
    const changed = Object.keys(input)
      .filter((key) => key !== 'version')
      .join(', ');
    await recordActivity(
      tx,
      {
        userId: user.id,
        action: 'profile_update',
        description: `Updated profile (${changed || 'nothing'})`,
        category: 'profile',
      },
      origin,
    );
    return updated;
  });
}
