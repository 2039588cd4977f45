import {
  csvNumber,
  minorToDecimal,
  STATEMENT_LABELS,
  toCsvLine,
  type Payment,
  type Statement,
  type JournalPosting,
  type StatementSummary,
} from '@stockyard/domain';

/** An amount cell: a plain decimal written as a number (negative amounts too), never formula-escaped. */
const amount = (minor: number) => csvNumber(minorToDecimal(minor));

/**
 * One statement: its figures, then its lines (cells formula-escaped). Headers, kinds and line words
 * are in the customer's language; amounts stay plain decimals (numeric cells, not escaped) and
 * dates ISO, so a spreadsheet in any locale reads them as numbers and dates.
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
    toCsvLine([words.kinds[line.kind], line.description, amount(line.amount)]),
  );
  const totals = [
    toCsvLine([]),
    toCsvLine([words.previousBalance, '', amount(statement.previous_balance)]),
    toCsvLine([words.charges, '', amount(statement.charges)]),
    toCsvLine([words.payments, '', amount(statement.payments)]),
    toCsvLine([words.newBalance, '', amount(statement.new_balance)]),
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
    amount(s.previous_balance),
    amount(s.subtotal),
    amount(s.tax),
    amount(s.charges),
    amount(s.payments),
    amount(s.new_balance),
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
  'direction',
  'reason',
]);

export const paymentsExportLine = (p: Payment) =>
  toCsvLine([
    p.id,
    p.customer_id,
    p.customer_name,
    p.paid_on,
    amount(p.amount),
    p.method,
    p.reference,
    p.statement_id ?? '',
    p.direction,
    p.reason,
  ]);

export const JOURNAL_EXPORT_HEADER = toCsvLine([
  'date',
  'account',
  'debit',
  'credit',
  'reference',
  'customer_number',
  'customer',
]);

/** One posting: the side without an amount is left empty. */
export const journalExportLine = (p: JournalPosting) =>
  toCsvLine([
    p.date,
    p.account,
    p.debit > 0 ? amount(p.debit) : '',
    p.credit > 0 ? amount(p.credit) : '',
    p.reference,
    p.customerId,
    p.customerName,
  ]);
