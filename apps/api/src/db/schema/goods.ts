import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
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
import { storageAgreements } from './agreements.js';
import { branches } from './branches.js';
import { bytea, createdAt, updatedAt, version } from './columns.js';
import { agreementReleases, storageLocations } from './storage.js';
import { users } from './users.js';

/**
 * Inventory items and customer-owned goods share one table. A row with an owner is a customer's
 * stored lot: it moves through its status flow (good_status_history), not stock movements, and
 * has no low-stock threshold; staff screens count warehouse stock (no owner) by default.
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    productId: varchar('product_id', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    category: varchar('category', { length: 60 }).notNull(),
    sku: varchar('sku', { length: 80 }),
    supplier: varchar('supplier', { length: 200 }),
    quantity: integer('quantity').notNull().default(0),
    pricePerUnit: numeric('price_per_unit', { precision: 12, scale: 2 }).notNull().default('0'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    maxQuantity: integer('max_quantity').notNull().default(100),
    batchNo: varchar('batch_no', { length: 80 }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    location: varchar('location', { length: 120 }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    value: numeric('value', { precision: 12, scale: 2 }).notNull().default('0'),
    storageDate: date('storage_date', { mode: 'string' }),
    /** A customer lot's last day of storage (the customer's choice); storage reminders count down to it. */
    storageEndDate: date('storage_end_date', { mode: 'string' }),
    specialInstructions: text('special_instructions'),
    /**
     * Staff never delete a customer's lot: they remove it (status 'removed') with a reason the
     * customer reads in the lot's history. Only an admin purges the row afterwards.
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removalReason: text('removal_reason'),
    /** A lot received at an intake: its agreement, its place in the branch and its pieces. */
    agreementId: integer('agreement_id').references((): AnyPgColumn => storageAgreements.id, { onDelete: 'restrict' }),
    locationId: integer('location_id').references((): AnyPgColumn => storageLocations.id, { onDelete: 'restrict' }),
    pieces: integer('pieces'),
    conditionNote: text('condition_note'),
    releaseId: integer('release_id').references((): AnyPgColumn => agreementReleases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('goods_product_id_key').on(t.productId),
    // A SKU names one item per branch: the same product at two branches is two items (transfers match them by it).
    uniqueIndex('goods_branch_sku_lower_key').on(t.branchId, sql`lower(${t.sku})`),
    index('goods_category_idx').on(t.category),
    index('goods_branch_idx').on(t.branchId),
    index('goods_owner_idx').on(t.ownerId),
    index('goods_agreement_idx').on(t.agreementId),
    check('goods_pieces_check', sql`${t.pieces} is null or ${t.pieces} > 0`),
    index('goods_expiry_idx').on(t.expiryDate),
    index('goods_storage_end_idx')
      .on(t.storageEndDate)
      .where(sql`${t.ownerId} is not null`),
    index('goods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('goods_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('goods_supplier_trgm_idx').using('gin', sql`${t.supplier} gin_trgm_ops`),
    check('goods_quantity_check', sql`${t.quantity} >= 0`),
    check('goods_price_check', sql`${t.pricePerUnit} >= 0`),
    check('goods_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('goods_value_check', sql`${t.value} >= 0`),
    // A customer's stored lot is not warehouse stock: no reorder threshold applies to it.
    check('goods_customer_lot_threshold_check', sql`${t.ownerId} is null or ${t.lowStockThreshold} = 0`),
    // A removal always carries its reason and time.
    check('goods_removal_reason_check', sql`${t.removedAt} is null or ${t.removalReason} is not null`),
  ],
);

/** The stock ledger: every movement with the quantities the server computed. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    quantity: integer('quantity').notNull(),
    previousQuantity: integer('previous_quantity').notNull(),
    newQuantity: integer('new_quantity').notNull(),
    reason: varchar('reason', { length: 80 }).notNull(),
    referenceNumber: varchar('reference_number', { length: 100 }),
    notes: text('notes'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The ledger lists an item's movements by id (commit order of the locked row), newest first.
    index('stock_movements_good_id_idx').on(t.goodId, t.id),
    check('stock_movements_type_check', sql`${t.type} in ('inward', 'outward', 'adjustment')`),
  ],
);

/** Status changes of customer-owned goods, shown to the customer as the good's history. */
export const goodStatusHistory = pgTable(
  'good_status_history',
  {
    id: serial('id').primaryKey(),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    note: text('note'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('good_status_history_good_idx').on(t.goodId, t.createdAt)],
);

/**
 * The photo of a customer's lot taken at the intake (issue 36), stored with the lot in the same
 * transaction, as application documents are; the lot's owner and its branch's staff download it.
 */
export const lotPhotos = pgTable('lot_photos', {
  goodId: integer('good_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  byteSize: integer('byte_size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
