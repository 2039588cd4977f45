import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { staffBranches, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users.mapper.js';

/**
 * Which branches' records a request may see: every branch (admins, and the server's own jobs), or
 * the branches an employee works at (staff_branches). Repositories take one and add its condition,
 * so a record of another branch is simply not found (404), as if it did not exist.
 */
export type BranchScope = { readonly all: true } | { readonly all: false; readonly staffId: number };

/** Every branch: admins, and work the server does on its own (jobs, demo data). */
export const ALL_BRANCHES: BranchScope = { all: true };

/** The one rule: admins see every branch; anyone else only the branches they work at (none for customers). */
export function staffBranchScope(user: Pick<UserRow, 'id' | 'role'>): BranchScope {
  return user.role === 'admin' ? ALL_BRANCHES : { all: false, staffId: user.id };
}

/**
 * `column` names a branch `staffId` works at: their staff_branches rows plus their home branch
 * (users.branch_id, always one of them), two primary-key lookups. The id may be a prepared
 * statement's placeholder (the goods list).
 */
export const inStaffBranches = (column: PgColumn | SQL, staffId: number | Placeholder): SQL =>
  sql`${column} in (select ${staffBranches.branchId} from ${staffBranches} where ${staffBranches.userId} = ${staffId} union all select ${users.branchId} from ${users} where ${users.id} = ${staffId})`;

/**
 * The same rule read the other way round, from a branch to its people: the user whose id and home
 * branch are these columns works at `branchId` (a staff_branches row, or it is their home branch).
 */
export const worksAtBranch = (user: { id: PgColumn; branchId: PgColumn }, branchId: number): SQL =>
  sql`(${user.branchId} = ${branchId} or exists (select 1 from ${staffBranches} sb where sb.branch_id = ${branchId} and sb.user_id = ${user.id}))`;

/** `column`'s branch is in scope; undefined (no condition) for every branch. A null branch is out of scope. */
export function inBranchScope(scope: BranchScope, column: PgColumn | SQL): SQL | undefined {
  return scope.all ? undefined : inStaffBranches(column, scope.staffId);
}

/**
 * inBranchScope for goods and lots, where a customer's lot submitted for storage has no branch
 * until staff place it: such a lot is every employee's to see and place (at one of their branches).
 */
export function inBranchScopeOrUnplaced(scope: BranchScope, column: PgColumn): SQL | undefined {
  return scope.all ? undefined : sql`(${column} is null or ${inStaffBranches(column, scope.staffId)})`;
}

/** The scope as the goods list filter's `staff` field (undefined: every branch). */
export const staffFilterOf = (scope: BranchScope): number | undefined => (scope.all ? undefined : scope.staffId);

/** Whether the scope reaches one branch (a write that names a branch, such as creating an item there). */
export async function scopeReaches(db: Executor, scope: BranchScope, branchId: number): Promise<boolean> {
  if (scope.all) return true;
  const result = await db.execute(sql`select ${inStaffBranches(sql`${branchId}::int`, scope.staffId)} as reaches`);
  return (result as unknown as { rows: { reaches: boolean }[] }).rows[0]?.reaches === true;
}

export const OUTSIDE_SCOPE_MESSAGE = 'You do not work at this branch';

/** A write naming a branch the caller does not work at: refused as a field error on that branch. */
export async function assertScopeReaches(
  db: Executor,
  scope: BranchScope,
  branchId: number,
  field = 'branch_id',
): Promise<void> {
  if (!(await scopeReaches(db, scope, branchId))) {
    throw new AppError('FORBIDDEN', OUTSIDE_SCOPE_MESSAGE, [{ field, message: OUTSIDE_SCOPE_MESSAGE }]);
  }
}
