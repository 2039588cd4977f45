import type {
  QueueItem,
  QueueKind,
  StorageLocation,
  StorageLot,
  TimelineEvent,
  TimelineFacts,
  TimelineKind,
} from '@stockyard/domain';
import { OPEN_ASSIGNMENT_STATUSES } from '@stockyard/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';
import {
  agreementEvents,
  agreementExtensions,
  agreementReleases,
  assignments,
  branches,
  goods,
  lotPhotos,
  storageAgreements,
  storageLocations,
  users,
} from '../../db/schema/index.js';

export type LocationRecord = typeof storageLocations.$inferSelect;
export type ReleaseRecord = typeof agreementReleases.$inferSelect;
export type ExtensionRecord = typeof agreementExtensions.$inferSelect;

const fullName = (table: typeof users) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

export async function listLocations(db: Executor, branchId: number): Promise<StorageLocation[]> {
  const rows = await db
    .select({ location: storageLocations, lots: sql<number>`count(${goods.id})::int` })
    .from(storageLocations)
    .leftJoin(goods, and(eq(goods.locationId, storageLocations.id), inArray(goods.status, ['stored', 'in_transit'])))
    .where(eq(storageLocations.branchId, branchId))
    .groupBy(storageLocations.id)
    .orderBy(asc(storageLocations.code))
    .limit(1000);
  return rows.map(({ location, lots }) => ({
    id: location.id,
    branch_id: location.branchId,
    code: location.code,
    is_active: location.isActive,
    lots,
    version: location.version,
  }));
}

export async function findLocation(db: Executor, id: number): Promise<LocationRecord | undefined> {
  const [row] = await db.select().from(storageLocations).where(eq(storageLocations.id, id));
  return row;
}

export async function insertLocation(tx: Executor, branchId: number, code: string): Promise<LocationRecord> {
  const [row] = await tx.insert(storageLocations).values({ branchId, code }).returning();
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

export async function updateLocationIfVersion(
  tx: Executor,
  id: number,
  expected: number,
  changes: { code?: string | undefined; isActive?: boolean | undefined },
): Promise<LocationRecord | undefined> {
  const [row] = await tx
    .update(storageLocations)
    .set({ ...changes, version: sql`${storageLocations.version} + 1`, updatedAt: new Date() })
    .where(and(eq(storageLocations.id, id), eq(storageLocations.version, expected)))
    .returning();
  return row;
}

export async function recordEvent(
  tx: Executor,
  agreementId: number,
  kind: TimelineKind,
  facts: TimelineFacts,
  actorId: number | null,
): Promise<void> {
  await tx.insert(agreementEvents).values({ agreementId, kind, facts, actorId });
}

export async function lotsOf(db: Executor, agreementIds: number[]): Promise<Map<number, StorageLot[]>> {
  const result = new Map<number, StorageLot[]>();
  if (agreementIds.length === 0) return result;
  const rows = await db
    .select({ good: goods, code: storageLocations.code, photo: lotPhotos.goodId })
    .from(goods)
    .leftJoin(storageLocations, eq(storageLocations.id, goods.locationId))
    .leftJoin(lotPhotos, eq(lotPhotos.goodId, goods.id))
    .where(inArray(goods.agreementId, agreementIds))
    .orderBy(asc(goods.id));
  for (const { good, code, photo } of rows) {
    const list = result.get(good.agreementId ?? 0) ?? [];
    list.push({
      id: good.id,
      name: good.name,
      category: good.category,
      pieces: good.pieces,
      value: Number(good.value),
      condition_note: good.conditionNote,
      status: good.status,
      location_id: good.locationId,
      location_code: code,
      release_id: good.releaseId,
      has_photo: photo !== null,
    });
    result.set(good.agreementId ?? 0, list);
  }
  return result;
}

export async function timelineOf(db: Executor, agreementIds: number[]): Promise<Map<number, TimelineEvent[]>> {
  const result = new Map<number, TimelineEvent[]>();
  if (agreementIds.length === 0) return result;
  const rows = await db
    .select({
      event: agreementEvents,
      actor: sql<string | null>`case when ${users.id} is null then null else ${fullName(users)} end`,
    })
    .from(agreementEvents)
    .leftJoin(users, eq(users.id, agreementEvents.actorId))
    .where(inArray(agreementEvents.agreementId, agreementIds))
    .orderBy(asc(agreementEvents.id));
  for (const { event, actor } of rows) {
    const list = result.get(event.agreementId) ?? [];
    list.push({
      id: event.id,
      kind: event.kind as TimelineKind,
      facts: event.facts,
      detail: event.detail,
      actor_name: actor,
      created_at: event.createdAt.toISOString(),
    });
    result.set(event.agreementId, list);
  }
  return result;
}

export async function releasesOf(db: Executor, agreementIds: number[]): Promise<ReleaseRecord[]> {
  if (agreementIds.length === 0) return [];
  return db
    .select()
    .from(agreementReleases)
    .where(inArray(agreementReleases.agreementId, agreementIds))
    .orderBy(asc(agreementReleases.id));
}

export async function extensionsOf(db: Executor, agreementIds: number[]): Promise<ExtensionRecord[]> {
  if (agreementIds.length === 0) return [];
  return db
    .select()
    .from(agreementExtensions)
    .where(inArray(agreementExtensions.agreementId, agreementIds))
    .orderBy(asc(agreementExtensions.id));
}

export async function customerAgreementIds(db: Executor, customerId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: storageAgreements.id })
    .from(storageAgreements)
    .where(eq(storageAgreements.customerId, customerId))
    .orderBy(desc(storageAgreements.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The agreement's lots, locked: intake completion and releases decide on them. */
export async function lockLots(tx: Executor, agreementId: number) {
  return tx.select().from(goods).where(eq(goods.agreementId, agreementId)).orderBy(asc(goods.id)).for('update');
}

export async function setLotStatus(
  tx: Executor,
  id: number,
  status: string,
  extra: { releaseId?: number | null } = {},
): Promise<void> {
  await tx
    .update(goods)
    .set({ status, ...extra, version: sql`${goods.version} + 1`, updatedAt: new Date() })
    .where(eq(goods.id, id));
}

export async function insertRelease(tx: Executor, values: typeof agreementReleases.$inferInsert) {
  const [row] = await tx.insert(agreementReleases).values(values).returning();
  if (!row) throw new Error('release insert returned nothing');
  return row;
}

export async function setReleaseAssignment(tx: Executor, releaseId: number, assignmentId: number): Promise<void> {
  await tx.update(agreementReleases).set({ assignmentId }).where(eq(agreementReleases.id, releaseId));
}

export async function findRelease(db: Executor, id: number): Promise<ReleaseRecord | undefined> {
  const [row] = await db.select().from(agreementReleases).where(eq(agreementReleases.id, id));
  return row;
}

export async function insertExtension(tx: Executor, values: typeof agreementExtensions.$inferInsert) {
  const [row] = await tx.insert(agreementExtensions).values(values).returning();
  if (!row) throw new Error('extension insert returned nothing');
  return row;
}

export async function lockExtension(tx: Executor, id: number): Promise<ExtensionRecord | undefined> {
  const [row] = await tx.select().from(agreementExtensions).where(eq(agreementExtensions.id, id)).for('update');
  return row;
}

export async function decideExtension(tx: Executor, id: number, accepted: boolean, deciderId: number) {
  await tx
    .update(agreementExtensions)
    .set({ status: accepted ? 'accepted' : 'declined', decidedBy: deciderId, decidedAt: new Date() })
    .where(eq(agreementExtensions.id, id));
}

export async function setAgreementEndDate(tx: Executor, id: number, endDate: string): Promise<void> {
  await tx
    .update(storageAgreements)
    .set({ endDate, version: sql`${storageAgreements.version} + 1`, updatedAt: new Date() })
    .where(eq(storageAgreements.id, id));
  // The lots' reminders count down to the agreement's end date.
  await tx.update(goods).set({ storageEndDate: endDate }).where(eq(goods.agreementId, id));
}

export async function completeAssignmentRow(tx: Executor, id: number): Promise<void> {
  await tx
    .update(assignments)
    .set({ status: 'completed', progress: 100, version: sql`${assignments.version} + 1`, updatedAt: new Date() })
    .where(eq(assignments.id, id));
}

/**
 * The employee of the agreement's storage steps: the given assignment's (a lot's release), else its
 * latest intake or release that was not cancelled; null when it has none.
 */
export async function assignedEmployee(
  db: Executor,
  agreementId: number,
  assignmentId: number | null = null,
): Promise<number | null> {
  const [row] = await db
    .select({ employeeId: assignments.employeeId })
    .from(assignments)
    .where(
      and(
        eq(assignments.agreementId, agreementId),
        assignmentId === null ? sql`${assignments.status} <> 'cancelled'` : eq(assignments.id, assignmentId),
      ),
    )
    .orderBy(desc(assignments.id))
    .limit(1);
  return row?.employeeId ?? null;
}

export async function openAssignmentOf(tx: Executor, agreementId: number, kind: 'intake' | 'release') {
  return tx
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.agreementId, agreementId),
        eq(assignments.kind, kind),
        inArray(assignments.status, [...OPEN_ASSIGNMENT_STATUSES]),
      ),
    )
    .for('update');
}

/**
 * The staff queue: open intake and release assignments, soonest due first, optionally of one branch.
 * The one place the queue is read, so a staff member's branch scope can be applied here.
 */
type QueueFilter = { branchId?: number | undefined; kind?: QueueKind | undefined; scope: BranchScope };

/** The Intake & Release queue, of the branches the caller works at (admins: every branch). */
export async function listQueue(db: Executor, filter: QueueFilter, limit: number): Promise<QueueItem[]> {
  const work = filter.kind === 'extension' ? [] : await openWork(db, filter, limit);
  const asked =
    filter.kind === undefined || filter.kind === 'extension' ? await askedExtensions(db, filter, limit) : [];
  return [...work, ...asked].slice(0, limit);
}

/** Agreements whose customer waits for a decision on a later end date. */
async function askedExtensions(db: Executor, filter: QueueFilter, limit: number) {
  const customer = sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${storageAgreements.customerId})`;
  const rows = await db
    .select({ extension: agreementExtensions, agreement: storageAgreements, branchName: branches.name, customer })
    .from(agreementExtensions)
    .innerJoin(storageAgreements, eq(storageAgreements.id, agreementExtensions.agreementId))
    .innerJoin(branches, eq(branches.id, storageAgreements.branchId))
    .where(
      and(
        eq(agreementExtensions.status, 'pending'),
        filter.branchId === undefined ? undefined : eq(storageAgreements.branchId, filter.branchId),
        inBranchScope(filter.scope, storageAgreements.branchId),
      ),
    )
    .orderBy(asc(agreementExtensions.id))
    .limit(limit);
  return rows.map((row): QueueItem => ({
    assignment_id: null,
    kind: 'extension',
    status: 'pending',
    due_date: `${row.extension.previousEndDate}T23:59:59.000Z`,
    agreement_id: row.agreement.id,
    agreement_status: row.agreement.status,
    branch_id: row.agreement.branchId,
    branch_name: row.branchName,
    customer_id: row.agreement.customerId,
    customer_name: row.customer,
    employee_name: '',
    volume: row.agreement.volume,
    lots: 0,
  }));
}

async function openWork(db: Executor, filter: QueueFilter, limit: number): Promise<QueueItem[]> {
  const customer = sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${storageAgreements.customerId})`;
  const employee = sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${assignments.employeeId})`;
  const lots = sql<number>`(select count(*)::int from ${goods} where ${goods.agreementId} = ${storageAgreements.id}
    and (${assignments.kind} = 'intake' or ${goods.releaseId} in (select ${agreementReleases.id} from ${agreementReleases} where ${agreementReleases.assignmentId} = ${assignments.id})))`;
  const rows = await db
    .select({
      assignment: assignments,
      agreement: storageAgreements,
      branchName: branches.name,
      customer,
      employee,
      lots,
    })
    .from(assignments)
    .innerJoin(storageAgreements, eq(storageAgreements.id, assignments.agreementId))
    .innerJoin(branches, eq(branches.id, assignments.branchId))
    .where(
      and(
        inArray(
          assignments.kind,
          filter.kind === 'intake' || filter.kind === 'release' ? [filter.kind] : ['intake', 'release'],
        ),
        inArray(assignments.status, [...OPEN_ASSIGNMENT_STATUSES]),
        filter.branchId === undefined ? undefined : eq(assignments.branchId, filter.branchId),
        inBranchScope(filter.scope, assignments.branchId),
      ),
    )
    .orderBy(asc(assignments.dueDate), asc(assignments.id))
    .limit(limit);
  return rows.map((row) => ({
    assignment_id: row.assignment.id,
    kind: row.assignment.kind as 'intake' | 'release',
    status: row.assignment.status,
    due_date: row.assignment.dueDate.toISOString(),
    agreement_id: row.agreement.id,
    agreement_status: row.agreement.status,
    branch_id: row.assignment.branchId,
    branch_name: row.branchName,
    customer_id: row.agreement.customerId,
    customer_name: row.customer,
    employee_name: row.employee,
    volume: row.agreement.volume,
    lots: row.lots,
  }));
}
