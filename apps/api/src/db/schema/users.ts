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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { bytea, createdAt, updatedAt, version } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    address: varchar('address', { length: 300 }),
    bio: text('bio'),
    role: varchar('role', { length: 16 }).notNull().default('customer'),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    // Staff facts set by admins and shown read-only on the employee's settings screen.
    position: varchar('position', { length: 100 }),
    department: varchar('department', { length: 100 }),
    employeeCode: varchar('employee_code', { length: 50 }),
    startDate: date('start_date', { mode: 'string' }),
    emergencyContact: varchar('emergency_contact', { length: 200 }),
    preferences: jsonb('preferences').notNull().default({}),
    /** Counts preference saves (not the profile's `version`): a save made from an older one is 409. */
    preferencesVersion: integer('preferences_version').notNull().default(1),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpRecoveryCodes: jsonb('totp_recovery_codes'),
    // The time step of the last accepted code: a code seen once is refused after (RFC 6238 section 5.2).
    totpLastUsedStep: integer('totp_last_used_step'),
    // Deleting a user with history keeps the row (anonymised) so ledgers and activity stay intact.
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_branch_idx').on(t.branchId),
    check('users_role_check', sql`${t.role} in ('admin', 'employee', 'customer')`),
  ],
);

export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/** One row per signed-in session; a token is only valid while its session is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('deletion_requests_user_idx').on(t.userId)],
);
