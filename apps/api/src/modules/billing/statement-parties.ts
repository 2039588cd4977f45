import { resolvePreferences, type StatementLanguage, type StatementParties } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { BillingSettingsRecord } from './billing.repository.js';

/**
 * The seller and the customer as an invoice names them. Kept with the statement when it is issued,
 * so a later change of address or of the seller's details never rewrites an invoice already sent;
 * statements from before they were kept are shown with today's (`parties` null).
 */
export async function statementParties(
  db: Executor,
  customerId: number,
  settings: BillingSettingsRecord,
): Promise<StatementParties> {
  const [customer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, address: users.address })
    .from(users)
    .where(eq(users.id, customerId));
  return {
    seller: {
      name: settings.sellerName,
      address: settings.sellerAddress,
      tax_id: settings.sellerTaxId,
      payment_instructions: settings.paymentInstructions,
    },
    customer: {
      number: customerId,
      name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
      address: customer?.address ?? '',
    },
    tax_basis_points: settings.taxBasisPoints,
    tax_inclusive: settings.taxInclusive,
  };
}

/** The language a customer reads their statements in (their display preference). */
export async function customerLanguage(db: Executor, customerId: number): Promise<StatementLanguage> {
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, customerId));
  return resolvePreferences(row?.preferences).display.language;
}
