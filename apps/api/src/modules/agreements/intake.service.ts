import {
  timelineFacts,
  AGREEMENT_MESSAGES,
  CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
  generateProductId,
  LIFECYCLE_MESSAGES,
  type intakeLotSchema,
} from '@stockyard/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { insertStatusHistory } from '../customer-goods/customer-goods.repository.js';
import { insertGoodUnlessProductIdTaken, type GoodRecord } from '../goods/goods.repository.js';
import { initialStockMovement, insertMovement } from '../goods/movements.repository.js';
import { announce } from '../messages/announce.service.js';
import { lotPhotos } from '../../db/schema/index.js';
import type { UserRow } from '../users/users.mapper.js';
import type { LotPhoto } from './lot-photo-upload.js';
import { toAgreement } from './agreements.mapper.js';
import {
  findAgreement,
  lockAgreement,
  lockBranchSpace,
  settleBranchSpace,
  setAgreementStatusIfVersion,
  type AgreementRecord,
} from './agreements.repository.js';
import { agreementNotFound } from './agreements.service.js';
import {
  assignedEmployee,
  completeAssignmentRow,
  findLocation,
  lockLots,
  openAssignmentOf,
  recordEvent,
  setLotStatus,
} from './lifecycle.repository.js';

type IntakeLot = z.output<typeof intakeLotSchema>;

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);
const PRODUCT_ID_ATTEMPTS = 20;

async function lockAwaiting(tx: Executor, id: number): Promise<AgreementRecord> {
  const agreement = await lockAgreement(tx, id);
  if (!agreement) throw agreementNotFound();
  if (agreement.status !== 'awaiting_intake' && agreement.status !== 'reserved')
    throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.notAwaitingIntake);
  return agreement;
}

/**
 * One lot received at the intake: the customer's good (owner set, never warehouse stock), at a
 * location of the agreement's branch, pending until the intake is completed.
 */
export async function receiveLot(
  db: Db,
  staff: UserRow,
  agreementId: number,
  input: IntakeLot,
  origin: RequestOrigin,
  photo: LotPhoto | null = null,
): Promise<GoodRecord> {
  return db.transaction(async (tx) => {
    const agreement = await lockAwaiting(tx, agreementId);
    const location = await findLocation(tx, input.location_id);
    if (!location || location.branchId !== agreement.branchId)
      throw invalid('location_id', LIFECYCLE_MESSAGES.locationOfOtherBranch);
    if (!location.isActive) throw invalid('location_id', LIFECYCLE_MESSAGES.locationInactive);
    let good: GoodRecord | undefined;
    for (let attempt = 0; !good && attempt < PRODUCT_ID_ATTEMPTS; attempt += 1) {
      good = await insertGoodUnlessProductIdTaken(tx, {
        productId: generateProductId(),
        name: input.name,
        description: null,
        category: input.category,
        quantity: 1,
        lowStockThreshold: CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
        value: input.value.toFixed(2),
        pricePerUnit: input.value.toFixed(2),
        storageDate: agreement.startDate,
        storageEndDate: agreement.endDate,
        branchId: agreement.branchId,
        ownerId: agreement.customerId,
        status: 'pending',
        location: location.code,
        locationId: location.id,
        agreementId: agreement.id,
        pieces: input.pieces,
        conditionNote: input.condition_note,
      });
    }
    if (!good) throw new Error('no free product id after several attempts');
    // The photo commits or rolls back with its lot, as application documents do.
    if (photo)
      await tx
        .insert(lotPhotos)
        .values({ goodId: good.id, contentType: photo.contentType, byteSize: photo.data.length, data: photo.data });
    await insertMovement(tx, initialStockMovement(good, staff.id, 'Received at intake'));
    await insertStatusHistory(tx, {
      goodId: good.id,
      status: 'pending',
      note: `Received at intake, location ${location.code}`,
      changedBy: staff.id,
    });
    await recordEvent(
      tx,
      agreement.id,
      'lot_received',
      timelineFacts.lotReceived(good.name, input.pieces, location.code),
      staff.id,
    );
    await recordActivity(
      tx,
      {
        userId: staff.id,
        action: 'intake_lot',
        description: `Received "${good.name}" (${good.productId}) for storage agreement #${agreement.id} at location ${location.code}${photo ? ', with a photo' : ''}`,
        category: 'goods',
      },
      origin,
    );
    return good;
  });
}

/**
 * Completes the intake: the received lots are stored, the reservation becomes used space on the
 * locked branch row, the agreement is active and its intake assignment completed, in one transaction.
 */
export async function completeIntake(
  db: Db,
  staff: UserRow,
  agreementId: number,
  expected: number,
  origin: RequestOrigin,
) {
  return db.transaction(async (tx) => {
    const agreement = await lockAwaiting(tx, agreementId);
    if (agreement.version !== expected) {
      const current = await findAgreement(tx, agreementId);
      throw current ? staleVersion(toAgreement(current)) : agreementNotFound();
    }
    const received = (await lockLots(tx, agreementId)).filter((lot) => lot.status === 'pending');
    if (received.length === 0) throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.intakeNeedsLots);
    const branch = await lockBranchSpace(tx, agreement.branchId);
    if (!branch) throw agreementNotFound();
    if (branch.reservedSpace < agreement.volume) throw new Error('reservation missing from the branch');
    for (const lot of received) {
      await setLotStatus(tx, lot.id, 'stored');
      await insertStatusHistory(tx, {
        goodId: lot.id,
        status: 'stored',
        note: `Stored at ${branch.name}, location ${lot.location ?? ''}`,
        changedBy: staff.id,
      });
    }
    await setAgreementStatusIfVersion(tx, agreementId, expected, 'active');
    await settleBranchSpace(tx, branch.id);
    for (const intake of await openAssignmentOf(tx, agreementId, 'intake')) await completeAssignmentRow(tx, intake.id);
    await recordEvent(tx, agreementId, 'intake_completed', timelineFacts.intakeCompleted(received.length), staff.id);
    await recordActivity(
      tx,
      {
        userId: staff.id,
        action: 'intake_complete',
        description: `Completed the intake of storage agreement #${agreementId}: ${received.length} lot(s) stored, ${agreement.volume} units at branch "${branch.name}" (#${branch.id}) now in use`,
        category: 'application',
      },
      origin,
    );
    await announce(tx, {
      kind: 'storage_step',
      customerId: agreement.customerId,
      agreementId,
      step: 'intake_completed',
      branchName: branch.name,
      detail: String(received.length),
      employeeId: await assignedEmployee(tx, agreementId),
      actorId: staff.id,
    });
    const row = await findAgreement(tx, agreementId);
    if (!row) throw new AppError('NOT_FOUND', AGREEMENT_MESSAGES.notFound);
    return row;
  });
}
