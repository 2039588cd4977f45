import {
  timelineFacts,
  APPROVAL_MESSAGES,
  canTakeReleaseStep,
  defaultIntakeAssignee,
  dueDateEndOfDay,
  earliestTodayIsoDate,
  isAgreementEmptied,
  LIFECYCLE_MESSAGES,
  type releaseRequestSchema,
  type ReleaseStep,
} from '@stockyard/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { creditUnstoredDays } from '../billing/agreement-credits.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { insertAssignment } from '../assignments/assignments.repository.js';
import { insertStatusHistory } from '../customer-goods/customer-goods.repository.js';
import { announce } from '../messages/announce.service.js';
import type { UserRow } from '../users/users.mapper.js';
import { toAgreement } from './agreements.mapper.js';
import {
  findAgreement,
  intakeStaffOf,
  lockAgreement,
  lockBranchSpace,
  settleBranchSpace,
  setAgreementStatusIfVersion,
} from './agreements.repository.js';
import { agreementNotFound, staffOfBranch } from './agreements.service.js';
import {
  assignedEmployee,
  completeAssignmentRow,
  findRelease,
  insertRelease,
  lockLots,
  recordEvent,
  setLotStatus,
  setReleaseAssignment,
} from './lifecycle.repository.js';

type ReleaseRequest = z.output<typeof releaseRequestSchema>;
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

/**
 * The customer asks for stored lots back. In one transaction: the release is recorded, the lots
 * point at it, the branch's employee (manager first, else the least busy) gets a release
 * assignment due on the date, and the agreement is `release_requested`.
 */
export async function requestRelease(
  db: Db,
  customer: UserRow,
  agreementId: number,
  input: ReleaseRequest,
  expected: number,
  origin: RequestOrigin,
  now: Date,
) {
  if (input.date < earliestTodayIsoDate(now)) throw invalid('date', LIFECYCLE_MESSAGES.releaseDatePast);
  return db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement || agreement.customerId !== customer.id) throw agreementNotFound();
    if (agreement.version !== expected) {
      const current = await findAgreement(tx, agreementId);
      throw current ? staleVersion(toAgreement(current)) : agreementNotFound();
    }
    if (agreement.status !== 'active' && agreement.status !== 'release_requested')
      throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.notActive);
    const lots = await lockLots(tx, agreementId);
    const chosen = [...new Set(input.lot_ids)].map((id) => lots.find((lot) => lot.id === id));
    if (chosen.some((lot) => !lot || lot.status !== 'stored' || lot.releaseId !== null))
      throw invalid('lot_ids', LIFECYCLE_MESSAGES.lotNotStored);
    const branch = await lockBranchSpace(tx, agreement.branchId);
    if (!branch) throw agreementNotFound();
    const staff = staffOfBranch(branch, await intakeStaffOf(tx, [branch]));
    const employeeId = defaultIntakeAssignee(staff);
    if (employeeId === null) throw new AppError('CONFLICT', APPROVAL_MESSAGES.noIntakeStaff);

    const release = await insertRelease(tx, {
      agreementId,
      method: input.method,
      releaseDate: input.date,
      address: input.method === 'delivery' ? input.address : null,
      requestedBy: customer.id,
    });
    const names = chosen.map((lot) => lot?.name ?? '').join(', ');
    const task = `Release for storage agreement #${agreementId}`;
    const assignment = await insertAssignment(tx, {
      employeeId,
      branchId: branch.id,
      createdBy: customer.id,
      task,
      description:
        input.method === 'pickup'
          ? `Hand over at the branch on ${input.date}: ${names}.`
          : `Deliver on ${input.date} to ${input.address ?? ''}: ${names}.`,
      status: 'scheduled',
      priority: 'medium',
      dueDate: dueDateEndOfDay(input.date),
      category: 'Release',
      kind: 'release',
      agreementId,
      facts: {
        kind: 'release',
        agreement_id: agreementId,
        method: input.method,
        date: input.date,
        address: input.method === 'delivery' ? input.address : null,
        lots: names,
      },
    });
    await setReleaseAssignment(tx, release.id, assignment.id);
    for (const lot of chosen) if (lot) await setLotStatus(tx, lot.id, 'stored', { releaseId: release.id });
    if (agreement.status === 'active')
      await setAgreementStatusIfVersion(tx, agreementId, agreement.version, 'release_requested');
    await recordEvent(
      tx,
      agreementId,
      'release_requested',
      timelineFacts.releaseRequested(input.method, input.date, names),
      customer.id,
    );
    await recordActivity(
      tx,
      {
        userId: customer.id,
        action: 'release_request',
        description: `Asked for ${chosen.length} lot(s) of storage agreement #${agreementId} back (${input.method} on ${input.date}); release #${assignment.id}`,
        category: 'application',
      },
      origin,
    );
    await announce(tx, {
      kind: 'storage_step',
      customerId: customer.id,
      agreementId,
      step: 'release_requested',
      branchName: branch.name,
      detail: input.date,
      // The release's employee is told below, of their new assignment.
      employeeId: null,
      actorId: customer.id,
    });
    await announce(tx, {
      kind: 'assignment_assigned',
      employeeId,
      assignmentId: assignment.id,
      task,
      facts: assignment.facts,
      dueAt: assignment.dueDate.toISOString(),
    });
    return release;
  });
}

/**
 * One lot's step out: in transit, then delivered. When the release's lots are all out its
 * assignment is completed; when the agreement's last lot is out its space returns to available on
 * the locked branch row and the agreement closes.
 */
export async function releaseLotStep(
  db: Db,
  staff: UserRow,
  agreementId: number,
  lotId: number,
  step: ReleaseStep,
  origin: RequestOrigin,
  today: string,
) {
  return db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement) throw agreementNotFound();
    const lots = await lockLots(tx, agreementId);
    const lot = lots.find((candidate) => candidate.id === lotId);
    if (!lot) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.lotNotFound);
    if (lot.releaseId === null) throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.lotNotInRelease);
    if (!canTakeReleaseStep(lot.status, step)) throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.releaseStepInvalid);
    const branch = await lockBranchSpace(tx, agreement.branchId);
    if (!branch) throw agreementNotFound();

    await setLotStatus(tx, lot.id, step);
    lot.status = step;
    const note = step === 'in_transit' ? 'Released: on its way' : 'Released: delivered to the customer';
    await insertStatusHistory(tx, { goodId: lot.id, status: step, note, changedBy: staff.id });
    await recordEvent(
      tx,
      agreementId,
      step === 'in_transit' ? 'lot_in_transit' : 'lot_delivered',
      timelineFacts.lot(lot.name),
      staff.id,
    );
    await recordActivity(
      tx,
      {
        userId: staff.id,
        action: 'release_step',
        description: `Lot "${lot.name}" (${lot.productId}) of storage agreement #${agreementId}: ${step}`,
        category: 'goods',
      },
      origin,
    );
    const release = await findRelease(tx, lot.releaseId);
    const employeeId = await assignedEmployee(tx, agreementId, release?.assignmentId ?? null);
    await announce(tx, {
      kind: 'storage_step',
      customerId: agreement.customerId,
      agreementId,
      step: step === 'in_transit' ? 'lot_in_transit' : 'lot_delivered',
      branchName: branch.name,
      detail: lot.name,
      employeeId,
      actorId: staff.id,
    });
    if (step !== 'delivered') return;

    const ofRelease = lots.filter((candidate) => candidate.releaseId === lot.releaseId);
    if (release?.assignmentId && isAgreementEmptied(ofRelease.map((candidate) => candidate.status)))
      await completeAssignmentRow(tx, release.assignmentId);

    if (isAgreementEmptied(lots.map((candidate) => candidate.status))) {
      // The agreement ends the day its last lot is out (the site's today, from the one clock):
      // billing accrues rent up to its end date.
      const endDate =
        today < agreement.endDate ? (today < agreement.startDate ? agreement.startDate : today) : agreement.endDate;
      await setAgreementStatusIfVersion(tx, agreementId, agreement.version, 'closed', { endDate });
      await settleBranchSpace(tx, branch.id);
      if (endDate < agreement.endDate)
        await creditUnstoredDays(tx, agreement, { kind: 'ended_early', lastDay: endDate }, today, staff.id);
      await recordEvent(tx, agreementId, 'closed', {}, staff.id);
      await recordActivity(
        tx,
        {
          userId: staff.id,
          action: 'agreement_close',
          description: `Storage agreement #${agreementId} closed: its last lot is out; ${agreement.volume} units at branch "${branch.name}" (#${branch.id}) free again`,
          category: 'application',
        },
        origin,
      );
      await announce(tx, {
        kind: 'storage_step',
        customerId: agreement.customerId,
        agreementId,
        step: 'closed',
        branchName: branch.name,
        detail: '',
        employeeId,
        actorId: staff.id,
      });
    } else if (
      agreement.status === 'release_requested' &&
      lots.every((candidate) => candidate.releaseId === null || ['delivered', 'removed'].includes(candidate.status))
    ) {
      // Every lot asked back is out and others stay stored: the agreement is active again.
      await setAgreementStatusIfVersion(tx, agreementId, agreement.version, 'active');
    }
  });
}
