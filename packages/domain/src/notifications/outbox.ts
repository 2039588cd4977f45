import { z } from 'zod';

/**
 * Delivery retries of an outbox message, run by pg-boss (retryLimit, retryDelay, retryBackoff):
 * after the n-th failed attempt the next waits OUTBOX_RETRY_DELAY_SECONDS * 2^(n-1) at least and
 * twice that at most (pg-boss's jitter), so the attempts spread over about two hours. After
 * OUTBOX_MAX_ATTEMPTS failures (or one permanent refusal) the message is failed and waits for an
 * admin's Resend in the Email log.
 */
export const OUTBOX_RETRY_DELAY_SECONDS = 30;
export const OUTBOX_MAX_ATTEMPTS = 8;

/** The earliest the queue tries again after `attempts` failed attempts (this one included). */
export function earliestRetryAt(attempts: number, at: Date): Date {
  return new Date(at.getTime() + OUTBOX_RETRY_DELAY_SECONDS * 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A send that failed on the SMTP settings themselves (sign-in, TLS, host) waits for the admin's fix
 * without limit: each wait doubles from OUTBOX_RETRY_DELAY_SECONDS up to this, then stays at it.
 */
export const OUTBOX_CONFIG_RETRY_MAX_SECONDS = 60 * 60;

/** Seconds until the next try of a message held by a configuration error, after `attempts` failures. */
export function configRetryDelaySeconds(attempts: number): number {
  return Math.min(
    OUTBOX_CONFIG_RETRY_MAX_SECONDS,
    OUTBOX_RETRY_DELAY_SECONDS * 2 ** Math.min(20, Math.max(0, attempts - 1)),
  );
}

/** A pending message nobody has tried this long after it was written: no process is delivering. */
export const OUTBOX_STUCK_AFTER_MINUTES = 10;

/** Bulk resend and Send now take at most this many messages per request. */
export const OUTBOX_BULK_LIMIT = 500;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_CHANNELS = ['email', 'push', 'sms'] as const;

export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_MAX_PAGE_SIZE = 100;

export const outboxListQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(OUTBOX_MAX_PAGE_SIZE).default(OUTBOX_PAGE_SIZE),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  to_address: z.string().nullable(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

/** How the delivery queue is doing, from the mail log (also in /api/health). */
export const outboxQueueHealthSchema = z.object({
  pending: z.number().int(),
  /** Age of the oldest pending message; null when none waits. */
  oldest_pending_seconds: z.number().int().nullable(),
  /** Pending messages no process has tried within OUTBOX_STUCK_AFTER_MINUTES of being written. */
  stuck_jobs: z.number().int(),
});
export type OutboxQueueHealth = z.infer<typeof outboxQueueHealthSchema>;

/**
 * The last send that failed because of the SMTP settings (sign-in refused, TLS, host, From Address):
 * such messages wait and are retried; cleared when a mail goes through again.
 */
const mailConfigErrorSchema = z.object({ error: z.string(), at: z.string() });
export type MailConfigError = z.infer<typeof mailConfigErrorSchema>;

export const outboxListSchema = z.object({
  queue: outboxQueueHealthSchema,
  mail_config_error: mailConfigErrorSchema.nullable(),
  messages: z.array(outboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const OUTBOX_MESSAGES = {
  notFound: 'Message not found',
  notFailed: 'Only a failed message can be sent again',
  notPending: 'Only a pending message can be sent now',
  resent: 'The message is queued to be sent again',
} as const;

/** Bulk resend of failed messages (all of them when no ids are given) and Send now of pending ones. */
export const outboxBulkRequestSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(OUTBOX_BULK_LIMIT).optional(),
});

export const outboxBulkResultSchema = z.object({ queued: z.number().int() });
export type OutboxBulkResult = z.infer<typeof outboxBulkResultSchema>;

/** Test Connection of the Notifications tab: send a real mail to this address, or the admin's own. */
export const emailTestRequestSchema = z.object({
  to: z.union([z.literal(''), z.email('Enter a valid email address').max(254)]).optional(),
});

/** What the SMTP server answered, or why no answer came. */
export const emailTestResultSchema = z.object({
  ok: z.boolean(),
  to: z.string(),
  /** The server's reply (e.g. "250 2.0.0 Ok: queued as ...") or the connection error. */
  response: z.string(),
  accepted: z.array(z.string()),
  rejected: z.array(z.string()),
  duration_ms: z.number().int(),
});
export type EmailTestResult = z.infer<typeof emailTestResultSchema>;
