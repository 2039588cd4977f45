import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * One browser's Web Push subscription (W3C Push API): where its push service takes messages for it,
 * and the keys they are encrypted for (RFC 8291). An endpoint belongs to one browser profile, so it
 * is unique: signing in as someone else in the same browser moves it to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 50 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Which subscriptions one outbox message has reached: a retry after one browser's push service
 * failed sends only to the browsers still missing it, never twice to the others. message_id has no
 * foreign key: the delivery job holds the outbox row FOR UPDATE while the sender writes here, and
 * the key's check would wait on that lock.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    messageId: integer('message_id').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);
