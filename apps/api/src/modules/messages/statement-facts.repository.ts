import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billingSettings, billingStatements } from '../../db/schema/index.js';

/**
 * What the "statement issued" mail names besides the event's figures: the period's total and how to
 * pay, as kept on the statement at issue (today's settings for a statement that kept no parties).
 */
export async function statementMailFacts(
  tx: Executor,
  statementId: number,
): Promise<{ charges: number; paymentInstructions: string } | undefined> {
  const [row] = await tx
    .select({ charges: billingStatements.charges, parties: billingStatements.parties })
    .from(billingStatements)
    .where(eq(billingStatements.id, statementId));
  if (!row) return undefined;
  let paymentInstructions = row.parties?.seller.payment_instructions;
  if (paymentInstructions === undefined) {
    const [settings] = await tx
      .select({ paymentInstructions: billingSettings.paymentInstructions })
      .from(billingSettings)
      .limit(1);
    paymentInstructions = settings?.paymentInstructions ?? '';
  }
  return { charges: Number(row.charges), paymentInstructions };
}
