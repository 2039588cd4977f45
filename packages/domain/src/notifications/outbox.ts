import { z } from 'zod';

/**
 * Delivery retries of an outbox message: the wait after the 1st, 2nd, ... failed attempt. After
 * OUTBOX_MAX_ATTEMPTS failures (or one permanent refusal) the message is failed and waits for an
 * admin's Resend in the Email log.
 */
export const OUTBOX_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_RETRY_DELAYS_MINUTES.length + 1;

/** When to try again after `attempts` failed attempts (this one included); null: give up. */
export function nextAttemptAt(attempts: number, now: Date, permanent = false): Date | null {
  if (permanent || attempts >= OUTBOX_MAX_ATTEMPTS) return null;
  const minutes = OUTBOX_RETRY_DELAYS_MINUTES[Math.max(0, attempts - 1)] ?? OUTBOX_RETRY_DELAYS_MINUTES[0];
  return new Date(now.getTime() + minutes * 60_000);
}

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

export const outboxListSchema = z.object({
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
  resent: 'The message is queued to be sent again',
} as const;

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
