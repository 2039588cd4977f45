import type { ApplicationStats, ApplicationStatus, DocumentKind } from '@stockyard/domain';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationDocuments, applications, storageAgreements } from '../../db/schema/index.js';
import { inBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

export type ApplicationRecord = typeof applications.$inferSelect;
export type ApplicationValues = Omit<typeof applications.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DocumentValues = Omit<typeof applicationDocuments.$inferInsert, 'id' | 'createdAt' | 'applicationId'>;
/** A document without its bytes: what lists and details need. */
export type DocumentMeta = { applicationId: number; kind: string; fileName: string; contentType: string; size: number };
export type DocumentRecord = typeof applicationDocuments.$inferSelect;

export type ApplicationFilter = {
  customerId?: number | undefined;
  /** Staff: the caller's branches (an application placed at another branch is not theirs to see). */
  scope?: BranchScope | undefined;
  status?: ApplicationStatus | undefined;
  search?: string | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filter: ApplicationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.customerId !== undefined) conditions.push(eq(applications.customerId, filter.customerId));
  if (filter.scope) conditions.push(applicationInScope(filter.scope));
  if (filter.status) conditions.push(eq(applications.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(applications.fullName, pattern),
        ilike(applications.email, pattern),
        ilike(applications.itemType, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listApplications(
  db: Executor,
  filter: ApplicationFilter,
  skip: number,
  limit: number,
): Promise<ApplicationRecord[]> {
  return db
    .select()
    .from(applications)
    .where(filterWhere(filter))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .offset(skip)
    .limit(limit);
}

export async function countApplications(db: Executor, filter: ApplicationFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(filterWhere(filter));
  return row?.n ?? 0;
}

/**
 * An application belongs to the branch of its storage agreement. Until it has one (a pending
 * review, a rejection) it belongs to no branch yet, and every employee may see and review it.
 */
function applicationInScope(scope: BranchScope): SQL | undefined {
  const placed = inBranchScope(scope, storageAgreements.branchId);
  if (!placed) return undefined;
  const agreementOf = eq(storageAgreements.applicationId, applications.id);
  return sql`(not exists (select 1 from ${storageAgreements} where ${agreementOf}) or exists (select 1 from ${storageAgreements} where ${agreementOf} and ${placed}))`;
}

/** One application; with `scope`, only one of the caller's branches or of no branch yet. */
export async function findApplication(
  db: Executor,
  id: number,
  scope?: BranchScope,
): Promise<ApplicationRecord | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), scope && applicationInScope(scope)))
    .limit(1);
  return row;
}

/** The application with its row locked until the transaction ends. */
export async function lockApplication(tx: Executor, id: number): Promise<ApplicationRecord | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

export async function insertApplication(tx: Executor, values: ApplicationValues): Promise<ApplicationRecord> {
  const [row] = await tx.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

export async function insertDocuments(tx: Executor, applicationId: number, documents: DocumentValues[]): Promise<void> {
  if (documents.length === 0) return;
  await tx.insert(applicationDocuments).values(documents.map((doc) => ({ ...doc, applicationId })));
}

/**
 * Writes a review only if the application is still at the version the reviewer decided on, and
 * increments the version in the same statement. Of two reviewers deciding at once, the second
 * one's update waits for the first, then matches no row and returns undefined: exactly one wins.
 */
export async function updateReviewIfVersion(
  tx: Executor,
  id: number,
  expected: number,
  values: Pick<ApplicationValues, 'status' | 'employeeNotes' | 'reviewedBy' | 'reviewedAt'>,
): Promise<ApplicationRecord | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ ...values, version: sql`${applications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.version, expected)))
    .returning();
  return row;
}

export async function deleteApplication(tx: Executor, id: number): Promise<void> {
  await tx.delete(applications).where(eq(applications.id, id));
}

export async function applicationStats(db: Executor, scope: BranchScope): Promise<ApplicationStats> {
  const tally = (status: ApplicationStatus) =>
    sql<number>`(count(*) filter (where ${applications.status} = ${status}))::int`;
  const [row] = await db
    .select({
      total_applications: sql<number>`count(*)::int`,
      pending_applications: tally('pending'),
      under_review_applications: tally('under_review'),
      approved_applications: tally('approved'),
      rejected_applications: tally('rejected'),
    })
    .from(applications)
    .where(applicationInScope(scope));
  return (
    row ?? {
      total_applications: 0,
      pending_applications: 0,
      under_review_applications: 0,
      approved_applications: 0,
      rejected_applications: 0,
    }
  );
}

export async function documentsOf(db: Executor, applicationIds: number[]): Promise<DocumentMeta[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationDocuments.applicationId,
      kind: applicationDocuments.kind,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      size: applicationDocuments.size,
    })
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, applicationIds));
}

export async function findDocument(
  db: Executor,
  applicationId: number,
  kind: DocumentKind,
): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.kind, kind)))
    .limit(1);
  return row;
}
