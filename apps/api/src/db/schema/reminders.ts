import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Which reminders went out: one row per kind, subject (assignment, lot; 0 for the digest) and
 * occasion (the due instant, the end date, the digest's day). The reminder jobs insert these rows
 * and announce only what the insert added, in one transaction, so a rerun or a second process
 * sends nothing twice; a changed due or end date is a new occasion.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    occasion: varchar('occasion', { length: 40 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sent_reminders_key').on(t.kind, t.subjectId, t.occasion),
    index('sent_reminders_sent_idx').on(t.sentAt),
  ],
);
