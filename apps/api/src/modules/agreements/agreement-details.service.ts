import type { AgreementDetail } from '@stockyard/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { storageAgreements, users } from '../../db/schema/index.js';
import { getBillingSettings } from '../billing/billing.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { toAgreement } from './agreements.mapper.js';
import { agreementsOfApplications, findAgreement, type AgreementRow } from './agreements.repository.js';
import { agreementNotFound } from './agreements.service.js';
import { customerAgreementIds, extensionsOf, lotsOf, releasesOf, timelineOf } from './lifecycle.repository.js';

const MY_STORAGE_LIMIT = 100;

/** Agreements with their lots (and places), timeline, releases and extensions. */
async function withDetails(db: Executor, rows: AgreementRow[]): Promise<AgreementDetail[]> {
  const ids = rows.map((row) => row.agreement.id);
  const [lots, timeline, releases, extensions, settings] = await Promise.all([
    lotsOf(db, ids),
    timelineOf(db, ids),
    releasesOf(db, ids),
    extensionsOf(db, ids),
    getBillingSettings(db),
  ]);
  const customerIds = [...new Set(rows.map((row) => row.agreement.customerId))];
  const names =
    customerIds.length === 0
      ? []
      : await db
          .select({ id: users.id, first: users.firstName, last: users.lastName })
          .from(users)
          .where(inArray(users.id, customerIds));
  const nameOf = new Map(names.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
  return rows.map((row) => {
    const id = row.agreement.id;
    return {
      ...toAgreement(row),
      customer_name: nameOf.get(row.agreement.customerId) ?? '',
      agreed_rate:
        row.agreement.unitRate === null || row.agreement.monthlyRent === null
          ? null
          : {
              unit_rate: row.agreement.unitRate,
              monthly_rent: row.agreement.monthlyRent,
              currency: settings.currency,
              billed_through: row.agreement.billedThrough,
            },
      lots: lots.get(id) ?? [],
      timeline: timeline.get(id) ?? [],
      releases: releases
        .filter((release) => release.agreementId === id)
        .map((release) => ({
          id: release.id,
          method: release.method as 'pickup' | 'delivery',
          date: release.releaseDate,
          address: release.address,
          assignment_id: release.assignmentId,
        })),
      extensions: extensions
        .filter((extension) => extension.agreementId === id)
        .map((extension) => ({
          id: extension.id,
          previous_end_date: extension.previousEndDate,
          requested_end_date: extension.requestedEndDate,
          status: extension.status as 'pending' | 'accepted' | 'declined',
          created_at: extension.createdAt.toISOString(),
        })),
    };
  });
}

/** The customer's own agreements, newest first (My storage). */
export async function myAgreements(db: Executor, customer: UserRow): Promise<AgreementDetail[]> {
  const ids = await customerAgreementIds(db, customer.id, MY_STORAGE_LIMIT);
  if (ids.length === 0) return [];
  const applicationIds = (
    await db
      .select({ applicationId: storageAgreements.applicationId })
      .from(storageAgreements)
      .where(inArray(storageAgreements.id, ids))
  ).map((row) => row.applicationId);
  const rows = (await agreementsOfApplications(db, applicationIds)).sort((a, b) => b.agreement.id - a.agreement.id);
  return withDetails(db, rows);
}

/** One agreement in full, for its customer and for staff; another customer gets 404. */
export async function agreementDetail(db: Executor, user: UserRow, id: number): Promise<AgreementDetail> {
  const row = await findAgreement(db, id);
  if (!row || (user.role === 'customer' && row.agreement.customerId !== user.id)) throw agreementNotFound();
  const [detail] = await withDetails(db, [row]);
  if (!detail) throw agreementNotFound();
  return detail;
}
