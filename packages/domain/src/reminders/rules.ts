import type { AssignmentStatus } from '../assignments/status.js';
import type { GoodStatus } from '../customer-goods/status.js';
import { addDaysToIsoDate } from '../goods/status.js';

/**
 * What the reminder jobs send, and when (issue 20). The rules themselves are the jobs' set-based
 * SQL (apps/api/src/modules/reminders/reminders.repository.ts), tested at their boundaries on a
 * real database (reminder-rules.test.ts); these are the numbers and lists that SQL uses.
 */

/** An open assignment is "due soon" once its due instant is this close (and not yet past). */
export const ASSIGNMENT_DUE_SOON_HOURS = 24;
/** Assignments still to be done; completed and cancelled ones get no reminder. */
export const REMINDED_ASSIGNMENT_STATUSES = [
  'pending',
  'in_progress',
  'scheduled',
] as const satisfies readonly AssignmentStatus[];

/** A customer is reminded this many days before their lot's storage period ends. */
export const STORAGE_REMINDER_DAYS = 7;
/** Lots held in a warehouse; pending, in-transit, delivered or removed ones are not being stored. */
export const REMINDED_LOT_STATUSES = ['active', 'stored'] as const satisfies readonly GoodStatus[];

/** The last end date a reminder run today looks at. */
export const storageReminderHorizon = (today: string) => addDaysToIsoDate(today, STORAGE_REMINDER_DAYS);

/** The daily digest lists at most this many items of each kind, the most urgent first. */
export const DIGEST_MAX_ITEMS = 50;
