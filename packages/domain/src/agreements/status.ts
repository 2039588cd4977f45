import { z } from 'zod';

/**
 * A storage agreement's life (DESIGN.md "Storage agreement"): space is held from approval
 * (`reserved`), the goods are expected (`awaiting_intake`), stored (`active`), asked back
 * (`release_requested`) and finally all out (`closed`). Before intake the customer may cancel.
 */
export const AGREEMENT_STATUSES = [
  'reserved',
  'awaiting_intake',
  'active',
  'release_requested',
  'closed',
  'cancelled',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const agreementStatusSchema = z.enum(AGREEMENT_STATUSES);

export const AGREEMENT_TRANSITIONS: Record<AgreementStatus, readonly AgreementStatus[]> = {
  reserved: ['awaiting_intake', 'cancelled'],
  awaiting_intake: ['active', 'cancelled'],
  active: ['release_requested', 'closed'],
  // A customer may withdraw a release request; the last lot out closes the agreement.
  release_requested: ['active', 'closed'],
  closed: [],
  cancelled: [],
};

export function canAgreementTransition(from: AgreementStatus, to: AgreementStatus): boolean {
  return AGREEMENT_TRANSITIONS[from].includes(to);
}

/** The statuses in which the agreement's space is reserved (held, not yet used). */
export const RESERVING_STATUSES: readonly AgreementStatus[] = ['reserved', 'awaiting_intake'];

/** The statuses in which the agreement's goods are in the branch, so its volume is used space. */
export const OCCUPYING_STATUSES: readonly AgreementStatus[] = ['active', 'release_requested'];

/** Cancelling is the customer's way out before the goods arrive, and frees the reservation. */
export const isCancellable = (status: AgreementStatus) => canAgreementTransition(status, 'cancelled');

export const AGREEMENT_MESSAGES = {
  notFound: 'Storage agreement not found',
  notCancellable: 'This storage agreement can no longer be cancelled: the goods have been received',
  alreadyCancelled: 'This storage agreement is already cancelled',
  /** Its agreement, intake and history refer to it: an approved application stays on record. */
  applicationHasAgreement: 'This application has a storage agreement and cannot be deleted',
} as const;

export function agreementCancelRefusedMessage(status: AgreementStatus): string {
  return status === 'cancelled' ? AGREEMENT_MESSAGES.alreadyCancelled : AGREEMENT_MESSAGES.notCancellable;
}
