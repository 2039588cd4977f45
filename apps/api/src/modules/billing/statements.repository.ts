import { and, desc, eq, gte, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  billingCharges,
  billingPayments,
  billingReminders,
  billingRuns,
  billingStatementLines,
  billingStatements,
  branches,
  storageAgreements,
} from '../../db/schema/index.js';

/**
 * Who may need a statement up to a period's last day: customers with an agreement that has unbilled
 * days by then, an unbilled charge or payment dated by then, or a balance left on their last statement.
 */
export async function statementCandidates(db: Executor, horizon: string): Promise<number[]> {
  const result = await db.execute(sql`
    select customer_id from storage_agreements
      where status <> 'cancelled' and monthly_rent is not null and start_date <= ${horizon}
        and coalesce(billed_through, start_date - 1) < least(end_date, ${horizon}::date)
    union select customer_id from billing_charges where statement_id is null and charge_date <= ${horizon}
    union select customer_id from billing_payments where statement_id is null and paid_on <= ${horizon}
    union select customer_id from (
      select distinct on (customer_id) customer_id, new_balance from billing_statements order by customer_id, period desc
    ) last where new_balance <> 0
    order by customer_id`);
  return (result as unknown as { rows: { customer_id: number }[] }).rows.map((row) => row.customer_id);
}

/** Whether the customer has a statement for this period or a later one (then nothing is issued). */
export async function statementExistsFrom(tx: Executor, customerId: number, period: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: billingStatements.id })
    .from(billingStatements)
    .where(and(eq(billingStatements.customerId, customerId), gte(billingStatements.period, period)))
    .limit(1);
  return row !== undefined;
}

export async function lastNewBalance(tx: Executor, customerId: number, period: string): Promise<number> {
  const [row] = await tx
    .select({ newBalance: billingStatements.newBalance })
    .from(billingStatements)
    .where(and(eq(billingStatements.customerId, customerId), lt(billingStatements.period, period)))
    .orderBy(desc(billingStatements.period))
    .limit(1);
  return row?.newBalance ?? 0;
}

/** A customer's priced agreements with days not yet billed by `horizon`, each row locked for the bill. */
export async function agreementsToBill(tx: Executor, customerId: number, horizon: string) {
  return tx
    .select({ agreement: storageAgreements, branchName: branches.name })
    .from(storageAgreements)
    .innerJoin(branches, eq(branches.id, storageAgreements.branchId))
    .where(
      and(
        eq(storageAgreements.customerId, customerId),
        ne(storageAgreements.status, 'cancelled'),
        isNotNull(storageAgreements.monthlyRent),
        lte(storageAgreements.startDate, horizon),
        sql`coalesce(${storageAgreements.billedThrough}, ${storageAgreements.startDate} - 1) < least(${storageAgreements.endDate}, ${horizon}::date)`,
      ),
    )
    .orderBy(storageAgreements.id)
    .for('update', { of: storageAgreements });
}

/** Records the last day of an agreement on a statement (or taken back off it by a credit). */
export async function setBilledThrough(tx: Executor, agreementId: number, day: string | null): Promise<void> {
  await tx.update(storageAgreements).set({ billedThrough: day }).where(eq(storageAgreements.id, agreementId));
}

/** The latest period whose run completed, or undefined before the first run. */
export async function lastRunPeriod(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ period: billingRuns.period })
    .from(billingRuns)
    .orderBy(desc(billingRuns.period))
    .limit(1);
  return row?.period;
}

export async function recordRun(db: Executor, period: string, issued: number, skipped: number): Promise<void> {
  await db
    .insert(billingRuns)
    .values({ period, issued, skipped })
    .onConflictDoUpdate({
      target: billingRuns.period,
      set: { issued: sql`${billingRuns.issued} + ${issued}`, skipped, completedAt: new Date() },
    });
}

export async function openCharges(tx: Executor, customerId: number, periodEnd: string) {
  return tx
    .select()
    .from(billingCharges)
    .where(
      and(
        eq(billingCharges.customerId, customerId),
        isNull(billingCharges.statementId),
        lte(billingCharges.chargeDate, periodEnd),
      ),
    )
    .orderBy(billingCharges.chargeDate, billingCharges.id);
}

export async function openPayments(tx: Executor, customerId: number, periodEnd: string) {
  return tx
    .select()
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.customerId, customerId),
        isNull(billingPayments.statementId),
        lte(billingPayments.paidOn, periodEnd),
      ),
    )
    .orderBy(billingPayments.paidOn, billingPayments.id);
}

export async function insertStatement(
  tx: Executor,
  values: typeof billingStatements.$inferInsert,
  lines: Omit<typeof billingStatementLines.$inferInsert, 'statementId' | 'position'>[],
  chargeIds: number[],
  paymentIds: number[],
) {
  const [statement] = await tx.insert(billingStatements).values(values).returning();
  if (!statement) throw new Error('statement insert returned nothing');
  if (lines.length > 0)
    await tx
      .insert(billingStatementLines)
      .values(lines.map((line, index) => ({ ...line, statementId: statement.id, position: index + 1 })));
  for (const id of chargeIds)
    await tx.update(billingCharges).set({ statementId: statement.id }).where(eq(billingCharges.id, id));
  for (const id of paymentIds)
    await tx.update(billingPayments).set({ statementId: statement.id }).where(eq(billingPayments.id, id));
  return statement;
}

/** Claims the overdue reminder of a statement; false when it was already sent. */
export async function claimOverdueReminder(tx: Executor, statementId: number): Promise<boolean> {
  const rows = await tx
    .insert(billingReminders)
    .values({ statementId, kind: 'overdue' })
    .onConflictDoNothing()
    .returning({ statementId: billingReminders.statementId });
  return rows.length > 0;
}
