import {
  minorToDecimal,
  STATEMENT_LABELS,
  toCsvLine,
  type Payment,
  type Statement,
  type StatementSummary,
} from '@stockyard/domain';

/**
 * One statement: its figures, then its lines (cells formula-escaped). Headers, kinds and line words
 * are in the customer's language; amounts stay plain decimals and dates ISO, so a spreadsheet in
 * any locale reads them as numbers and dates.
 */
export function statementCsv(statement: Statement): string {
  const words = STATEMENT_LABELS[statement.language];
  const head = [
    toCsvLine(words.csvHead),
    toCsvLine([
      statement.number,
      statement.period,
      statement.issue_date,
      statement.due_date,
      statement.currency,
      statement.customer_name,
    ]),
    toCsvLine([]),
    toCsvLine(words.csvLines),
  ];
  const lines = statement.lines.map((line) =>
    toCsvLine([words.kinds[line.kind], line.description, minorToDecimal(line.amount)]),
  );
  const totals = [
    toCsvLine([]),
    toCsvLine([words.previousBalance, '', minorToDecimal(statement.previous_balance)]),
    toCsvLine([words.charges, '', minorToDecimal(statement.charges)]),
    toCsvLine([words.payments, '', minorToDecimal(statement.payments)]),
    toCsvLine([words.newBalance, '', minorToDecimal(statement.new_balance)]),
  ];
  return [...head, ...lines, ...totals].join('');
}

export const STATEMENTS_EXPORT_HEADER = toCsvLine([
  'number',
  'customer_id',
  'customer',
  'period',
  'issue_date',
  'due_date',
  'currency',
  'previous_balance',
  'subtotal',
  'tax',
  'charges',
  'payments',
  'new_balance',
]);

export const statementsExportLine = (s: StatementSummary) =>
  toCsvLine([
    s.number,
    s.customer_id,
    s.customer_name,
    s.period,
    s.issue_date,
    s.due_date,
    s.currency,
    minorToDecimal(s.previous_balance),
    minorToDecimal(s.subtotal),
    minorToDecimal(s.tax),
    minorToDecimal(s.charges),
    minorToDecimal(s.payments),
    minorToDecimal(s.new_balance),
  ]);

export const PAYMENTS_EXPORT_HEADER = toCsvLine([
  'id',
  'customer_id',
  'customer',
  'paid_on',
  'amount',
  'method',
  'reference',
  'statement_id',
]);

export const paymentsExportLine = (p: Payment) =>
  toCsvLine([
    p.id,
    p.customer_id,
    p.customer_name,
    p.paid_on,
    minorToDecimal(p.amount),
    p.method,
    p.reference,
    p.statement_id ?? '',
  ]);
