import { createHash } from 'node:crypto';
import {
  BILLING_MESSAGES,
  DUPLICATE_PAYMENT_WINDOW_SECONDS,
  isIdempotencyKey,
  paidOnProblem,
  PAYMENT_MESSAGES,
  signedPaymentAmount,
  type CustomerSearchQuery,
  type PaymentCreate,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { UserRow } from '../users/users.mapper.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { addToBalance, insertPayment, lockAccount, type PaymentRecord } from './billing.repository.js';
import { assertCustomer } from './billing.service.js';
import { paymentByKey, recentTwin, registeredOn, searchCustomers } from './payments.repository.js';

type Recorded = { payment: PaymentRecord; customerName: string };

/** The body as it decides the payment: absent optional fields count as their defaults, key order does not matter. */
function requestHash(input: PaymentCreate): string {
  const normal = [
    input.customer_id,
    input.amount,
    input.paid_on,
    input.method,
    input.reference ?? '',
    input.direction ?? 'payment',
    input.reason ?? '',
    input.confirm_duplicate ?? false,
  ];
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

/** The stored answer for a key: the same payment for the same body, 422 for another body. */
function replay(existing: PaymentRecord, hash: string): PaymentRecord {
  if (existing.requestHash !== hash) throw new AppError('UNPROCESSABLE', PAYMENT_MESSAGES.idempotencyKeyReused);
  return existing;
}

async function replayed(db: Executor, actorId: number, key: string | undefined, hash: string) {
  if (key === undefined) return undefined;
  const existing = await paymentByKey(db, actorId, key);
  return existing && replay(existing, hash);
}

/**
 * Records a payment (or a refund, which raises the balance) with the customer's account row
 * locked, so concurrent requests for one customer run one after the other: the second of two
 * requests with the same Idempotency-Key finds the first's payment and answers it; the second of
 * two identical payments (without a key, or with another key) finds its twin and is refused (409)
 * unless it confirms.
 */
export async function recordPayment(
  db: Db,
  actor: UserRow,
  input: PaymentCreate,
  context: { idempotencyKey: string | undefined; now: Date; today: string },
): Promise<Recorded> {
  const key = context.idempotencyKey;
  if (key !== undefined && !isIdempotencyKey(key))
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.idempotencyKeyInvalid);
  const customerName = await assertCustomer(db, input.customer_id, staffBranchScope(actor));
  const hash = requestHash(input);
  const earlier = await replayed(db, actor.id, key, hash);
  if (earlier) return { payment: earlier, customerName };

  const registered = await registeredOn(db, input.customer_id);
  if (registered === undefined) throw new AppError('NOT_FOUND', BILLING_MESSAGES.customerNotFound);
  const problem = paidOnProblem(input.paid_on, registered, context.today);
  if (problem) throw new AppError('UNPROCESSABLE', problem, [{ field: 'paid_on', message: problem }]);

  const direction = input.direction ?? 'payment';
  const amount = signedPaymentAmount(direction, input.amount);
  const reference = input.reference ?? '';
  try {
    const payment = await db.transaction(async (tx) => {
      await lockAccount(tx, input.customer_id);
      const raced = await replayed(tx, actor.id, key, hash);
      if (raced) return raced;
      // A new key is a new submission, not a retry: an identical payment just recorded is still a double entry.
      if (input.confirm_duplicate !== true) {
        const since = new Date(context.now.getTime() - DUPLICATE_PAYMENT_WINDOW_SECONDS * 1000);
        const twin = await recentTwin(
          tx,
          { customerId: input.customer_id, amount, paidOn: input.paid_on, method: input.method, reference },
          since,
        );
        if (twin)
          throw new AppError(
            'DUPLICATE_PAYMENT',
            PAYMENT_MESSAGES.duplicate(DUPLICATE_PAYMENT_WINDOW_SECONDS),
            undefined,
            {
              duplicate_of: twin.id,
            },
          );
      }
      const recorded = await insertPayment(tx, {
        customerId: input.customer_id,
        amount,
        paidOn: input.paid_on,
        method: input.method,
        reference,
        direction,
        reason: input.reason ?? '',
        recordedBy: actor.id,
        idempotencyKey: key ?? null,
        requestHash: key === undefined ? null : hash,
        createdAt: context.now,
      });
      await addToBalance(tx, input.customer_id, -amount);
      return recorded;
    });
    return { payment, customerName };
  } catch (error) {
    // The same key used at the same moment for another customer: that request holds another lock.
    const existing = key !== undefined && isUniqueViolation(error) ? await paymentByKey(db, actor.id, key) : undefined;
    if (existing) return { payment: replay(existing, hash), customerName };
    throw error;
  }
}

/** Customers the actor may bill, found by name, email or customer number. */
export async function findCustomers(db: Db, actor: UserRow, query: CustomerSearchQuery) {
  const rows = await searchCustomers(db, query.q, query.limit, staffBranchScope(actor));
  return { customers: rows.map((row) => ({ id: row.id, customer_number: row.id, name: row.name, email: row.email })) };
}
