import type { AssignmentStatus, AssignmentPriority } from '@stockyard/domain';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { assignments, branches, users } from '../../db/schema/index.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

const employee = alias(users, 'employee');
const creator = alias(users, 'creator');

const assignmentColumns = {
  assignment: assignments,
  employeeFirstName: employee.firstName,
  employeeLastName: employee.lastName,
  branchName: branches.name,
  supervisor: sql<
    string | null
  >`case when ${creator.id} is null then null else ${creator.firstName} || ' ' || ${creator.lastName} end`,
};

export type AssignmentRecord = typeof assignments.$inferSelect;
export type AssignmentRow = {
  assignment: AssignmentRecord;
  employeeFirstName: string;
  employeeLastName: string;
  branchName: string;
  supervisor: string | null;
};
export type NewAssignment = typeof assignments.$inferInsert;

export type AssignmentFilter = {
  employeeId?: number | undefined;
  branchId?: number | undefined;
  status?: AssignmentStatus | undefined;
  statuses?: readonly AssignmentStatus[] | undefined;
  priority?: AssignmentPriority | undefined;
  /** An employee's branches (staff-scope): their own work at another branch is not shown. */
  scope?: BranchScope | undefined;
};

function whereOf(filter: AssignmentFilter): SQL | undefined {
  return and(
    filter.employeeId === undefined ? undefined : eq(assignments.employeeId, filter.employeeId),
    filter.branchId === undefined ? undefined : eq(assignments.branchId, filter.branchId),
    filter.status === undefined ? undefined : eq(assignments.status, filter.status),
    filter.statuses === undefined ? undefined : inArray(assignments.status, [...filter.statuses]),
    filter.priority === undefined ? undefined : eq(assignments.priority, filter.priority),
    filter.scope === undefined ? undefined : inBranchScope(filter.scope, assignments.branchId),
  );
}

function selectAssignments(db: Executor) {
  return db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(employee, eq(employee.id, assignments.employeeId))
    .innerJoin(branches, eq(branches.id, assignments.branchId))
    .leftJoin(creator, eq(creator.id, assignments.createdBy));
}

/** Newest first; the id breaks ties so pages never overlap. */
export async function listAssignments(
  db: Executor,
  filter: AssignmentFilter,
  page: { skip: number; limit: number },
): Promise<AssignmentRow[]> {
  return selectAssignments(db)
    .where(whereOf(filter))
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .offset(page.skip)
    .limit(page.limit);
}

/** One assignment; with `scope`, only one at the caller's branches. */
export async function findAssignment(
  db: Executor,
  id: number,
  scope?: BranchScope,
): Promise<AssignmentRow | undefined> {
  const [row] = await selectAssignments(db)
    .where(and(eq(assignments.id, id), scope && inBranchScope(scope, assignments.branchId)))
    .limit(1);
  return row;
}

export async function countAssignments(db: Executor, filter: AssignmentFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(whereOf(filter));
  return row?.n ?? 0;
}

/** Locks the row until the transaction ends, so concurrent changes apply one after the other. */
export async function lockAssignment(
  tx: Executor,
  id: number,
  scope?: BranchScope,
): Promise<AssignmentRecord | undefined> {
  const [row] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), scope && inBranchScope(scope, assignments.branchId)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertAssignment(tx: Executor, values: NewAssignment): Promise<AssignmentRecord> {
  const [row] = await tx.insert(assignments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Writes the change only if the assignment is still at the version the writer read, incrementing
 * the version in the same statement; undefined when it has moved on.
 */
export async function updateAssignmentIfVersion(
  tx: Executor,
  id: number,
  expected: number,
  values: Partial<Omit<NewAssignment, 'version'>>,
): Promise<AssignmentRecord | undefined> {
  const [row] = await tx
    .update(assignments)
    .set({ ...values, version: sql`${assignments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(assignments.id, id), eq(assignments.version, expected)))
    .returning();
  return row;
}

export async function deleteAssignment(tx: Executor, id: number): Promise<void> {
  await tx.delete(assignments).where(eq(assignments.id, id));
}

export type Assignee = { id: number; role: string; isActive: boolean; firstName: string; lastName: string };

/**
 * The user an assignment would go to, share-locked so a concurrent deactivation or role change
 * waits for this transaction. Deleted (anonymised) users are not found.
 */
export async function lockAssignee(tx: Executor, userId: number): Promise<Assignee | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('share')
    .limit(1);
  return row;
}

/** Share-locks the branch so it cannot be deleted before the assignment referencing it commits. */
export async function lockBranch(tx: Executor, branchId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId))
    .for('share')
    .limit(1);
  return row;
}
