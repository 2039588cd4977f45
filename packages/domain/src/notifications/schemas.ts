import { z } from 'zod';
import { plainText } from '../common/validation.js';

/** The bell shows the newest few; a page is capped so the list stays bounded. */
export const NOTIFICATION_DEFAULT_LIMIT = 20;
export const NOTIFICATION_MAX_LIMIT = 100;
export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_LINK_MAX_LENGTH = 300;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_MAX_LIMIT).default(NOTIFICATION_DEFAULT_LIMIT),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadAllSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });

/** What a module passes to create one: the link is an in-app path, not a URL elsewhere. */
export const notificationInputSchema = z.object({
  title: plainText(NOTIFICATION_TITLE_MAX_LENGTH).min(1),
  message: plainText(2000, 'multi-line').min(1),
  link: z
    .string()
    .max(NOTIFICATION_LINK_MAX_LENGTH)
    .regex(/^\/(?!\/)/, 'A notification link is a path inside the app')
    .nullable()
    .optional(),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/**
 * The live bell: GET /api/notifications/stream sends Server-Sent Events. `unread` carries the
 * count (on connecting, after a read elsewhere, after the server missed events), `notification`
 * a new one with the count after it. A comment line every HEARTBEAT keeps proxies from closing it.
 */
export const NOTIFICATION_STREAM_EVENTS = { unread: 'unread', notification: 'notification' } as const;
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 25_000;
/** Open streams one user may hold on one server process (tabs, devices); more answer 429. */
export const NOTIFICATION_STREAM_MAX_PER_USER = 5;
export const NOTIFICATION_STREAM_LIMIT_MESSAGE =
  'Too many open notification streams for this account. Close another tab and try again.';
/** How often the bell asks instead, while the stream is not open (unsupported, failed, reconnecting). */
export const NOTIFICATION_POLL_FALLBACK_MS = 30_000;

export const notificationStreamUnreadSchema = z.object({ unread_count: z.number().int() });
export type NotificationStreamUnread = z.infer<typeof notificationStreamUnreadSchema>;

export const notificationStreamNotificationSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export type NotificationStreamNotification = z.infer<typeof notificationStreamNotificationSchema>;
