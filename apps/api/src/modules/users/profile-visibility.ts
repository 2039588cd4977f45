import { hiddenProfileFields, resolvePreferences, type GuardedProfileField, type Role } from '@stockyard/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from './users.mapper.js';

/** Each customer's privacy.profileVisibility, read from their stored preferences. */
async function visibilityOf(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { role: string; preferences: unknown }>();
  const rows = await db
    .select({ id: users.id, role: users.role, preferences: users.preferences })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

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
  const owners = await visibilityOf(db, customerIds);
  return (customerId) => {
    const owner = owners.get(customerId);
    if (!owner || owner.role !== 'customer') return [];
    const visibility = resolvePreferences(owner.preferences).privacy.profileVisibility;
    return hiddenProfileFields(visibility, { role: viewer.role as Role, isOwner: viewer.id === customerId });
  };
}
