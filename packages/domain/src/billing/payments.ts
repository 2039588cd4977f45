import { z } from 'zod';
import { MAX_ID } from '../common/validation.js';
import { addDays } from './proration.js';

/** A payment lowers the balance; a refund pays money back to the customer and raises it again. */
export const PAYMENT_DIRECTIONS = ['payment', 'refund'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** A payment may be dated up to this many days after today (a cheque dated ahead), never later. */
export const PAID_ON_MAX_DAYS_AHEAD = 7;

/**
 * A second payment with the same customer, amount, date, method and reference within this many
 * seconds (without a key, or under another key than the first) is taken for a double entry and
 * refused (409) unless it is confirmed.
 */
export const DUPLICATE_PAYMENT_WINDOW_SECONDS = 60;

/** The longest Idempotency-Key header accepted (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const PAYMENT_MESSAGES = {
  refundReasonRequired: 'Give the reason for the refund',
  idempotencyKeyInvalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different payment; send a new key for a new payment',
  duplicate: (seconds: number) =>
    // One literal, so the web's messages catalog finds every word of it here.
    `The same payment (customer, amount, date, method and reference) was recorded less than ${seconds} seconds ago. Send confirm_duplicate: true to record it again on purpose.`,
  paidOnBeforeRegistration: (registered: string) =>
    `The payment date cannot be before the customer registered (${registered})`,
  paidOnTooLate: (latest: string) =>
    `The payment date cannot be more than ${PAID_ON_MAX_DAYS_AHEAD} days from today (latest ${latest})`,
} as const;

/** The dates a payment of this customer may carry: from their registration to a week from today. */
export function paidOnWindow(registeredOn: string, today: string): { earliest: string; latest: string } {
  return { earliest: registeredOn, latest: addDays(today, PAID_ON_MAX_DAYS_AHEAD) };
}

/** Why a payment date is refused, or undefined when it lies in the window. */
export function paidOnProblem(paidOn: string, registeredOn: string, today: string): string | undefined {
  const { earliest, latest } = paidOnWindow(registeredOn, today);
  if (paidOn < earliest) return PAYMENT_MESSAGES.paidOnBeforeRegistration(earliest);
  if (paidOn > latest) return PAYMENT_MESSAGES.paidOnTooLate(latest);
  return undefined;
}

/** A key is 1 to 100 printable ASCII characters, so it fits its column and a log line. */
export const isIdempotencyKey = (key: string) =>
  key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key);

/** The amount as stored and shown: positive for a payment, negative for a refund. */
export const signedPaymentAmount = (direction: PaymentDirection, amount: number) =>
  direction === 'refund' ? -amount : amount;

/** The customer picker's search: by name, email or customer number, a few at a time. */
export const CUSTOMER_SEARCH_MAX = 20;
export const customerSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a name, email or customer number').max(100),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_SEARCH_MAX).default(10),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

/** A customer as billing staff find them; `customer_number` is the number printed on statements. */
export const customerMatchSchema = z.object({
  id: z.number().int().positive().max(MAX_ID),
  customer_number: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;
export const customerSearchResultSchema = z.object({ customers: z.array(customerMatchSchema) });
