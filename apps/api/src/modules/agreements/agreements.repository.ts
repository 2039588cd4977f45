import {
  OCCUPYING_STATUSES,
  OPEN_ASSIGNMENT_STATUSES,
  RESERVING_STATUSES,
  type AgreementStatus,
} from '@stockyard/domain';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';
import { assignments, branches, storageAgreements, users } from '../../db/schema/index.js';

export type AgreementRecord = typeof storageAgreements.$inferSelect;
export type NewAgreement = typeof storageAgreements.$inferInsert;
export type BranchSpaceRecord = typeof branches.$inferSelect;

/** An agreement with what its readers see beside it: the branch, and the intake and who has it. */
export type AgreementRow = {
  agreement: AgreementRecord;
  branchName: string;
  branchLocation: string;
  intakeAssignmentId: number | null;
  intakeEmployeeName: string | null;
};

const intake = alias(assignments, 'intake');
const intakeEmployee = alias(users, 'intake_employee');

const agreementColumns = {
  agreement: storageAgreements,
  branchName: branches.name,
  branchLocation: branches.location,
  intakeAssignmentId: intake.id,
  intakeEmployeeName: sql<
    string | null
  >`case when ${intakeEmployee.id} is null then null else ${intakeEmployee.firstName} || ' ' || ${intakeEmployee.lastName} end`,
};

function selectAgreements(db: Executor) {
  return db
    .select(agreementColumns)
    .from(storageAgreements)
    .innerJoin(branches, eq(branches.id, storageAgreements.branchId))
    .leftJoin(intake, and(eq(intake.agreementId, storageAgreements.id), eq(intake.kind, 'intake')))
    .leftJoin(intakeEmployee, eq(intakeEmployee.id, intake.employeeId));
}

export async function agreementsOfApplications(db: Executor, applicationIds: number[]): Promise<AgreementRow[]> {
  if (applicationIds.length === 0) return [];
  return selectAgreements(db).where(inArray(storageAgreements.applicationId, applicationIds));
}

export async function findAgreement(db: Executor, id: number): Promise<AgreementRow | undefined> {
  const [row] = await selectAgreements(db).where(eq(storageAgreements.id, id)).limit(1);
  return row;
}

export async function lockAgreement(tx: Executor, id: number): Promise<AgreementRecord | undefined> {
  const [row] = await tx.select().from(storageAgreements).where(eq(storageAgreements.id, id)).for('update');
  return row;
}

export async function insertAgreement(tx: Executor, values: NewAgreement): Promise<AgreementRecord> {
  const [row] = await tx.insert(storageAgreements).values(values).returning();
  if (!row) throw new Error('agreement insert returned nothing');
  return row;
}

/** A status change at the version the writer read; undefined when the agreement has moved on. */
export async function setAgreementStatusIfVersion(
  tx: Executor,
  id: number,
  expected: number,
  status: AgreementStatus,
  extra: Partial<Pick<NewAgreement, 'cancelledAt' | 'endDate'>> = {},
): Promise<AgreementRecord | undefined> {
  const [row] = await tx
    .update(storageAgreements)
    .set({ status, ...extra, version: sql`${storageAgreements.version} + 1`, updatedAt: new Date() })
    .where(and(eq(storageAgreements.id, id), eq(storageAgreements.version, expected)))
    .returning();
  return row;
}

/** The branch row, locked until the transaction ends: every change of its space decides on it. */
export async function lockBranchSpace(tx: Executor, branchId: number): Promise<BranchSpaceRecord | undefined> {
  const [row] = await tx.select().from(branches).where(eq(branches.id, branchId)).for('update');
  return row;
}

/**
 * Settles the locked branch row from its agreements, after a change of their statuses in the same
 * transaction: reserved and stored space are summed from the records, available is what the
 * capacity leaves of them and the other use. The one writer of the three figures outside a branch
 * edit, so a release or cancellation can only give space back. The version moves too, so an admin's
 * capacity dialog opened before hears that the figures changed.
 */
export async function settleBranchSpace(tx: Executor, branchId: number): Promise<void> {
  const sums = tx
    .select({
      reserved:
        sql<number>`coalesce(sum(${storageAgreements.volume}) filter (where ${inArray(storageAgreements.status, [...RESERVING_STATUSES])}), 0)::int`.as(
          'reserved',
        ),
      stored:
        sql<number>`coalesce(sum(${storageAgreements.volume}) filter (where ${inArray(storageAgreements.status, [...OCCUPYING_STATUSES])}), 0)::int`.as(
          'stored',
        ),
    })
    .from(storageAgreements)
    .where(eq(storageAgreements.branchId, branchId))
    .as('sums');
  await tx
    .update(branches)
    .set({
      reservedSpace: sql`${sums.reserved}`,
      storedSpace: sql`${sums.stored}`,
      availableSpace: sql`${branches.capacity} - ${branches.otherUse} - ${sums.reserved} - ${sums.stored}`,
      version: sql`${branches.version} + 1`,
      updatedAt: new Date(),
    })
    .from(sums)
    .where(eq(branches.id, branchId));
}

/** What the branch's reservations add up to, from the agreements (the column must always agree). */
export async function sumReservations(db: Executor, branchId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${storageAgreements.volume}), 0)::int` })
    .from(storageAgreements)
    .where(and(eq(storageAgreements.branchId, branchId), inArray(storageAgreements.status, [...RESERVING_STATUSES])));
  return row?.total ?? 0;
}

export type StaffRecord = {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
  branchId: number | null;
  openAssignments: number;
};

/**
 * The people who can receive goods at these branches: their active employees, and their managers
 * (an employee or admin named on the branch), each with their open assignments.
 */
export async function intakeStaffOf(db: Executor, branchRows: BranchSpaceRecord[]): Promise<StaffRecord[]> {
  if (branchRows.length === 0) return [];
  const managerIds = branchRows.flatMap((branch) => (branch.managerId === null ? [] : [branch.managerId]));
  const branchIds = branchRows.map((branch) => branch.id);
  const working = and(eq(users.role, 'employee'), inArray(users.branchId, branchIds));
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      branchId: users.branchId,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.deletedAt),
        inArray(users.role, ['employee', 'admin']),
        managerIds.length > 0 ? or(working, inArray(users.id, managerIds)) : working,
      ),
    )
    .orderBy(asc(users.id));
  if (people.length === 0) return [];
  const open = await db
    .select({ employeeId: assignments.employeeId, n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(
      and(
        inArray(
          assignments.employeeId,
          people.map((person) => person.id),
        ),
        inArray(assignments.status, [...OPEN_ASSIGNMENT_STATUSES]),
      ),
    )
    .groupBy(assignments.employeeId);
  const openOf = new Map(open.map((row) => [row.employeeId, row.n]));
  return people.map((person) => ({ ...person, openAssignments: openOf.get(person.id) ?? 0 }));
}

/** Branches with at least this much available space, in id order (the picker's list is bounded). */
export async function branchesWithRoom(
  db: Executor,
  volume: number,
  limit: number,
  scope: BranchScope,
): Promise<BranchSpaceRecord[]> {
  return db
    .select()
    .from(branches)
    .where(and(gte(branches.availableSpace, volume), inBranchScope(scope, branches.id)))
    .orderBy(asc(branches.name), asc(branches.id))
    .limit(limit);
}

/** The agreement's open intake assignments, locked: a cancel cancels them with the agreement. */
export async function lockOpenIntakes(tx: Executor, agreementId: number) {
  return tx
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.agreementId, agreementId),
        eq(assignments.kind, 'intake'),
        inArray(assignments.status, [...OPEN_ASSIGNMENT_STATUSES]),
      ),
    )
    .for('update');
}

export async function cancelAssignment(tx: Executor, id: number): Promise<void> {
  await tx
    .update(assignments)
    .set({ status: 'cancelled', version: sql`${assignments.version} + 1`, updatedAt: new Date() })
    .where(eq(assignments.id, id));
}
