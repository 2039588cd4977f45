import type { Db } from '../../db/client.js';
import { creditUnstoredDays } from '../billing/agreement-credits.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announce } from '../messages/announce.service.js';
import type { UserRow } from '../users/users.mapper.js';
import { toAgreement } from './agreements.mapper.js';
import {
  cancelAssignment,
  findAgreement,
  lockAgreement,
  lockBranchSpace,
  lockOpenIntakes,
  setAgreementStatusIfVersion,
  settleBranchSpace,
  type AgreementRow,
} from './agreements.repository.js';
import { agreementNotFound, assertCancellable } from './agreements.service.js';
import { recordEvent } from './lifecycle.repository.js';

/**
 * The customer calls off an approved application before its goods arrive, from the version of the
 * agreement they read (`expected`). In one transaction: the agreement is cancelled, its space goes
 * back from reserved to available on the locked branch row, and its intake is cancelled and its
 * employee told. Locks run agreement, then branch, then assignment, as approval takes them.
 */
export async function cancelAgreement(
  db: Db,
  customer: UserRow,
  id: number,
  expected: number,
  origin: RequestOrigin,
  now: Date,
  today: string,
): Promise<AgreementRow> {
  return db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, id);
    // Another customer's agreement looks missing, as their applications do.
    if (!agreement || agreement.customerId !== customer.id) throw agreementNotFound();
    if (agreement.version !== expected) {
      const current = await findAgreement(tx, id);
      throw current ? staleVersion(toAgreement(current)) : agreementNotFound();
    }
    assertCancellable(agreement);

    const branch = await lockBranchSpace(tx, agreement.branchId);
    if (!branch) throw agreementNotFound();
    await setAgreementStatusIfVersion(tx, id, expected, 'cancelled', { cancelledAt: now });
    await creditUnstoredDays(tx, agreement, { kind: 'cancelled' }, today, customer.id);
    await settleBranchSpace(tx, agreement.branchId);
    for (const intake of await lockOpenIntakes(tx, id)) {
      await cancelAssignment(tx, intake.id);
      await announce(tx, {
        kind: 'assignment_changed',
        employeeId: intake.employeeId,
        assignmentId: intake.id,
        task: intake.task,
        facts: intake.facts,
        change: 'deleted',
        fields: [],
      });
    }
    await recordEvent(tx, id, 'cancelled', {}, customer.id);
    // The intake's employee heard of it above, as their assignment's cancellation.
    await announce(tx, {
      kind: 'storage_step',
      customerId: customer.id,
      agreementId: id,
      step: 'cancelled',
      branchName: branch.name,
      detail: '',
      employeeId: null,
      actorId: customer.id,
    });
    await recordActivity(
      tx,
      {
        userId: customer.id,
        action: 'agreement_cancel',
        description: `Cancelled storage application #${agreement.applicationId} before intake; ${agreement.volume} units at branch "${branch.name}" (#${branch.id}) free again`,
        category: 'application',
      },
      origin,
    );
    const row = await findAgreement(tx, id);
    if (!row) throw agreementNotFound();
    return row;
  });
}
