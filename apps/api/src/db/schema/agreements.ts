import type { AgreedRate } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { branches } from './branches.js';
import { createdAt, updatedAt, version } from './columns.js';
import { users } from './users.js';

/**
 * What an approved application became: space at a branch from a start date to an end date. The
 * branch's reserved_space is the sum of `volume` over its agreements in a reserving status; both are
 * written in one transaction with the branch row locked (see agreements.service.ts).
 */
export const storageAgreements = pgTable(
  'storage_agreements',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    volume: integer('volume').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('awaiting_intake'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The agreed price (issue 38), recorded at approval from the rates then in force; minor units.
    storageType: varchar('storage_type', { length: 30 }),
    unitRate: bigint('unit_rate', { mode: 'number' }),
    monthlyRent: bigint('monthly_rent', { mode: 'number' }),
    monthlyInsurance: bigint('monthly_insurance', { mode: 'number' }).notNull().default(0),
    /**
     * Every agreed rate with the date it applies from, once a rate was corrected (issue 46); null
     * while the rate agreed at approval (the columns above) holds from the start. The columns hold
     * the latest rate.
     */
    rateHistory: jsonb('rate_history').$type<AgreedRate[]>(),
    /**
     * The last day whose rent and insurance are on a statement (issue 46); null before the first.
     * Runs bill from the day after it, so a missed run is caught up and no day is billed twice.
     */
    billedThrough: date('billed_through', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('storage_agreements_application_key').on(t.applicationId),
    index('storage_agreements_customer_idx').on(t.customerId),
    index('storage_agreements_branch_status_idx').on(t.branchId, t.status),
    check('storage_agreements_volume_check', sql`${t.volume} > 0`),
    check('storage_agreements_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'storage_agreements_status_check',
      sql`${t.status} in ('reserved', 'awaiting_intake', 'active', 'release_requested', 'closed', 'cancelled')`,
    ),
  ],
);
