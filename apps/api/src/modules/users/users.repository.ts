import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signalSessionsEnded } from '../notifications/notifications.repository.js';
import { inStaffBranches } from '../staff-scope/branch-scope.js';
import {
  activities,
  applications,
  assignments,
  branches,
  goods,
  goodStatusHistory,
  notifications,
  pushSubscriptions,
  sessions,
  staffBranches,
  stockMovements,
  userAvatars,
  users,
} from '../../db/schema/index.js';

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Each listed user's role and stored preferences, by id (what a profile-visibility check reads). */
export async function findRolesAndPreferences(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { role: string; preferences: unknown }>();
  const rows = await db
    .select({ id: users.id, role: users.role, preferences: users.preferences })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map<number, { role: string; preferences: unknown }>(rows.map((row) => [row.id, row]));
}

/** Which of username and email are already taken (case-insensitive), ignoring one user id. */
export async function findTaken(db: Executor, values: { username?: string; email?: string }, exceptId?: number) {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      sql`(lower(${users.username}) = lower(${values.username ?? ''}) or lower(${users.email}) = lower(${values.email ?? ''}))`,
    );
  const others = rows.filter((row) => row.id !== exceptId);
  return {
    username:
      values.username !== undefined && others.some((r) => r.username.toLowerCase() === values.username!.toLowerCase()),
    email: values.email !== undefined && others.some((r) => r.email.toLowerCase() === values.email!.toLowerCase()),
  };
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * A user's stored preferences document, its row locked until the transaction ends: a save merges
 * into what is stored, so two saves at once must take turns rather than each merge into the same copy.
 */
export async function lockUserPreferences(
  db: Executor,
  id: number,
): Promise<{ preferences: unknown; version: number } | undefined> {
  const [row] = await db
    .select({ preferences: users.preferences, version: users.preferencesVersion })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Writes a merged preferences document and moves its own version on. */
export async function writeUserPreferences(db: Executor, id: number, preferences: unknown): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ preferences, preferencesVersion: sql`${users.preferencesVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ version: users.preferencesVersion });
  return row?.version ?? 0;
}

/**
 * A change of the fields people edit (profile, role, branch, status): written only if the user is
 * still at the version the editor read, incrementing it in the same statement; undefined when it
 * has moved on. Sign-in bookkeeping, passwords and preferences go through updateUser and leave
 * the version alone, so they never make an open edit form stale.
 */
export async function updateUserIfVersion(
  db: Executor,
  id: number,
  expected: number,
  values: Partial<Omit<typeof users.$inferInsert, 'version'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.version, expected)))
    .returning();
  return row;
}

// ---- Admin user management -------------------------------------------------------------------

/** The branches an employee works at, read with the user (see db/schema/staff.ts). */
const staffBranchIds = sql<
  number[]
>`coalesce((select array_agg(sb.branch_id order by sb.branch_id) from staff_branches sb where sb.user_id = ${users.id}), '{}')`;
const userWithBranch = { user: users, branchName: branches.name, branchIds: staffBranchIds };
export type UserWithBranch = { user: typeof users.$inferSelect; branchName: string | null; branchIds: number[] };

/** Replaces the branches an employee works at (an empty set for admins and customers). */
export async function setStaffBranches(tx: Executor, userId: number, branchIds: readonly number[]): Promise<void> {
  await tx.delete(staffBranches).where(eq(staffBranches.userId, userId));
  if (branchIds.length > 0) await tx.insert(staffBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
}

/** The stored branches of a user, for an update that does not send them. */
export async function staffBranchesOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: staffBranches.branchId })
    .from(staffBranches)
    .where(eq(staffBranches.userId, userId));
  return rows.map((row) => row.branchId);
}

/** The ids among `ids` that name no branch. */
export async function missingBranches(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branches.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

const live = isNull(users.deletedAt);

/** A user that has not been deleted, with its branch name. Deleted users are invisible to the API. */
export async function findLiveUser(db: Executor, id: number): Promise<UserWithBranch | undefined> {
  const [row] = await db
    .select(userWithBranch)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
}

/** findLiveUser with the user's row locked until the transaction ends (the branch row is not). */
export async function lockLiveUser(tx: Executor, id: number): Promise<UserWithBranch | undefined> {
  const [row] = await tx
    .select(userWithBranch)
    .from(users)
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(and(eq(users.id, id), live))
    .limit(1)
    .for('update', { of: users });
  return row;
}

export type UserListFilters = {
  search?: string;
  role?: string;
  status?: 'active' | 'inactive';
  skip: number;
  limit: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function listConditions(filters: UserListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [live];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status) conditions.push(eq(users.isActive, filters.status === 'active'));
  return and(...conditions);
}

/** One page of live users (oldest first) and the number matching the filters. */
export async function listUsers(
  db: Executor,
  filters: UserListFilters,
): Promise<{ rows: UserWithBranch[]; total: number }> {
  const where = listConditions(filters);
  const [rows, [count]] = await Promise.all([
    db
      .select(userWithBranch)
      .from(users)
      .leftJoin(branches, eq(branches.id, users.branchId))
      .where(where)
      .orderBy(asc(users.id))
      .offset(filters.skip)
      .limit(filters.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Locks the rows of the active admins for the rest of the transaction and returns their ids, so two
 * admins demoting or deactivating each other at once cannot leave the system without one.
 */
export async function lockActiveAdminIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), live))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The branches an employee works at, ascending: the branches their scope reaches (staff-scope/branch-scope.ts). */
export async function workBranchIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inStaffBranches(branches.id, userId))
    .orderBy(asc(branches.id));
  return rows.map((row) => row.id);
}

export async function userHasAvatar(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userAvatars.userId })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function branchExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id)).limit(1);
  return row !== undefined;
}

/** Whether anything refers to the user that must outlive them (activity, ledger, tasks, applications, goods). */
export async function userHasHistory(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({
      found: sql<boolean>`(
        exists (select 1 from ${activities} where ${activities.userId} = ${id})
        or exists (select 1 from ${stockMovements} where ${stockMovements.userId} = ${id})
        or exists (select 1 from ${assignments} where ${assignments.employeeId} = ${id} or ${assignments.createdBy} = ${id})
        or exists (select 1 from ${applications} where ${applications.customerId} = ${id} or ${applications.reviewedBy} = ${id})
        or exists (select 1 from ${goods} where ${goods.ownerId} = ${id})
        or exists (select 1 from ${goodStatusHistory} where ${goodStatusHistory.changedBy} = ${id})
      )`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row?.found === true;
}

export async function deleteUserRow(db: Executor, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Soft delete: the row stays so history keeps its reference, but nothing personal remains and the
 * account can never sign in again (the hash is replaced by a value no password verifies against).
 */
export async function anonymiseUser(db: Executor, id: number, now: Date) {
  await db.delete(userAvatars).where(eq(userAvatars.userId, id));
  await db.delete(notifications).where(eq(notifications.userId, id));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  await db.update(branches).set({ managerId: null }).where(eq(branches.managerId, id));
  await db
    .update(users)
    .set({
      username: `deleted-user-${id}`,
      email: `deleted-${id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'User',
      phone: null,
      address: null,
      bio: null,
      branchId: null,
      isActive: false,
      passwordHash: '!deleted',
      position: null,
      department: null,
      employeeCode: null,
      startDate: null,
      emergencyContact: null,
      preferences: {},
      totpSecret: null,
      totpEnabled: false,
      totpRecoveryCodes: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/** Ends every session of a user except one (the caller's own, when they change their own password). */
export async function revokeSessionsExcept(db: Executor, userId: number, keepSessionId: string | null, now: Date) {
  const keep = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
  await signalSessionsEnded(db, userId);
}

/** A user's activity log, newest first. */
export async function listUserActivities(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
