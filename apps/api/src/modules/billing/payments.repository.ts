import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billingPayments, users } from '../../db/schema/index.js';
import type { BranchScope } from '../staff-scope/branch-scope.js';
import { customerInBillingScope, type PaymentRecord } from './billing.repository.js';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The payment this user already recorded under this Idempotency-Key, if any. */
export async function paymentByKey(db: Executor, recordedBy: number, key: string): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.recordedBy, recordedBy), eq(billingPayments.idempotencyKey, key)));
  return row;
}

/** A payment with the same customer, signed amount, date, method and reference recorded after `since`. */
export async function recentTwin(
  db: Executor,
  twin: { customerId: number; amount: number; paidOn: string; method: string; reference: string },
  since: Date,
): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.customerId, twin.customerId),
        eq(billingPayments.amount, twin.amount),
        eq(billingPayments.paidOn, twin.paidOn),
        eq(billingPayments.method, twin.method),
        eq(billingPayments.reference, twin.reference),
        gt(billingPayments.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

/** The day the customer registered (UTC), the earliest date a payment of theirs may carry. */
export async function registeredOn(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(users)
    .where(eq(users.id, customerId));
  return row?.day;
}

/**
 * Customers in the scope whose name, email or username contains the text, or whose customer
 * number is it; exact numbers first, then by name. Bounded by `limit`.
 */
export async function searchCustomers(db: Executor, text: string, limit: number, scope: BranchScope) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const matches = or(
    ilike(fullName, pattern),
    ilike(users.email, pattern),
    ilike(users.username, pattern),
    number === undefined ? undefined : eq(users.id, number),
  );
  return db
    .select({ id: users.id, name: fullName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'customer'), matches, customerInBillingScope(scope, users.id)))
    .orderBy(
      number === undefined ? asc(users.lastName) : sql`${users.id} = ${number} desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(limit);
}
