import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, updatedAt, version } from './columns.js';
import { goods } from './goods.js';
import { users } from './users.js';

/**
 * A stock count session at one branch: every warehouse item, one category or one location.
 * counting -> review -> accepted (the variances posted as adjustments, reference CNT-<id>), or
 * back to counting for a recount, or cancelled before acceptance.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    scope: varchar('scope', { length: 20 }).notNull(),
    scopeValue: varchar('scope_value', { length: 120 }),
    blind: boolean('blind').notNull().default(true),
    status: varchar('status', { length: 20 }).notNull().default('counting'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('stock_counts_branch_idx').on(t.branchId, t.status),
    check('stock_counts_status_check', sql`${t.status} in ('counting', 'review', 'accepted', 'cancelled')`),
    check('stock_counts_scope_check', sql`${t.scope} in ('all', 'category', 'location')`),
    check('stock_counts_scope_value_check', sql`${t.scope} = 'all' or ${t.scopeValue} is not null`),
  ],
);

/**
 * One item to count. The item's name, SKU and location are kept as they were when the session
 * started; system_quantity and unit_price are what the item held at the moment the line was
 * counted, which the variance is taken against.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: serial('id').primaryKey(),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    goodId: integer('good_id').references(() => goods.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 80 }),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    location: varchar('location', { length: 120 }),
    countedQuantity: integer('counted_quantity'),
    systemQuantity: integer('system_quantity'),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }),
    countedBy: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }),
    recount: boolean('recount').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('stock_count_lines_count_idx').on(t.countId, t.id),
    uniqueIndex('stock_count_lines_good_key').on(t.countId, t.goodId),
    check('stock_count_lines_counted_check', sql`${t.countedQuantity} is null or ${t.countedQuantity} >= 0`),
    check('stock_count_lines_system_check', sql`(${t.countedQuantity} is null) = (${t.systemQuantity} is null)`),
  ],
);
