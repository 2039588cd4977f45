import type { TimelineFacts } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { storageAgreements } from './agreements.js';
import { assignments } from './assignments.js';
import { branches } from './branches.js';
import { createdAt, updatedAt, version } from './columns.js';
import { users } from './users.js';

/**
 * A place in a branch where a customer's lot stands (`A-03-2`). Kept by admins per branch; a
 * deactivated location stays for the lots that point at it but takes no new ones.
 */
export const storageLocations = pgTable(
  'storage_locations',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 40 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('storage_locations_branch_code_key').on(t.branchId, sql`lower(${t.code})`)],
);

/**
 * A customer's request to get stored lots back: pickup at the branch on a date, or delivery to an
 * address. Its release assignment is the employee's work; the lots it covers point at it.
 */
export const agreementReleases = pgTable(
  'agreement_releases',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => storageAgreements.id, { onDelete: 'restrict' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 20 }).notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    address: text('address'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreement_releases_agreement_idx').on(t.agreementId),
    check('agreement_releases_method_check', sql`${t.method} in ('pickup', 'delivery')`),
    check('agreement_releases_address_check', sql`${t.method} = 'pickup' or ${t.address} is not null`),
  ],
);

/** A customer's wish for a later end date, and the staff decision on it. */
export const agreementExtensions = pgTable(
  'agreement_extensions',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => storageAgreements.id, { onDelete: 'restrict' }),
    previousEndDate: date('previous_end_date', { mode: 'string' }).notNull(),
    requestedEndDate: date('requested_end_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreement_extensions_agreement_idx').on(t.agreementId),
    check('agreement_extensions_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/** The agreement's timeline: every step, who took it and when (shown to its customer and staff). */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => storageAgreements.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** What happened as parameters (issue 48 item 5); the reader's language words them. */
    facts: jsonb('facts').$type<TimelineFacts>(),
    /** Free text from before facts were kept (or what the migration could not recognise). */
    detail: text('detail'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('agreement_events_agreement_idx').on(t.agreementId, t.id)],
);
