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
export type NotificationReadAll = z.infer<typeof notificationReadAllSchema>;

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
