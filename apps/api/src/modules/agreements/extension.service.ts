import { extensionRefusal, LIFECYCLE_MESSAGES, timelineFacts } from '@stockyard/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { agreementExtensions, branches } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announce } from '../messages/announce.service.js';
import type { UserRow } from '../users/users.mapper.js';
import { lockAgreement } from './agreements.repository.js';
import { agreementNotFound } from './agreements.service.js';
import {
  assignedEmployee,
  decideExtension,
  insertExtension,
  lockExtension,
  recordEvent,
  setAgreementEndDate,
} from './lifecycle.repository.js';

async function branchName(tx: Executor, branchId: number): Promise<string> {
  const [branch] = await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  return branch?.name ?? '';
}

/** The customer asks for a later end date; staff decide. One pending request at a time. */
export async function requestExtension(
  db: Db,
  customer: UserRow,
  agreementId: number,
  endDate: string,
  origin: RequestOrigin,
) {
  return db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement || agreement.customerId !== customer.id) throw agreementNotFound();
    const refusal = extensionRefusal(agreement.status, agreement.endDate, endDate);
    if (refusal === LIFECYCLE_MESSAGES.extensionNotOpen) throw new AppError('CONFLICT', refusal);
    if (refusal) throw new AppError('VALIDATION', refusal, [{ field: 'end_date', message: refusal }]);
    const [pending] = await tx
      .select({ id: agreementExtensions.id })
      .from(agreementExtensions)
      .where(and(eq(agreementExtensions.agreementId, agreementId), eq(agreementExtensions.status, 'pending')));
    if (pending) throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.extensionPending);
    const extension = await insertExtension(tx, {
      agreementId,
      previousEndDate: agreement.endDate,
      requestedEndDate: endDate,
      requestedBy: customer.id,
    });
    await recordEvent(
      tx,
      agreementId,
      'extension_requested',
      timelineFacts.extensionRequested(agreement.endDate, endDate),
      customer.id,
    );
    await recordActivity(
      tx,
      {
        userId: customer.id,
        action: 'extension_request',
        description: `Asked to extend storage agreement #${agreementId} from ${agreement.endDate} to ${endDate}`,
        category: 'application',
      },
      origin,
    );
    await announce(tx, {
      kind: 'storage_step',
      customerId: customer.id,
      agreementId,
      step: 'extension_requested',
      branchName: await branchName(tx, agreement.branchId),
      detail: endDate,
      employeeId: await assignedEmployee(tx, agreementId),
      actorId: customer.id,
    });
    return extension;
  });
}

/** Staff accept (the end date moves, and the lots' reminders with it) or decline; the customer is told. */
export async function decideExtensionRequest(
  db: Db,
  staff: UserRow,
  agreementId: number,
  extensionId: number,
  accept: boolean,
  origin: RequestOrigin,
) {
  return db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement) throw agreementNotFound();
    const extension = await lockExtension(tx, extensionId);
    if (!extension || extension.agreementId !== agreementId)
      throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.extensionNotFound);
    if (extension.status !== 'pending') throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.extensionDecided);
    const refusal = extensionRefusal(agreement.status, agreement.endDate, extension.requestedEndDate);
    if (accept && refusal) throw new AppError('CONFLICT', refusal);
    await decideExtension(tx, extensionId, accept, staff.id);
    if (accept) await setAgreementEndDate(tx, agreementId, extension.requestedEndDate);
    await recordEvent(
      tx,
      agreementId,
      accept ? 'extension_accepted' : 'extension_declined',
      timelineFacts.extensionDecided(extension.requestedEndDate),
      staff.id,
    );
    await recordActivity(
      tx,
      {
        userId: staff.id,
        action: accept ? 'extension_accept' : 'extension_decline',
        description: `${accept ? 'Accepted' : 'Declined'} the extension of storage agreement #${agreementId} to ${extension.requestedEndDate}`,
        category: 'application',
      },
      origin,
    );
    await announce(tx, {
      kind: 'storage_step',
      customerId: agreement.customerId,
      agreementId,
      step: accept ? 'extension_accepted' : 'extension_declined',
      branchName: await branchName(tx, agreement.branchId),
      detail: extension.requestedEndDate,
      employeeId: await assignedEmployee(tx, agreementId),
      actorId: staff.id,
    });
  });
}
