import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per typed username (lower-cased, whether or not an account has it, so unknown and
 * known names behave alike) and scope: a client address (an IPv6 /64), or '*' for all addresses.
 * Rows are written by one atomic upsert per attempt (modules/auth/sign-in-throttle.repository.ts).
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    name: varchar('name', { length: 150 }).notNull(),
    scope: varchar('scope', { length: 64 }).notNull(),
    /** Attempts counted in the current round, including the one being checked. */
    failures: integer('failures').notNull().default(0),
    /** Pauses since the last successful sign-in; each lasts longer than the one before. */
    blocks: integer('blocks').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.scope] }), index('sign_in_throttles_updated_idx').on(t.updatedAt)],
);
