import { addDays, dayNumber } from './proration.js';
import { BASIS_POINTS, mulDivRound } from './money.js';

/** What a statement line is: rent and services accrue, fees and charges are one-time, credits reduce. */
export const LINE_KINDS = [
  'rent',
  'insurance',
  'packing',
  'transportation',
  'charge',
  'late_fee',
  'credit',
  'tax',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export type StatementLineInput = { kind: Exclude<LineKind, 'tax'>; description: string; amount: number };
/**
 * An issued line: `amount` is its net, `tax` the tax on it (rounded per line), so its gross is their
 * sum. Statements issued before tax was kept per line have a separate 'tax' line and tax 0 on the rest.
 */
export type StatementLine = { kind: LineKind; description: string; amount: number; tax: number };

export type StatementTotals = {
  previousBalance: number;
  /** The lines' nets (credits included, as negative amounts). */
  subtotal: number;
  /** The lines' taxes. */
  tax: number;
  /** subtotal + tax: what the period added. */
  charges: number;
  payments: number;
  newBalance: number;
  dueDate: string;
};

/** Days after the issue date a statement is due, unless the settings say otherwise. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 14;

/**
 * Net and tax of one priced amount. Exclusive prices are nets and tax is added; inclusive prices are
 * grosses and the tax is the part of them it makes up. Rounded half away from zero per line, so a
 * credit of a charged amount takes back exactly the tax charged on it.
 */
export function lineTax(amount: number, taxBasisPoints: number, inclusive: boolean): { net: number; tax: number } {
  if (taxBasisPoints === 0) return { net: amount, tax: 0 };
  // In hundredths of a basis point, so rates such as 8.875 % (887.5 bp) stay exact.
  const rate = Math.round(taxBasisPoints * 100);
  if (!inclusive) return { net: amount, tax: mulDivRound(amount, rate, BASIS_POINTS * 100) };
  const tax = mulDivRound(amount, rate, BASIS_POINTS * 100 + rate);
  return { net: amount - tax, tax };
}

/**
 * The figures of a statement: previous balance, the period's lines each with its net and tax, the
 * payments received and the new balance. A negative balance is a credit that carries forward.
 */
export function computeStatement(input: {
  previousBalance: number;
  lines: readonly StatementLineInput[];
  payments: number;
  taxBasisPoints: number;
  taxInclusive: boolean;
  issueDate: string;
  paymentTermsDays?: number;
}): { lines: StatementLine[]; totals: StatementTotals } {
  const lines = input.lines.map((line): StatementLine => {
    const { net, tax } = lineTax(line.amount, input.taxBasisPoints, input.taxInclusive);
    return { kind: line.kind, description: line.description, amount: net, tax };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  const charges = subtotal + tax;
  return {
    lines,
    totals: {
      previousBalance: input.previousBalance,
      subtotal,
      tax,
      charges,
      payments: input.payments,
      newBalance: input.previousBalance + charges - input.payments,
      dueDate: addDays(input.issueDate, input.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS),
    },
  };
}

/** Whether a customer "has a balance or activity" and so gets a statement for the period. */
export function needsStatement(input: { previousBalance: number; lines: number; payments: number }): boolean {
  return input.previousBalance !== 0 || input.lines > 0 || input.payments !== 0;
}

/** Not yet due (due today or later), then 1-30, 31-60, 61-90 and over 90 days past the due date. */
export const AGING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export type AgedBalance = Record<AgingBucket, number>;
/** Each bucket's last day past the due date (the aged balances query in SQL reads the same limits). */
export const AGING_LIMITS: readonly [number, AgingBucket][] = [
  [0, 'not_due'],
  [30, 'days_1_30'],
  [60, 'days_31_60'],
  [90, 'days_61_90'],
];

export const emptyAgedBalance = (): AgedBalance =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as AgedBalance;

/** The bucket of an amount by the days since its due date: due today is not yet due, one day late is 1-30. */
export function agingBucket(dueDate: string, today: string): AgingBucket {
  const late = dayNumber(today) - dayNumber(dueDate);
  return AGING_LIMITS.find(([limit]) => late <= limit)?.[1] ?? 'days_over_90';
}

/**
 * A balance split by age. Payments settle the oldest charges first, so what remains owed is the
 * newest charges: the balance is attributed to the statements from the newest back, each up to what
 * it added; anything left over (older than every statement given) is the oldest bucket of the oldest
 * statement. A zero or negative balance (a credit) ages nothing.
 */
export function agedBalance(
  balance: number,
  statements: readonly { dueDate: string; charges: number }[],
  today: string,
): AgedBalance {
  const aged = emptyAgedBalance();
  let left = balance;
  const newestFirst = [...statements].sort((a, b) => b.dueDate.localeCompare(a.dueDate));
  for (const statement of newestFirst) {
    if (left <= 0) break;
    if (statement.charges <= 0) continue;
    const part = Math.min(left, statement.charges);
    aged[agingBucket(statement.dueDate, today)] += part;
    left -= part;
  }
  if (left > 0) {
    const oldest = newestFirst[newestFirst.length - 1];
    aged[oldest ? agingBucket(oldest.dueDate, today) : 'not_due'] += left;
  }
  return aged;
}

/** Overdue: some of the balance is past its due date by more than the grace period. */
export function overdueAmount(
  balance: number,
  statements: readonly { dueDate: string; charges: number }[],
  today: string,
  graceDays: number,
): number {
  let left = balance;
  let overdue = 0;
  for (const statement of [...statements].sort((a, b) => b.dueDate.localeCompare(a.dueDate))) {
    if (left <= 0) break;
    if (statement.charges <= 0) continue;
    const part = Math.min(left, statement.charges);
    if (dayNumber(today) - dayNumber(statement.dueDate) > graceDays) overdue += part;
    left -= part;
  }
  return overdue;
}
