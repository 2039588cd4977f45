import { chargeReasonText, statementFormat, type ChargeReason } from '@stockyard/domain';

/**
 * The reason columns of a charge the system adds: the facts every reader gets in their language,
 * and their English words in `reason` (what the API's charge answers and the journal have carried).
 */
export const reasonColumns = (reason: ChargeReason, currency: string) => ({
  reasonCode: reason,
  reason: chargeReasonText(reason, 'en', statementFormat('en', currency)).slice(0, 300),
});
