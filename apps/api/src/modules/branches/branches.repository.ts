import type { BranchAttachments } from '@stockyard/domain';
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { assignments, branches, goods, users } from '../../db/schema/index.js';

const manager = alias(users, 'manager');

const branchColumns = {
  branch: branches,
  managerName: sql<
    string | null
  >`case when ${manager.id} is null then null else ${manager.firstName} || ' ' || ${manager.lastName} end`,
};

export type BranchRecord = typeof branches.$inferSelect;
export type BranchRow = { branch: BranchRecord; managerName: string | null };
export type BranchValues = Omit<typeof branches.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

export async function listBranches(db: Executor, skip: number, limit: number): Promise<BranchRow[]> {
  return db
    .select(branchColumns)
    .from(branches)
    .leftJoin(manager, eq(manager.id, branches.managerId))
    .orderBy(asc(branches.id))
    .offset(skip)
    .limit(limit);
}

export async function findBranch(db: Executor, id: number): Promise<BranchRow | undefined> {
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .leftJoin(manager, eq(manager.id, branches.managerId))
    .where(eq(branches.id, id))
    .limit(1);
  return row;
}

/**
 * Reads the branch row and locks it until the transaction ends: capacity changes derive the new
 * available space from the stored one, and the lock keeps a concurrent change from slipping in
 * between the read and the write. It also blocks new goods, users or assignments from referring
 * to a branch that is being deleted (their foreign-key check needs a share lock on this row).
 */
export async function lockBranch(tx: Executor, id: number): Promise<BranchRecord | undefined> {
  const [row] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
  return row;
}

export async function insertBranch(tx: Executor, values: BranchValues): Promise<BranchRecord> {
  const [row] = await tx.insert(branches).values(values).returning();
  if (!row) throw new Error('branch insert returned nothing');
  return row;
}

/**
 * Writes the change only if the branch is still at the version the writer read, incrementing the
 * version in the same statement; undefined when it has moved on.
 */
export async function updateBranchIfVersion(
  tx: Executor,
  id: number,
  expected: number,
  values: Partial<BranchValues>,
): Promise<BranchRecord | undefined> {
  const [row] = await tx
    .update(branches)
    .set({ ...values, version: sql`${branches.version} + 1`, updatedAt: new Date() })
    .where(and(eq(branches.id, id), eq(branches.version, expected)))
    .returning();
  return row;
}

export async function deleteBranch(tx: Executor, id: number): Promise<void> {
  await tx.delete(branches).where(eq(branches.id, id));
}

/** Everything whose foreign key points at the branch; every one of these blocks deletion. */
export async function countBranchAttachments(tx: Executor, id: number): Promise<BranchAttachments> {
  const tally = async (table: typeof goods | typeof users | typeof assignments, where: SQL | undefined) => {
    const [row] = await tx.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  return {
    goods: await tally(goods, eq(goods.branchId, id)),
    employees: await tally(users, and(eq(users.branchId, id), eq(users.role, 'employee'))),
    otherUsers: await tally(users, and(eq(users.branchId, id), ne(users.role, 'employee'))),
    assignments: await tally(assignments, eq(assignments.branchId, id)),
  };
}

/** Whether a user may manage a branch: an active, not deleted employee or admin. */
export async function isEligibleManager(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        inArray(users.role, ['employee', 'admin']),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
