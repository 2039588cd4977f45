import type { Profile } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { toProfile, type UserRow } from './users.mapper.js';
import { userHasAvatar, workBranchIds } from './users.repository.js';

/** The caller's own profile as GET /api/users/me answers it (an employee's branches too; none for others). */
export async function profileOf(db: Executor, row: UserRow): Promise<Profile> {
  const hasAvatar = await userHasAvatar(db, row.id);
  return toProfile(row, hasAvatar, row.role === 'employee' ? await workBranchIds(db, row.id) : []);
}
