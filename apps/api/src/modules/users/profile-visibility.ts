import { hiddenProfileFields, resolvePreferences, type GuardedProfileField, type Role } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import type { UserRow } from './users.mapper.js';
import { findRolesAndPreferences } from './users.repository.js';

/**
 * For each customer id, the guarded details (phone, address, photo) this viewer may not see of
 * that customer (privacy.profileVisibility; domain profile-visibility.ts). Staff accounts' own
 * details are not governed by the customer setting.
 */
export async function hiddenDetailsFor(
  db: Executor,
  viewer: Pick<UserRow, 'id' | 'role'>,
  customerIds: number[],
): Promise<(customerId: number) => GuardedProfileField[]> {
  if (viewer.role === 'admin') return () => [];
  const owners = await findRolesAndPreferences(db, customerIds);
  return (customerId) => {
    const owner = owners.get(customerId);
    if (!owner || owner.role !== 'customer') return [];
    const visibility = resolvePreferences(owner.preferences).privacy.profileVisibility;
    return hiddenProfileFields(visibility, { role: viewer.role as Role, isOwner: viewer.id === customerId });
  };
}
