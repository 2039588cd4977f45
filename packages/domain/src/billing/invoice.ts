import type { LineKind } from './statement.js';

/**
 * A statement read as an invoice (issue 46), the same on the PDF, the CSV and the screen: each line's
 * net, tax and gross, and the totals in the order an invoice gives them.
 */
export type InvoiceLine = {
  kind: LineKind;
  description: string;
  /** Null for the separate 'tax' line of a statement issued before tax was kept per line. */
  net: number | null;
  tax: number;
  gross: number;
};

export function invoiceLines(
  lines: readonly { kind: LineKind; description: string; amount: number; tax: number }[],
): InvoiceLine[] {
  return lines.map((line) =>
    line.kind === 'tax'
      ? { kind: line.kind, description: line.description, net: null, tax: line.amount, gross: line.amount }
      : {
          kind: line.kind,
          description: line.description,
          net: line.amount,
          tax: line.tax,
          gross: line.amount + line.tax,
        },
  );
}

export const INVOICE_TOTALS = ['net', 'tax', 'gross', 'previousBalance', 'payments', 'newBalance'] as const;
export type InvoiceTotal = { key: (typeof INVOICE_TOTALS)[number]; amount: number; strong: boolean };

/** Net, tax and gross of the period, then the account: previous balance, payments (as a deduction), new balance. */
export function invoiceTotals(statement: {
  subtotal: number;
  tax: number;
  charges: number;
  previous_balance: number;
  payments: number;
  new_balance: number;
}): InvoiceTotal[] {
  return [
    { key: 'net', amount: statement.subtotal, strong: false },
    { key: 'tax', amount: statement.tax, strong: false },
    { key: 'gross', amount: statement.charges, strong: true },
    { key: 'previousBalance', amount: statement.previous_balance, strong: false },
    { key: 'payments', amount: -statement.payments, strong: false },
    { key: 'newBalance', amount: statement.new_balance, strong: true },
  ];
}
