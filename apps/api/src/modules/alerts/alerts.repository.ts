import type { AlertKind, AlertSubscription, OpenAlert } from '@stockyard/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  alertSubscriptions,
  assignments,
  branchAlerts,
  branches,
  goods,
  staffBranches,
  users,
} from '../../db/schema/index.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

export async function subscriptionsOf(db: Executor, userId: number) {
  return db
    .select({ branchId: alertSubscriptions.branchId, kind: alertSubscriptions.kind, digest: alertSubscriptions.digest })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.userId, userId))
    .orderBy(asc(alertSubscriptions.branchId), asc(alertSubscriptions.kind));
}

/** The branches a person may subscribe to: the ones in their scope. */
export async function branchesInScope(db: Executor, scope: BranchScope) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(inBranchScope(scope, branches.id))
    .orderBy(asc(branches.name));
}

/**
 * Replaces one person's set, with their user row locked so two saves queue instead of interleaving
 * their deletes and inserts.
 */
/** One save of a person's subscriptions at a time: the revision check and the replace under one lock. */
export async function lockSubscriptionsOf(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Replaces a person's whole set; call under lockSubscriptionsOf. */
export async function replaceSubscriptions(
  tx: Executor,
  userId: number,
  rows: { branchId: number; kind: AlertKind }[],
  digest: boolean,
): Promise<void> {
  await tx.delete(alertSubscriptions).where(eq(alertSubscriptions.userId, userId));
  if (rows.length > 0)
    await tx
      .insert(alertSubscriptions)
      .values(rows.map((row) => ({ ...row, userId, digest })))
      .onConflictDoNothing();
}

/**
 * Every subscription that still counts: an active account, and a branch the person still works at
 * (admins: any), so an employee moved away from a branch hears nothing more about it.
 */
export async function liveSubscriptions(db: Executor): Promise<(AlertSubscription & { digest: boolean })[]> {
  const rows = await db
    .select({
      userId: alertSubscriptions.userId,
      branchId: alertSubscriptions.branchId,
      kind: alertSubscriptions.kind,
      digest: alertSubscriptions.digest,
    })
    .from(alertSubscriptions)
    .innerJoin(users, eq(users.id, alertSubscriptions.userId))
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.deletedAt),
        sql`(${users.role} = 'admin' or (${users.role} = 'employee' and (${alertSubscriptions.branchId} = ${users.branchId} or exists (select 1 from ${staffBranches} where ${staffBranches.userId} = ${users.id} and ${staffBranches.branchId} = ${alertSubscriptions.branchId}))))`,
      ),
    );
  return rows.map((row) => ({ ...row, kind: row.kind as AlertKind }));
}

/** Warehouse stock of these branches (customers' lots never raise stock alerts). */
export async function stockOf(db: Executor, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select({
      id: goods.id,
      branchId: sql<number>`${goods.branchId}`,
      name: goods.name,
      sku: goods.sku,
      quantity: goods.quantity,
      lowStockThreshold: goods.lowStockThreshold,
      expiryDate: goods.expiryDate,
    })
    .from(goods)
    .where(and(inArray(goods.branchId, branchIds), isNull(goods.ownerId)));
}

export async function branchFigures(db: Executor, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select({
      id: branches.id,
      name: branches.name,
      capacity: branches.capacity,
      availableSpace: branches.availableSpace,
    })
    .from(branches)
    .where(inArray(branches.id, branchIds));
}

export async function openAssignmentsOf(db: Executor, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select({
      id: assignments.id,
      branchId: assignments.branchId,
      task: assignments.task,
      dueAt: assignments.dueDate,
      status: assignments.status,
      kind: assignments.kind,
    })
    .from(assignments)
    .where(
      and(
        inArray(assignments.branchId, branchIds),
        inArray(assignments.status, ['pending', 'in_progress', 'scheduled']),
      ),
    );
}

export async function openAlerts(db: Executor): Promise<OpenAlert[]> {
  const rows = await db
    .select({
      id: branchAlerts.id,
      userId: branchAlerts.userId,
      branchId: branchAlerts.branchId,
      kind: branchAlerts.kind,
      subjectId: branchAlerts.subjectId,
    })
    .from(branchAlerts)
    .where(isNull(branchAlerts.clearedAt));
  return rows.map((row) => ({ ...row, kind: row.kind as AlertKind }));
}

/** Opens an alert; false when one is open already (a concurrent evaluation got there first). */
export async function openAlert(tx: Executor, values: typeof branchAlerts.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(branchAlerts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: branchAlerts.id });
  return inserted.length > 0;
}

/** Cleared alerts no longer wait for the digest either: what is no longer true is not worth telling. */
export async function clearAlerts(tx: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(branchAlerts)
    .set({ clearedAt: at, digestPending: false })
    .where(and(inArray(branchAlerts.id, ids), isNull(branchAlerts.clearedAt)));
}

/** The alerts waiting for each person's digest, claimed (no longer pending) in the same statement. */
export async function claimDigestAlerts(tx: Executor) {
  return tx.update(branchAlerts).set({ digestPending: false }).where(eq(branchAlerts.digestPending, true)).returning({
    userId: branchAlerts.userId,
    branchId: branchAlerts.branchId,
    kind: branchAlerts.kind,
    subject: branchAlerts.subject,
    detail: branchAlerts.detail,
  });
}

export const branchNames = async (db: Executor, ids: number[]) =>
  new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, ids))).map(
          (b) => [b.id, b.name] as const,
        ),
  );
