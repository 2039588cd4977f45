import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt, version } from './columns.js';
import { users } from './users.js';

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    address: varchar('address', { length: 300 }),
    isBusinessAccount: boolean('is_business_account').notNull().default(false),
    businessName: varchar('business_name', { length: 200 }),
    businessType: varchar('business_type', { length: 30 }),
    itemType: varchar('item_type', { length: 60 }).notNull(),
    estimatedVolume: varchar('estimated_volume', { length: 20 }),
    storageType: varchar('storage_type', { length: 30 }).notNull(),
    accessFrequency: varchar('access_frequency', { length: 20 }),
    storageDuration: varchar('storage_duration', { length: 20 }),
    specialRequirements: text('special_requirements'),
    insuranceRequired: boolean('insurance_required').notNull().default(false),
    packingServices: boolean('packing_services').notNull().default(false),
    transportationNeeded: boolean('transportation_needed').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    employeeNotes: text('employee_notes'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('applications_customer_idx').on(t.customerId),
    index('applications_status_idx').on(t.status),
    check('applications_status_check', sql`${t.status} in ('pending', 'under_review', 'approved', 'rejected')`),
  ],
);

/** Uploaded documents live in the database, written in the same transaction as their application. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_documents_kind_key').on(t.applicationId, t.kind),
    check('application_documents_kind_check', sql`${t.kind} in ('inventory_list', 'identification_doc')`),
  ],
);
