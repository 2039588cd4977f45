import { basisPointsOf } from './money.js';

/** A late fee is none (the default), a flat amount, or a share (basis points) of the overdue amount. */
export const LATE_FEE_KINDS = ['none', 'flat', 'percent'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

export type LateFeeTerms = { kind: LateFeeKind; amount: number; basisPoints: number };

/** The fee an overdue statement gets once, with its overdue reminder (0: no fee). */
export function lateFee(terms: LateFeeTerms, overdue: number): number {
  if (overdue <= 0) return 0;
  if (terms.kind === 'flat') return terms.amount;
  if (terms.kind === 'percent') return basisPointsOf(overdue, terms.basisPoints);
  return 0;
}
