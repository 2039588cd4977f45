import {
  resolvePreferences,
  statementFormat,
  statementLineText,
  type Currency,
  type Payment,
  type Statement,
  type StatementParties,
  type StatementSummary,
} from '@stockyard/domain';
import type { PaymentRecord, StatementLineRecord, StatementRecord } from './billing.repository.js';

export function toStatementSummary(statement: StatementRecord, customerName: string): StatementSummary {
  return {
    id: statement.id,
    number: statement.number,
    customer_id: statement.customerId,
    customer_name: customerName,
    period: statement.period,
    issue_date: statement.issueDate,
    due_date: statement.dueDate,
    currency: statement.currency as Currency,
    previous_balance: statement.previousBalance,
    subtotal: statement.subtotal,
    tax: statement.tax,
    charges: statement.charges,
    payments: statement.payments,
    new_balance: statement.newBalance,
  };
}

/**
 * A statement as its customer reads it: the stored figures, and the lines' words rendered from their
 * stored facts in the customer's language (whoever downloads it: it is the customer's document).
 */
export function toStatement(row: {
  statement: StatementRecord;
  customerName: string;
  customerPreferences: unknown;
  lines: StatementLineRecord[];
  /** The parties kept at issue, or today's for a statement issued before they were kept. */
  parties: StatementParties;
}): Statement {
  const language = resolvePreferences(row.customerPreferences).display.language;
  const format = statementFormat(language, row.statement.currency);
  return {
    ...toStatementSummary(row.statement, row.customerName),
    language,
    parties: row.parties,
    lines: row.lines.map((line) => {
      const kind = line.kind as Statement['lines'][number]['kind'];
      return {
        kind,
        description: statementLineText({ kind, description: line.description, facts: line.facts }, language, format),
        amount: line.amount,
        tax: line.tax,
        agreement_id: line.agreementId,
      };
    }),
  };
}

export function toPayment(payment: PaymentRecord, customerName: string): Payment {
  return {
    id: payment.id,
    customer_id: payment.customerId,
    customer_name: customerName,
    amount: payment.amount,
    paid_on: payment.paidOn,
    method: payment.method as Payment['method'],
    reference: payment.reference,
    direction: payment.direction as Payment['direction'],
    reason: payment.reason,
    statement_id: payment.statementId,
    created_at: payment.createdAt.toISOString(),
  };
}
