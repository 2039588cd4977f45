import {
  timelineFacts,
  agreementCancelRefusedMessage,
  agreementEndDate,
  AGREEMENT_MESSAGES,
  APPROVAL_MESSAGES,
  BRANCH_NOT_FOUND_MESSAGE,
  canReserve,
  defaultIntakeAssignee,
  dueDateEndOfDay,
  earliestTodayIsoDate,
  isCancellable,
  noSpaceLeftMessage,
  reservationVolume,
  spaceOf,
  type AgreementStatus,
  type ApprovalFields,
  type EstimatedVolume,
  type IntakeStaff,
  type StorageDuration,
} from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import type { ApplicationRecord } from '../applications/applications.repository.js';
import { insertAssignment } from '../assignments/assignments.repository.js';
import { recordAgreedPrice } from '../billing/billing.service.js';
import { announce } from '../messages/announce.service.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  insertAgreement,
  intakeStaffOf,
  lockBranchSpace,
  settleBranchSpace,
  type AgreementRecord,
  type BranchSpaceRecord,
  type StaffRecord,
} from './agreements.repository.js';
import { recordEvent } from './lifecycle.repository.js';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

/** The volume an approval reserves for this application, or 400 naming why the given figure will not do. */
export function volumeFor(application: ApplicationRecord, requested: number | null | undefined): number {
  const decision = reservationVolume(application.estimatedVolume as EstimatedVolume | null, requested);
  if (!decision.ok) throw invalid('volume', decision.message);
  return decision.volume;
}

/** Who can receive goods at the branch: its employees and its manager, with their open work. */
export function staffOfBranch(branch: BranchSpaceRecord, people: StaffRecord[]): IntakeStaff[] {
  return people
    .filter((person) => person.id === branch.managerId || (person.role === 'employee' && person.branchId === branch.id))
    .map((person) => ({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      role: person.role === 'admin' ? 'admin' : 'employee',
      is_manager: person.id === branch.managerId,
      open_assignments: person.openAssignments,
    }));
}

/**
 * The approval's second half, inside the review's transaction and after the application row was
 * updated (and so locked): lock the branch, check its space, create the agreement awaiting intake,
 * move the volume from available to reserved, give the intake to an employee, and tell the customer
 * and the employee. Any refusal rolls the whole approval back.
 */
export async function openAgreement(
  tx: Executor,
  actor: UserRow,
  application: ApplicationRecord,
  fields: ApprovalFields,
  origin: RequestOrigin,
  now: Date,
): Promise<AgreementRecord> {
  const { branch_id: branchId, start_date: startDate } = fields;
  // The review schema requires both when approving.
  if (branchId === undefined) throw invalid('branch_id', APPROVAL_MESSAGES.branchRequired);
  if (startDate === undefined) throw invalid('start_date', APPROVAL_MESSAGES.startDateRequired);
  if (startDate < earliestTodayIsoDate(now)) throw invalid('start_date', APPROVAL_MESSAGES.startDatePast);
  const volume = volumeFor(application, fields.volume);

  const branch = await lockBranchSpace(tx, branchId);
  if (!branch) throw invalid('branch_id', BRANCH_NOT_FOUND_MESSAGE);
  const space = spaceOf({
    capacity: branch.capacity,
    available: branch.availableSpace,
    reserved: branch.reservedSpace,
  });
  if (!canReserve(space, volume))
    throw new AppError('CONFLICT', noSpaceLeftMessage(branch.name, space.available, volume));

  const staff = staffOfBranch(branch, await intakeStaffOf(tx, [branch]));
  const assigneeId = fields.assignee_id ?? defaultIntakeAssignee(staff);
  if (assigneeId === null) throw new AppError('CONFLICT', APPROVAL_MESSAGES.noIntakeStaff);
  const assignee = staff.find((person) => person.id === assigneeId);
  if (!assignee) throw invalid('assignee_id', APPROVAL_MESSAGES.assigneeInvalid);

  const endDate = agreementEndDate(startDate, application.storageDuration as StorageDuration | null);
  const agreement = await insertAgreement(tx, {
    applicationId: application.id,
    customerId: application.customerId,
    branchId: branch.id,
    volume,
    startDate,
    endDate,
    status: 'awaiting_intake',
    createdBy: actor.id,
  });
  await settleBranchSpace(tx, branch.id);
  await recordAgreedPrice(tx, agreement, application, actor.id);
  const task = `Intake for storage application #${application.id}`;
  const intake = await insertAssignment(tx, {
    employeeId: assignee.id,
    branchId: branch.id,
    createdBy: actor.id,
    task,
    description: `Receive the goods of ${application.fullName} (${application.itemType}): ${volume} units reserved until ${endDate}.`,
    status: 'scheduled',
    priority: 'medium',
    dueDate: dueDateEndOfDay(startDate),
    category: 'Intake',
    kind: 'intake',
    agreementId: agreement.id,
    facts: {
      kind: 'intake',
      application_id: application.id,
      customer: application.fullName,
      item_type: application.itemType,
      volume,
      end_date: endDate,
    },
  });

  await recordEvent(tx, agreement.id, 'approved', timelineFacts.approved(branch.name, startDate, endDate), actor.id);
  await recordActivity(
    tx,
    {
      userId: actor.id,
      action: 'agreement_open',
      description: `Reserved ${volume} units at branch "${branch.name}" (#${branch.id}) for storage application #${application.id} from ${startDate} to ${endDate}; intake #${intake.id} for ${assignee.name}`,
      category: 'application',
    },
    origin,
  );
  await announce(tx, {
    kind: 'storage_approved',
    customerId: application.customerId,
    applicationId: application.id,
    branchName: branch.name,
    branchLocation: branch.location,
    startDate,
    endDate,
    volume,
  });
  await announce(tx, {
    kind: 'assignment_assigned',
    employeeId: assignee.id,
    assignmentId: intake.id,
    task,
    facts: intake.facts,
    dueAt: intake.dueDate.toISOString(),
  });
  return agreement;
}

export const agreementNotFound = () => new AppError('NOT_FOUND', AGREEMENT_MESSAGES.notFound);

/** Refuses a cancel the status does not allow (409). */
export function assertCancellable(agreement: AgreementRecord): void {
  const status = agreement.status as AgreementStatus;
  if (!isCancellable(status)) throw new AppError('CONFLICT', agreementCancelRefusedMessage(status));
}
