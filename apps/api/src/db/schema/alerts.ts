import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { users } from './users.js';

/** Who wants to hear about what, per branch (packages/domain/src/alerts/rules.ts ALERT_KINDS). */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Told in the daily digest instead of at once (the same for all of one person's rows). */
    digest: boolean('digest').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_subscriptions_key').on(t.userId, t.branchId, t.kind),
    index('alert_subscriptions_branch_idx').on(t.branchId, t.kind),
  ],
);

/**
 * One row per alert told: while `cleared_at` is null the condition still holds and nobody is told
 * again (the partial unique index makes a second evaluation's insert a no-op); once it clears, the
 * same condition later opens a new row and is told again. `digest_pending` rows wait for the digest.
 */
export const branchAlerts = pgTable(
  'branch_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    detail: varchar('detail', { length: 100 }).notNull(),
    digestPending: boolean('digest_pending').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('branch_alerts_open_key')
      .on(t.userId, t.branchId, t.kind, t.subjectId)
      .where(sql`${t.clearedAt} is null`),
    index('branch_alerts_digest_idx')
      .on(t.userId)
      .where(sql`${t.digestPending}`),
  ],
);
