import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, updatedAt, version } from './columns.js';
import { goods } from './goods.js';
import { users } from './users.js';

/**
 * Stock moving between branches. Created: the quantity leaves the source item at once (ledger:
 * outward "Transfer out") and is in transit. Received at the destination: the item with the same
 * SKU there (created when missing) gets it (inward "Transfer in"), less a shortfall written off
 * with its reason (outward "Transfer shortfall"). Cancelled before that: it returns to the source.
 * The item name and SKU are kept so the record reads the same after the items change.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    fromBranchId: integer('from_branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    toBranchId: integer('to_branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    sourceGoodId: integer('source_good_id').references(() => goods.id, { onDelete: 'set null' }),
    destinationGoodId: integer('destination_good_id').references(() => goods.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 80 }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity'),
    shortfallReason: text('shortfall_reason'),
    note: text('note'),
    status: varchar('status', { length: 20 }).notNull().default('in_transit'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('stock_transfers_from_idx').on(t.fromBranchId, t.status),
    index('stock_transfers_to_idx').on(t.toBranchId, t.status),
    index('stock_transfers_source_idx').on(t.sourceGoodId),
    check('stock_transfers_quantity_check', sql`${t.quantity} > 0`),
    check('stock_transfers_branches_check', sql`${t.fromBranchId} <> ${t.toBranchId}`),
    check('stock_transfers_status_check', sql`${t.status} in ('in_transit', 'received', 'cancelled')`),
    check(
      'stock_transfers_received_check',
      sql`${t.receivedQuantity} is null or (${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity})`,
    ),
    check(
      'stock_transfers_shortfall_check',
      sql`${t.receivedQuantity} is null or ${t.receivedQuantity} = ${t.quantity} or ${t.shortfallReason} is not null`,
    ),
  ],
);
