import type { ChargeReason, StatementLineFacts, StatementParties } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, updatedAt, version } from './columns.js';
import { storageAgreements } from './agreements.js';
import { users } from './users.js';

// Money is integer minor units (bigint); the JS side reads it as a number (safe below 2^53).
const money = (name: string) => bigint(name, { mode: 'number' });

/** The site's billing terms: one row (id 1), edited by admins with a version. */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    /** Basis points to two decimals, so 8.875 % (887.5) is a rate people can set. */
    taxBasisPoints: numeric('tax_basis_points', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    graceDays: integer('grace_days').notNull().default(7),
    insuranceBasisPoints: integer('insurance_basis_points').notNull().default(5),
    packingFee: money('packing_fee').notNull().default(15_000),
    transportationFee: money('transportation_fee').notNull().default(10_000),
    /** 'advance': a month is billed on its 1st; 'arrears': on the 1st after it (RENT_TIMINGS). */
    rentTiming: varchar('rent_timing', { length: 10 }).notNull().default('arrears'),
    /** Whether prices include tax (the tax is the part of them it makes up) or exclude it (it is added). */
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    // The seller on every invoice: legal name, address, tax id and how to pay.
    sellerName: varchar('seller_name', { length: 200 }).notNull().default(''),
    sellerAddress: varchar('seller_address', { length: 500 }).notNull().default(''),
    sellerTaxId: varchar('seller_tax_id', { length: 50 }).notNull().default(''),
    paymentInstructions: varchar('payment_instructions', { length: 1000 }).notNull().default(''),
    /** One late fee per overdue statement, with its reminder: none, a flat amount or a share of what is overdue. */
    lateFeeKind: varchar('late_fee_kind', { length: 10 }).notNull().default('none'),
    lateFeeAmount: money('late_fee_amount').notNull().default(0),
    lateFeeBasisPoints: integer('late_fee_basis_points').notNull().default(0),
    /** The site's IANA time zone: it decides "today", month ends, due dates and aging on the server. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check('billing_settings_single_row', sql`${t.id} = 1`),
    check('billing_settings_rent_timing_check', sql`${t.rentTiming} in ('advance', 'arrears')`),
    check('billing_settings_late_fee_kind_check', sql`${t.lateFeeKind} in ('none', 'flat', 'percent')`),
  ],
);

/**
 * Monthly rate per unit of space for a storage type, at one branch (or every branch without one of
 * its own: branch_id null), from an effective date. Rows are only added: a change is a new row.
 */
export const storageRates = pgTable(
  'storage_rates',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    storageType: varchar('storage_type', { length: 30 }).notNull(),
    unitRate: money('unit_rate').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storage_rates_key').on(sql`coalesce(${t.branchId}, 0)`, t.storageType, t.effectiveFrom),
    check('storage_rates_rate_check', sql`${t.unitRate} >= 0`),
  ],
);

/** A customer's running balance: the row every payment and statement locks, so they serialise. */
export const billingAccounts = pgTable('billing_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  balance: money('balance').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Gap-free numbers: a counter row updated in the issuing transaction (a sequence would leave gaps). */
export const billingCounters = pgTable('billing_counters', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** An issued statement: immutable, one per customer and period. */
export const billingStatements = pgTable(
  'billing_statements',
  {
    id: serial('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    period: char('period', { length: 7 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    previousBalance: money('previous_balance').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    charges: money('charges').notNull(),
    payments: money('payments').notNull(),
    newBalance: money('new_balance').notNull(),
    /**
     * The seller and the customer as they were at issue (an invoice never changes); null on
     * statements issued before they were kept.
     */
    parties: jsonb('parties').$type<StatementParties>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_statements_number_key').on(t.number),
    uniqueIndex('billing_statements_customer_period_key').on(t.customerId, t.period),
    index('billing_statements_period_idx').on(t.period),
  ],
);

export const billingStatementLines = pgTable(
  'billing_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => billingStatements.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    /** The net; with `tax`, the gross. */
    amount: money('amount').notNull(),
    tax: money('tax').notNull().default(0),
    agreementId: integer('agreement_id').references(() => storageAgreements.id, { onDelete: 'restrict' }),
    /**
     * The line's facts (branch, units, days, charge date, reason): the words are rendered from them
     * at download in the customer's language; null on lines issued before, which keep `description`.
     */
    facts: jsonb('facts').$type<StatementLineFacts>(),
  },
  (t) => [uniqueIndex('billing_statement_lines_position_key').on(t.statementId, t.position)],
);

/** One-time charges and credits (credits negative); on the next statement once issued. */
export const billingCharges = pgTable(
  'billing_charges',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    agreementId: integer('agreement_id').references(() => storageAgreements.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    /** The reason as a person typed it, or the English words of `reasonCode`. */
    reason: varchar('reason', { length: 300 }).notNull(),
    /** The reason the system gave, as facts every reader gets in their own language; null when typed. */
    reasonCode: jsonb('reason_code').$type<ChargeReason>(),
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    statementId: integer('statement_id').references(() => billingStatements.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_charges_open_idx').on(t.customerId, t.statementId),
    check(
      'billing_charges_kind_check',
      sql`${t.kind} in ('packing', 'transportation', 'charge', 'late_fee', 'credit')`,
    ),
    check(
      'billing_charges_sign_check',
      sql`(${t.kind} = 'credit' and ${t.amount} < 0) or (${t.kind} <> 'credit' and ${t.amount} > 0)`,
    ),
  ],
);

export const billingPayments = pgTable(
  'billing_payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 120 }).notNull().default(''),
    /** 'refund' pays money back: its amount is negative and it carries a reason. */
    direction: varchar('direction', { length: 10 }).notNull().default('payment'),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    statementId: integer('statement_id').references(() => billingStatements.id, { onDelete: 'restrict' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client's Idempotency-Key (per recording user) and a hash of the body it came with. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    requestHash: char('request_hash', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_payments_open_idx').on(t.customerId, t.statementId),
    uniqueIndex('billing_payments_idempotency_key')
      .on(t.recordedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      'billing_payments_amount_check',
      sql`(${t.direction} = 'payment' and ${t.amount} > 0) or (${t.direction} = 'refund' and ${t.amount} < 0)`,
    ),
  ],
);

/** An overdue reminder sent for a statement: once each, however often the job runs. */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    statementId: integer('statement_id')
      .notNull()
      .references(() => billingStatements.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull().default('overdue'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.kind] })],
);

/**
 * A period whose run has completed: the scheduler issues every due period after the latest one, so
 * a run missed while the server was off is caught up at the next start or daily check.
 */
export const billingRuns = pgTable('billing_runs', {
  period: char('period', { length: 7 }).primaryKey(),
  issued: integer('issued').notNull(),
  skipped: integer('skipped').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
