import {
  INVOICE_LABELS,
  invoiceLines,
  invoiceTotalLabel,
  invoiceTotals,
  csvNumber,
  minorToDecimal,
  statementFormat,
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
 * One statement as an invoice: the seller and the customer, its figures, then its lines with net,
 * tax and gross, the totals and the payment instructions (text cells formula-escaped). Headers, kinds
 * and line words are in the customer's language; amounts are plain decimals written as numbers (never
 * escaped, negative ones too) and dates ISO, so a spreadsheet in any locale reads them.
 */
export function statementCsv(statement: Statement): string {
  const words = STATEMENT_LABELS[statement.language];
  const invoice = INVOICE_LABELS[statement.language];
  const { seller, customer, tax_basis_points: rate, tax_inclusive: inclusive } = statement.parties;
  const decimal = (minor: number | null) => (minor === null ? '' : amount(minor));
  const head = [
    toCsvLine([...words.csvHead, invoice.customerNumber, invoice.customerAddress]),
    toCsvLine([
      statement.number,
      statement.period,
      statement.issue_date,
      statement.due_date,
      statement.currency,
      customer.name || statement.customer_name,
      customer.number,
      customer.address,
    ]),
    toCsvLine([invoice.seller, invoice.sellerAddress, invoice.taxId, invoice.taxRate, invoice.taxInclusive]),
    toCsvLine([seller.name, seller.address, seller.tax_id, minorToDecimal(rate), inclusive ? invoice.yes : invoice.no]),
    toCsvLine([]),
    toCsvLine([...words.csvLines.slice(0, 2), invoice.net, invoice.tax, invoice.gross]),
  ];
  const lines = invoiceLines(statement.lines).map((line) =>
    toCsvLine([words.kinds[line.kind], line.description, decimal(line.net), decimal(line.tax), decimal(line.gross)]),
  );
  const taxRate = statementFormat(statement.language, statement.currency).percent(rate);
  const totals = [
    toCsvLine([]),
    ...invoiceTotals(statement).map((total) =>
      toCsvLine([invoiceTotalLabel(total.key, statement.language, taxRate), '', '', '', decimal(total.amount)]),
    ),
    toCsvLine([]),
    toCsvLine([invoice.paymentInstructions, seller.payment_instructions]),
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
