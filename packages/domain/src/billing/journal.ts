import type { LineKind } from './statement.js';

/**
 * The accounts of the journal export. Statements debit receivables and credit revenue (one account
 * per kind of line) and tax payable; credit lines are the reverse; payments debit cash and credit
 * receivables; refunds are the reverse.
 */
export const JOURNAL_ACCOUNTS = {
  cash: '1000 Cash',
  receivable: '1100 Accounts receivable',
  taxPayable: '2200 Tax payable',
} as const;
export const REVENUE_ACCOUNTS = {
  rent: '4000 Storage rent',
  insurance: '4100 Insurance',
  packing: '4200 Services',
  transportation: '4200 Services',
  charge: '4300 Other charges',
  late_fee: '4400 Late fees',
  credit: '4900 Credits and allowances',
  tax: JOURNAL_ACCOUNTS.taxPayable,
} as const satisfies Record<LineKind, string>;

export type JournalPosting = {
  date: string;
  account: string;
  /** Minor units; one of debit and credit is zero. */
  debit: number;
  credit: number;
  reference: string;
  customerId: number;
  customerName: string;
};

type Party = { customerId: number; customerName: string };

/** Two postings that balance: `amount` debited to one account and credited to the other (swapped when negative). */
function pair(
  date: string,
  reference: string,
  party: Party,
  debitAccount: string,
  creditAccount: string,
  amount: number,
) {
  const [debitTo, creditTo, value] =
    amount >= 0 ? [debitAccount, creditAccount, amount] : [creditAccount, debitAccount, -amount];
  return [
    { date, account: debitTo, debit: value, credit: 0, reference, ...party },
    { date, account: creditTo, debit: 0, credit: value, reference, ...party },
  ];
}

/**
 * A statement's postings, dated its issue date: each line's net against receivables to its revenue
 * account, and its tax to tax payable (credits and negatives reversed). Statements issued before tax
 * was kept per line carry it as a 'tax' line instead, which posts to tax payable by its kind.
 */
export function statementPostings(
  statement: Party & {
    number: number;
    issueDate: string;
    lines: readonly { kind: LineKind; amount: number; tax: number }[];
  },
): JournalPosting[] {
  const reference = `Statement ${statement.number}`;
  const party = { customerId: statement.customerId, customerName: statement.customerName };
  const post = (account: string, amount: number) =>
    amount === 0 ? [] : pair(statement.issueDate, reference, party, JOURNAL_ACCOUNTS.receivable, account, amount);
  return statement.lines.flatMap((line) => [
    ...post(REVENUE_ACCOUNTS[line.kind], line.amount),
    ...post(JOURNAL_ACCOUNTS.taxPayable, line.tax),
  ]);
}

/** A payment's postings (cash debit, receivable credit); a refund's amount is negative, so they reverse. */
export function paymentPostings(
  payment: Party & { id: number; paidOn: string; amount: number; direction: string; reference: string },
): JournalPosting[] {
  const label = payment.direction === 'refund' ? 'Refund' : 'Payment';
  const reference = `${label} ${payment.id}${payment.reference ? ` (${payment.reference})` : ''}`;
  const party = { customerId: payment.customerId, customerName: payment.customerName };
  return pair(payment.paidOn, reference, party, JOURNAL_ACCOUNTS.cash, JOURNAL_ACCOUNTS.receivable, payment.amount);
}

export function journalTotals(postings: readonly JournalPosting[]): { debit: number; credit: number } {
  return postings.reduce(
    (sum, posting) => ({ debit: sum.debit + posting.debit, credit: sum.credit + posting.credit }),
    { debit: 0, credit: 0 },
  );
}
