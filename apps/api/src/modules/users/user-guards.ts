import { USER_MESSAGES } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation, pgErrorOf } from '../../lib/pg-errors.js';
import type { RequestOrigin } from '../activity/activity.repository.js';
import type { UserRow } from './users.mapper.js';
import { branchExists, findTaken, missingBranches } from './users.repository.js';

/** Who is acting: the signed-in admin, their session, and where the request came from. */
export type Actor = { user: UserRow; sessionId: string | null; origin: RequestOrigin };

export type AdminRemoval = 'deactivate' | 'demote' | 'delete';

const SELF_DETAIL: Record<AdminRemoval, string> = {
  deactivate: 'You cannot deactivate your own account',
  demote: 'You cannot change your own role',
  delete: 'You cannot delete your own account',
};
const LAST_ADMIN_DETAIL: Record<AdminRemoval, string> = {
  deactivate: 'The last active admin cannot be deactivated',
  demote: 'The last active admin cannot be demoted',
  delete: 'The last active admin cannot be deleted',
};

/**
 * An admin never removes themselves, and the system always keeps one active admin. activeAdminIds
 * comes from lockActiveAdminIds in the same transaction, so concurrent removals cannot both pass.
 */
export function assertMayRemove(actorId: number, target: UserRow, removal: AdminRemoval, activeAdminIds: number[]) {
  if (target.id === actorId) throw new AppError('CONFLICT', SELF_DETAIL[removal]);
  const isActiveAdmin = target.role === 'admin' && target.isActive;
  if (isActiveAdmin && !activeAdminIds.some((id) => id !== target.id)) {
    throw new AppError('CONFLICT', LAST_ADMIN_DETAIL[removal]);
  }
}

const BRANCH_MISSING = 'The selected branch does not exist';
const branchMissing = () =>
  new AppError('VALIDATION', BRANCH_MISSING, [{ field: 'branch_id', message: BRANCH_MISSING }]);

export async function assertBranchExists(db: Executor, branchId: number | null, others: readonly number[] = []) {
  if (branchId !== null && !(await branchExists(db, branchId))) throw branchMissing();
  if ((await missingBranches(db, others)).length > 0) {
    throw new AppError('VALIDATION', BRANCH_MISSING, [{ field: 'branch_ids', message: BRANCH_MISSING }]);
  }
}

const emailTaken = () =>
  new AppError('CONFLICT', USER_MESSAGES.emailTaken, [{ field: 'email', message: USER_MESSAGES.emailTaken }]);
const usernameTaken = () =>
  new AppError('CONFLICT', USER_MESSAGES.usernameTaken, [{ field: 'username', message: USER_MESSAGES.usernameTaken }]);

/** Username and email are unique case-insensitively across all accounts, deleted ones included. */
export async function assertUnique(db: Executor, values: { username?: string; email?: string }, exceptId?: number) {
  const taken = await findTaken(db, values, exceptId);
  if (taken.username) throw usernameTaken();
  if (taken.email) throw emailTaken();
}

/**
 * The checks above run before the write; a concurrent request can still win the race, and then the
 * unique indexes or the branch foreign key answer. A taken username or email is turned into the
 * check's own 409 by the central error handler (lib/pg-errors.ts); a branch deleted meanwhile
 * becomes the check's 400 here.
 */
export async function withConstraintErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error) && (pgErrorOf(error)?.constraint ?? '').includes('branch')) throw branchMissing();
    throw error;
  }
}
