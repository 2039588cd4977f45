import {
  timelineFacts,
  agreedRates,
  correctedRates,
  correctionChangesNothing,
  correctionDifferences,
  RATE_CORRECTION_MESSAGES,
  rateOn,
  rentStepsOf,
  type RateCorrection,
} from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storageAgreements } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { toAgreement } from '../agreements/agreements.mapper.js';
import { findAgreement, lockAgreement } from '../agreements/agreements.repository.js';
import { agreementNotFound } from '../agreements/agreements.service.js';
import { recordEvent } from '../agreements/lifecycle.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { getBillingSettings, insertCharge } from './billing.repository.js';
import { reasonColumns } from './charge-reason-words.js';
import { priceOf } from './prices.service.js';

/**
 * An admin corrects an agreement's agreed unit rate from a date, from the version they read. In the
 * transaction that holds the agreement's row (the statement run locks it too, so billed-through is
 * the one the run left): the days already billed from that date come back as a credit (lowered) or
 * a charge (raised) per month on the next statement, with the reason; the days not yet billed are
 * billed at the new rate, because the agreement keeps every rate with the date it applies from.
 */
export async function correctAgreedRate(
  db: Db,
  admin: UserRow,
  agreementId: number,
  input: RateCorrection,
  expected: number,
  today: string,
  origin: RequestOrigin,
) {
  return db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement) throw agreementNotFound();
    if (agreement.version !== expected) {
      const current = await findAgreement(tx, agreementId);
      throw current ? staleVersion(toAgreement(current)) : agreementNotFound();
    }
    if (agreement.status === 'cancelled') throw new AppError('CONFLICT', RATE_CORRECTION_MESSAGES.cancelled);
    if (agreement.monthlyRent === null || agreement.storageType === null)
      throw new AppError('CONFLICT', RATE_CORRECTION_MESSAGES.unpriced);
    if (input.effective_from < agreement.startDate || input.effective_from > agreement.endDate)
      throw new AppError('VALIDATION', RATE_CORRECTION_MESSAGES.outsideAgreement, [
        { field: 'effective_from', message: RATE_CORRECTION_MESSAGES.outsideAgreement },
      ]);

    const settings = await getBillingSettings(tx);
    // The one price: the rent of the agreement's space at the corrected unit rate.
    const monthlyRent = priceOf(settings, input.unit_rate, {
      storageType: agreement.storageType,
      volume: agreement.volume,
      insurance: false,
      packing: false,
      transportation: false,
    }).monthlyRent;
    const before = agreedRates(agreement);
    const correction = { effective_from: input.effective_from, unit_rate: input.unit_rate, monthly_rent: monthlyRent };
    if (correctionChangesNothing(before, correction))
      throw new AppError('CONFLICT', RATE_CORRECTION_MESSAGES.unchanged);
    const after = correctedRates(before, correction);
    const oldUnitRate =
      rateOn(
        before.map((rate) => ({ effectiveFrom: rate.effective_from, monthlyRate: rate.unit_rate })),
        input.effective_from,
      ) ?? 0;

    const differences = correctionDifferences(
      rentStepsOf(before),
      rentStepsOf(after),
      input.effective_from,
      agreement.billedThrough,
    );
    for (const { span, amount } of differences)
      await insertCharge(tx, {
        customerId: agreement.customerId,
        agreementId: agreement.id,
        kind: amount < 0 ? 'credit' : 'charge',
        amount,
        ...reasonColumns(
          {
            kind: 'rate_correction',
            agreement_id: agreement.id,
            from: span.from,
            to: span.to,
            old_rate: oldUnitRate,
            new_rate: input.unit_rate,
            note: input.reason,
          },
          settings.currency,
        ),
        chargeDate: today,
        createdBy: admin.id,
      });

    const latest = after.at(-1) ?? correction;
    await tx
      .update(storageAgreements)
      .set({
        unitRate: latest.unit_rate,
        monthlyRent: latest.monthly_rent,
        rateHistory: after,
        version: sql`${storageAgreements.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(storageAgreements.id, agreement.id));
    await recordEvent(
      tx,
      agreement.id,
      'rate_corrected',
      timelineFacts.rateCorrected(input.effective_from, input.reason),
      admin.id,
    );
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: 'agreement_rate_correct',
        description: `Corrected the unit rate of storage agreement #${agreement.id} from ${oldUnitRate} to ${input.unit_rate} (minor units) from ${input.effective_from}: ${input.reason}`,
        category: 'application',
      },
      origin,
    );
    const row = await findAgreement(tx, agreement.id);
    if (!row) throw agreementNotFound();
    return toAgreement(row);
  });
}
