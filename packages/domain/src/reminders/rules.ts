import type { AssignmentStatus } from '../assignments/status.js';
import type { GoodStatus } from '../customer-goods/status.js';
import { EXPIRING_SOON_DAYS } from '../goods/constants.js';
import { addDaysToIsoDate, daysUntil } from '../goods/status.js';

/**
 * What the reminder jobs send, and when (issue 20). The server runs the same rules as set-based SQL
 * over every row; these are the rules for one row, with their boundaries tested.
 */

/** An open assignment is "due soon" once its due instant is this close (and not yet past). */
export const ASSIGNMENT_DUE_SOON_HOURS = 24;
/** Assignments still to be done; completed and cancelled ones get no reminder. */
export const REMINDED_ASSIGNMENT_STATUSES = [
  'pending',
  'in_progress',
  'scheduled',
] as const satisfies readonly AssignmentStatus[];

const HOUR_MS = 60 * 60 * 1000;
const isOpen = (status: AssignmentStatus) => (REMINDED_ASSIGNMENT_STATUSES as readonly string[]).includes(status);

export type AssignmentReminder = 'due_soon' | 'overdue';

/**
 * The reminder an assignment is owed now: overdue once its due instant has passed, due soon within
 * the last 24 hours before it (the due instant itself included), none otherwise or when closed.
 */
export function assignmentReminder(due: Date, status: AssignmentStatus, now: Date): AssignmentReminder | null {
  if (!isOpen(status)) return null;
  const left = due.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= ASSIGNMENT_DUE_SOON_HOURS * HOUR_MS ? 'due_soon' : null;
}

/** A customer is reminded this many days before their lot's storage period ends. */
export const STORAGE_REMINDER_DAYS = 7;
/** Lots held in a warehouse; pending, in-transit, delivered or removed ones are not being stored. */
export const REMINDED_LOT_STATUSES = ['active', 'stored'] as const satisfies readonly GoodStatus[];

/** Whether a stored lot's end date (YYYY-MM-DD, its last day) is today or within the next 7 days. */
export function isStorageEndingSoon(endDate: string, status: string, today: string): boolean {
  if (!(REMINDED_LOT_STATUSES as readonly string[]).includes(status)) return false;
  const days = daysUntil(endDate, today);
  return days !== undefined && days >= 0 && days <= STORAGE_REMINDER_DAYS;
}

/** The last end date a reminder run today looks at. */
export const storageReminderHorizon = (today: string) => addDaysToIsoDate(today, STORAGE_REMINDER_DAYS);

/**
 * The occasion a storage reminder is recorded under: the threshold and the end date, so a lot is
 * reminded once per threshold, and again if its end date moves.
 */
export const storageReminderOccasion = (endDate: string) => `${STORAGE_REMINDER_DAYS}d:${endDate}`;

/** The daily digest lists at most this many items of each kind, the most urgent first. */
export const DIGEST_MAX_ITEMS = 50;

/** In the digest: warehouse stock at or below its threshold (out of stock included), as the inventory screen counts it. */
export const isDigestLowStock = (quantity: number, threshold: number) => quantity <= threshold;

/** In the digest: stock on the shelf whose expiry date is past or within the expiring-soon window. */
export function isDigestExpiring(expiryDate: string | null, quantity: number, today: string): boolean {
  if (!expiryDate || quantity <= 0) return false;
  const days = daysUntil(expiryDate, today);
  return days !== undefined && days <= EXPIRING_SOON_DAYS;
}
