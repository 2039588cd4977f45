import { z } from 'zod';
import { requiredText } from '../common/validation.js';
import { versionInBody, versionInQuery } from '../common/versioning.js';

/**
 * Customers' stored lots are never deleted by staff (issue 39): staff remove a lot with a reason
 * the customer is told and reads in the lot's history; only an admin purges a removed lot, naming
 * it again (its product number) as a second confirmation.
 */
export const LOT_REMOVAL_REASON_MAX = 500;

export const LOT_REMOVAL_MESSAGES = {
  reasonRequired: 'Say why the lot is removed: the customer reads it',
  removed: 'Lot removed; the customer has been told',
  alreadyRemoved: 'This lot has already been removed',
  notDeletable: "A customer's lot is not deleted: remove it with a reason, and an admin may purge it afterwards",
  purgeNeedsRemoval: 'Only a removed lot can be purged: remove it with a reason first',
  purgeConfirmMismatch: "Type the lot's number exactly to confirm the purge",
  purged: 'Lot purged',
  notificationTitle: 'Stored goods removed',
  notificationMessage: (name: string, productId: string, reason: string) =>
    `Your lot "${name}" (${productId}) was removed from storage. Reason: ${reason}`,
} as const;

/** POST /api/customer-goods/{id}/remove: the reason is required; the version as on every write. */
export const lotRemovalSchema = z
  .object({
    reason: requiredText(LOT_REMOVAL_MESSAGES.reasonRequired, LOT_REMOVAL_REASON_MAX, 'multi-line'),
    ...versionInBody,
  })
  .strict();
export type LotRemovalRequest = z.output<typeof lotRemovalSchema>;

/** DELETE /api/customer-goods/{id} (admins): `confirm` must equal the lot's product number. */
export const lotPurgeQuerySchema = z.object({
  confirm: z.string({ error: LOT_REMOVAL_MESSAGES.purgeConfirmMismatch }).trim().max(40),
  ...versionInQuery,
});

/** Whether the typed confirmation names the lot (its product number, any case, spaces ignored). */
export const purgeConfirmed = (confirm: string, productId: string) =>
  confirm.trim().toUpperCase() === productId.trim().toUpperCase();
