import { z } from 'zod';
import { emailField, requiredText } from '../common/validation.js';

/** Landing page contact form (spec 01 section 3 and 5): all four fields required. */
export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 120),
  email: emailField('Email is required', 'Please enter a valid email address'),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000, 'multi-line'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

export const CONTACT_INBOX_FILTERS = ['all', 'open', 'handled'] as const;
export type ContactInboxFilter = (typeof CONTACT_INBOX_FILTERS)[number];

export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_INBOX_FILTERS).default('all'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/contact: one page of the inbox, with the filter's total and the open count. */
export const contactInboxPageSchema = z.object({
  messages: z.array(contactMessageRecordSchema),
  total: z.number().int(),
  open: z.number().int(),
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

export const contactUpdateSchema = z.object({ handled: z.boolean() }).strict();

/** GET /api/contact/unhandled-count: the admin's inbox badge in the navigation bar. */
export const contactUnhandledCountSchema = z.object({ unhandled_count: z.number().int().min(0) });

/** Where admins read the messages: the inbox screen, and the link of the bell's "New contact message". */
export const CONTACT_INBOX_PATH = '/admin/messages';

/** The admin inbox at /admin/messages. */
export const CONTACT_INBOX_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this message? This action cannot be undone.',
  deleted: 'Message deleted',
  markedHandled: 'Message marked as handled',
  markedOpen: 'Message marked as open',
  loadFailed: 'Failed to load messages',
  updateFailed: 'Failed to update the message',
  deleteFailed: 'Failed to delete the message',
} as const;
