import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Every e-mail, push and SMS message, written in the transaction of the change it reports and
 * delivered afterwards by the outbox job (modules/messages): nothing is sent for a change that
 * rolled back, and nothing is lost while a server is down. Rendered when written, in the
 * recipient's language, so a later preference change does not rewrite what was said.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: varchar('to_address', { length: 320 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'push', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The delivery job's question: which pending rows are due now.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);
