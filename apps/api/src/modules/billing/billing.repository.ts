import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { ALL_BRANCHES, inBranchScope, inStaffBranches, type BranchScope } from '../staff-scope/branch-scope.js';
import {
  billingAccounts,
  billingCharges,
  billingCounters,
  billingPayments,
  billingSettings,
  billingStatementLines,
  billingStatements,
  branches,
  storageAgreements,
  applications,
  storageRates,
  users,
} from '../../db/schema/index.js';

export type BillingSettingsRecord = typeof billingSettings.$inferSelect;
export type StatementRecord = typeof billingStatements.$inferSelect;
export type StatementLineRecord = typeof billingStatementLines.$inferSelect;
export type ChargeRecord = typeof billingCharges.$inferSelect;
export type PaymentRecord = typeof billingPayments.$inferSelect;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export async function getBillingSettings(db: Executor): Promise<BillingSettingsRecord> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  if (!row) throw new Error('billing_settings row missing (migration 0019 inserts it)');
  return row;
}

/** Whether any money is recorded (a charge, a payment or a statement): the currency is then fixed. */
export async function moneyRecorded(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from billing_charges) or exists (select 1 from billing_payments)
      or exists (select 1 from billing_statements) as recorded`);
  return (result as unknown as { rows: { recorded: boolean }[] }).rows[0]?.recorded === true;
}

export async function updateBillingSettingsIfVersion(
  db: Executor,
  expected: number,
  values: Partial<Omit<BillingSettingsRecord, 'id' | 'version' | 'updatedAt'>>,
): Promise<BillingSettingsRecord | undefined> {
  const [row] = await db
    .update(billingSettings)
    .set({ ...values, version: sql`${billingSettings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(billingSettings.id, 1), eq(billingSettings.version, expected)))
    .returning();
  return row;
}

export async function listRates(db: Executor) {
  return db
    .select({ rate: storageRates, branchName: branches.name })
    .from(storageRates)
    .leftJoin(branches, eq(branches.id, storageRates.branchId))
    .orderBy(asc(storageRates.storageType), asc(storageRates.branchId), desc(storageRates.effectiveFrom))
    .limit(1000);
}

export async function insertRate(db: Executor, values: typeof storageRates.$inferInsert) {
  const [row] = await db.insert(storageRates).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The unit rate in force on a date for a storage type at each branch: the branch's own rate when it
 * has one in force, else the default (branch_id null).
 */
export async function unitRatesOn(db: Executor, storageType: string, date: string) {
  const result = await db.execute(sql`
    select b.id as branch_id, b.name, b.location, b.available_space,
      coalesce(
        (select r.unit_rate from storage_rates r where r.branch_id = b.id and r.storage_type = ${storageType}
           and r.effective_from <= ${date} order by r.effective_from desc limit 1),
        (select r.unit_rate from storage_rates r where r.branch_id is null and r.storage_type = ${storageType}
           and r.effective_from <= ${date} order by r.effective_from desc limit 1)
      )::bigint as unit_rate
    from branches b
    order by b.name, b.id
    limit 500`);
  return (
    result as unknown as {
      rows: { branch_id: number; name: string; location: string; available_space: number; unit_rate: number | null }[];
    }
  ).rows.map((row) => ({ ...row, unit_rate: row.unit_rate === null ? null : Number(row.unit_rate) }));
}

/**
 * A customer's billing is in an employee's scope when the customer has an agreement (in any status)
 * at one of the employee's branches; undefined (no condition) for admins. With `applicants`, also
 * when the customer has an application waiting for review: it has no branch yet and every employee
 * may review it, with the applicant's balance beside it (reads only).
 */
export function customerInBillingScope(
  scope: BranchScope,
  customerId: SQL | PgColumn,
  applicants = false,
): SQL | undefined {
  if (scope.all) return undefined;
  const atBranch = sql`exists (select 1 from ${storageAgreements} where ${storageAgreements.customerId} = ${customerId} and ${inStaffBranches(storageAgreements.branchId, scope.staffId)})`;
  if (!applicants) return atBranch;
  return sql`(${atBranch} or exists (select 1 from ${applications} where ${applications.customerId} = ${customerId} and ${applications.status} in ('pending', 'under_review')))`;
}

/** The customer's name, when the id is a customer's in the scope (undefined otherwise). */
export async function customerName(
  db: Executor,
  customerId: number,
  scope: BranchScope = ALL_BRANCHES,
  applicants = false,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: fullName })
    .from(users)
    .where(
      and(eq(users.id, customerId), eq(users.role, 'customer'), customerInBillingScope(scope, users.id, applicants)),
    );
  return row?.name;
}

/** The customer's account row, created at zero the first time, locked until the transaction ends. */
export async function lockAccount(tx: Executor, customerId: number): Promise<{ balance: number }> {
  await tx.insert(billingAccounts).values({ customerId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: billingAccounts.balance })
    .from(billingAccounts)
    .where(eq(billingAccounts.customerId, customerId))
    .for('update');
  if (!row) throw new Error('billing account vanished');
  return row;
}

export async function addToBalance(tx: Executor, customerId: number, delta: number): Promise<void> {
  await tx
    .update(billingAccounts)
    .set({ balance: sql`${billingAccounts.balance} + ${delta}`, updatedAt: new Date() })
    .where(eq(billingAccounts.customerId, customerId));
}

export async function accountBalance(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: billingAccounts.balance })
    .from(billingAccounts)
    .where(eq(billingAccounts.customerId, customerId));
  return row?.balance ?? 0;
}

/**
 * Takes `count` statement numbers in a row from the counter and answers the first. The counter row
 * stays locked until the transaction ends, so numbers have no gaps: a rollback gives them back.
 */
export async function reserveStatementNumbers(tx: Executor, count: number): Promise<number> {
  const [row] = await tx
    .update(billingCounters)
    .set({ value: sql`${billingCounters.value} + ${count}` })
    .where(eq(billingCounters.name, 'statement'))
    .returning({ value: billingCounters.value });
  if (!row) throw new Error('statement counter missing (migration 0019 inserts it)');
  return row.value - count + 1;
}

export async function insertCharge(db: Executor, values: typeof billingCharges.$inferInsert): Promise<ChargeRecord> {
  const [row] = await db.insert(billingCharges).values(values).returning();
  if (!row) throw new Error('charge insert returned nothing');
  return row;
}

export async function insertPayment(db: Executor, values: typeof billingPayments.$inferInsert): Promise<PaymentRecord> {
  const [row] = await db.insert(billingPayments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** The customer's agreements with their rates; an employee's scope keeps those at their branches. */
export async function agreementsWithRates(db: Executor, customerId: number, scope: BranchScope) {
  return db
    .select({ agreement: storageAgreements, branchName: branches.name })
    .from(storageAgreements)
    .innerJoin(branches, eq(branches.id, storageAgreements.branchId))
    .where(and(eq(storageAgreements.customerId, customerId), inBranchScope(scope, storageAgreements.branchId)))
    .orderBy(desc(storageAgreements.startDate))
    .limit(200);
}

/** Statements newest first; `where` narrows to a customer or period. */
export async function listStatements(db: Executor, where: SQL | undefined, page: number, limit: number) {
  const rows = await db
    .select({ statement: billingStatements, customerName: fullName })
    .from(billingStatements)
    .innerJoin(users, eq(users.id, billingStatements.customerId))
    .where(where)
    .orderBy(desc(billingStatements.number))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(billingStatements)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** One statement and its lines; `visible` narrows to the customers the reader may see. */
export async function findStatement(db: Executor, id: number, visible?: SQL) {
  const [row] = await db
    .select({ statement: billingStatements, customerName: fullName, customerPreferences: users.preferences })
    .from(billingStatements)
    .innerJoin(users, eq(users.id, billingStatements.customerId))
    .where(and(eq(billingStatements.id, id), visible));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(billingStatementLines)
    .where(eq(billingStatementLines.statementId, id))
    .orderBy(asc(billingStatementLines.position));
  return { ...row, lines };
}

export async function listPayments(db: Executor, where: SQL | undefined, page: number, limit: number) {
  const rows = await db
    .select({ payment: billingPayments, customerName: fullName })
    .from(billingPayments)
    .innerJoin(users, eq(users.id, billingPayments.customerId))
    .where(where)
    .orderBy(desc(billingPayments.paidOn), desc(billingPayments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(billingPayments)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function statementDues(db: Executor, customerId: number) {
  return db
    .select({
      id: billingStatements.id,
      number: billingStatements.number,
      dueDate: billingStatements.dueDate,
      charges: billingStatements.charges,
    })
    .from(billingStatements)
    .where(eq(billingStatements.customerId, customerId))
    .orderBy(desc(billingStatements.period))
    .limit(120);
}

export async function setAgreedPrice(
  tx: Executor,
  agreementId: number,
  price: { storageType: string; unitRate: number; monthlyRent: number; monthlyInsurance: number },
): Promise<void> {
  await tx.update(storageAgreements).set(price).where(eq(storageAgreements.id, agreementId));
}
