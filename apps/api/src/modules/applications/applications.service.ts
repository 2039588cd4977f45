import {
  AGREEMENT_MESSAGES,
  APPLICATION_DOCUMENT_NOT_FOUND_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_STATUS_LABELS,
  canTransition,
  applicationTransitionRefusedMessage,
  type Application,
  type ApplicationReview,
  type ApplicationStatus,
  type DocumentKind,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { agreementsOfApplications } from '../agreements/agreements.repository.js';
import { openAgreement } from '../agreements/agreements.service.js';
import { announce } from '../messages/announce.service.js';
import { assertScopeReaches, staffBranchScope } from '../staff-scope/branch-scope.js';
import type { UserRow } from '../users/users.mapper.js';
import { toApplication } from './applications.mapper.js';
import {
  countApplications,
  deleteApplication,
  documentsOf,
  findApplication,
  listApplications,
  findDocument,
  lockApplication,
  updateReviewIfVersion,
  type ApplicationRecord,
  type DocumentRecord,
} from './applications.repository.js';

const applicationNotFound = () => new AppError('NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
const isStaff = (user: UserRow) => user.role === 'admin' || user.role === 'employee';

/**
 * Applications with their documents and storage agreements. Every viewer who may read an application (checked before:
 * its owner or staff) sees the contact details given in it (applications.mapper.ts).
 */
export async function presentApplications(db: Executor, rows: ApplicationRecord[]): Promise<Application[]> {
  const ids = rows.map((row) => row.id);
  const [documents, agreements] = await Promise.all([documentsOf(db, ids), agreementsOfApplications(db, ids)]);
  return rows.map((row) =>
    toApplication(
      row,
      documents,
      agreements.find((agreement) => agreement.agreement.applicationId === row.id),
    ),
  );
}

export async function presentApplication(db: Executor, row: ApplicationRecord): Promise<Application> {
  const [application] = await presentApplications(db, [row]);
  return application!;
}

/** One page of the applications the user may see (staff: all; a customer: their own) and the total. */
export async function listVisibleApplications(
  db: Executor,
  user: UserRow,
  query: { skip: number; limit: number; status?: ApplicationStatus; search?: string },
): Promise<{ applications: Application[]; total: number }> {
  const filter = {
    status: query.status,
    search: query.search,
    customerId: isStaff(user) ? undefined : user.id,
    scope: isStaff(user) ? staffBranchScope(user) : undefined,
  };
  const [rows, total] = await Promise.all([
    listApplications(db, filter, query.skip, query.limit),
    countApplications(db, filter),
  ]);
  return { applications: await presentApplications(db, rows), total };
}

/** An application the user may see: staff see all, a customer only their own (others look missing). */
export async function visibleApplication(db: Executor, user: UserRow, id: number): Promise<ApplicationRecord> {
  const row = await findApplication(db, id, isStaff(user) ? staffBranchScope(user) : undefined);
  if (!row || (!isStaff(user) && row.customerId !== user.id)) throw applicationNotFound();
  return row;
}

export async function visibleDocument(db: Db, user: UserRow, id: number, kind: DocumentKind): Promise<DocumentRecord> {
  await visibleApplication(db, user, id);
  const document = await findDocument(db, id, kind);
  if (!document) throw new AppError('NOT_FOUND', APPLICATION_DOCUMENT_NOT_FOUND_MESSAGE);
  return document;
}

/**
 * A reviewer's status change and notes, from the version they decided on (`expected`). An
 * application changed since is refused as stale before its transition is judged; the write only
 * applies at that version, so concurrent decisions cannot both win. The log entry and the
 * customer's notification commit with the change. An approval also opens the storage agreement
 * (space reserved, intake assigned) in the same transaction, or nothing happens at all.
 */
export async function reviewApplication(
  db: Db,
  actor: UserRow,
  id: number,
  expected: number,
  review: ApplicationReview,
  origin: RequestOrigin,
  now: Date,
): Promise<ApplicationRecord> {
  return db.transaction(async (tx) => {
    const current = await findApplication(tx, id, staffBranchScope(actor));
    if (!current) throw applicationNotFound();
    const stale = async () => {
      const now = await findApplication(tx, id);
      if (!now) return applicationNotFound();
      return staleVersion(await presentApplication(tx, now));
    };
    if (current.version !== expected) throw await stale();
    const from = current.status as ApplicationStatus;
    if (!canTransition(from, review.status))
      throw new AppError('CONFLICT', applicationTransitionRefusedMessage(from, review.status));

    const updated = await updateReviewIfVersion(tx, id, expected, {
      status: review.status,
      // Left out: keep the stored notes; sent empty: clear them.
      employeeNotes: review.employee_notes === undefined ? current.employeeNotes : review.employee_notes || null,
      reviewedBy: actor.id,
      reviewedAt: now,
    });
    // Another reviewer's decision committed between our read and our write.
    if (!updated) throw await stale();

    // The spec's activity categories have none for applications; storing goods is the closest.
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: `application_${review.status}`,
        description: `Changed storage application #${id} from ${APPLICATION_STATUS_LABELS[from]} to ${APPLICATION_STATUS_LABELS[review.status]}`,
        category: 'application',
      },
      origin,
    );
    if (review.status === 'approved') {
      // An employee places goods only at a branch they work at.
      if (review.branch_id !== undefined) await assertScopeReaches(tx, staffBranchScope(actor), review.branch_id);
      // Its notice says where and when, so it replaces the plain status message.
      await openAgreement(tx, actor, updated, review, origin, now);
    } else {
      await announce(tx, {
        kind: 'application_status_changed',
        customerId: current.customerId,
        applicationId: id,
        status: review.status,
      });
    }
    return updated;
  });
}

/**
 * Deletes an application from the version the admin read (`expected`), so a decision taken since is
 * not deleted unseen; its documents go with it (foreign key cascade).
 */
export async function removeApplication(
  db: Db,
  actor: UserRow,
  id: number,
  expected: number,
  origin: RequestOrigin,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockApplication(tx, id);
    if (!current) throw applicationNotFound();
    if (current.version !== expected) throw staleVersion(await presentApplication(tx, current));
    if ((await agreementsOfApplications(tx, [id])).length > 0)
      throw new AppError('CONFLICT', AGREEMENT_MESSAGES.applicationHasAgreement);
    await deleteApplication(tx, id);
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'application_delete',
        description: `Deleted storage application #${id} of ${current.fullName} (${APPLICATION_STATUS_LABELS[current.status as ApplicationStatus] ?? current.status})`,
        category: 'application',
      },
      origin,
    );
  });
}
