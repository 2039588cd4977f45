import { z } from 'zod';

/**
 * A reply that only says what happened, in words a person can read (signed out, password changed,
 * a record deleted): the success counterpart of the error shape below, which adds a code.
 */
export const detailResponseSchema = z.object({ detail: z.string() });

/** The one error shape every API failure answers with (DESIGN.md "API conventions"). */
export const errorResponseSchema = detailResponseSchema.extend({
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  // Sign-in with two-factor: the password was right and a code is missing or wrong.
  TWO_FACTOR_REQUIRED: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  FORBIDDEN: 403,
  // An administrator without two-factor sign-in while the system setting requires it.
  TWO_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A write made from an older version of the record (common/versioning.ts).
  STALE_VERSION: 409,
  // The same payment again within the duplicate window, without confirm_duplicate (billing/payments.ts).
  DUPLICATE_PAYMENT: 409,
  PAYLOAD_TOO_LARGE: 413,
  // Well-formed but not acceptable: an Idempotency-Key reused with another body, a date out of range.
  UNPROCESSABLE: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ACCOUNT_LOCKED: 423,
  // A write to a versioned record that names no version (RFC 6585).
  PRECONDITION_REQUIRED: 428,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
  // The database cannot be reached (restarting, an outage); answered with Retry-After.
  DATABASE_UNAVAILABLE: 503,
  // A query ran past the admin's Query Timeout (PostgreSQL statement_timeout) and was stopped.
  QUERY_TIMEOUT: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** A 429's detail: when to try again, from the same wait its Retry-After header carries. */
export const rateLimitedMessage = (seconds: number) => `Too many requests. Try again in ${seconds} s.`;

/** Seconds a 503 for an unreachable database asks the client to wait (its Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available at the moment. Try again in a few seconds.';
/** A request stopped by the query timeout: its transaction was rolled back, so nothing changed. */
export const queryTimeoutMessage = (seconds: number) =>
  `The database did not finish this request within the query timeout (${seconds} s), so it was stopped and nothing was changed. Try again later.`;
