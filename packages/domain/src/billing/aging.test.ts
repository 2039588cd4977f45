import { describe, expect, it } from 'vitest';
import { lateFee } from './late-fees.js';
import { agingBucket } from './statement.js';

describe('aging buckets at their boundaries', () => {
  const due = '2026-01-01';
  it.each([
    ['2025-12-31', 'not_due'],
    ['2026-01-01', 'not_due'],
    ['2026-01-02', 'days_1_30'],
    ['2026-01-31', 'days_1_30'],
    ['2026-02-01', 'days_31_60'],
    ['2026-03-02', 'days_31_60'],
    ['2026-03-03', 'days_61_90'],
    ['2026-04-01', 'days_61_90'],
    ['2026-04-02', 'days_over_90'],
    ['2027-01-01', 'days_over_90'],
  ])('when a statement due 2026-01-01 is read on %s, then its bucket is %s', (today, bucket) => {
    expect(agingBucket(due, today)).toBe(bucket);
  });
});

describe('late fees', () => {
  it('when the setting is none, then there is no fee whatever is overdue', () => {
    expect(lateFee({ kind: 'none', amount: 2_500, basisPoints: 500 }, 10_000)).toBe(0);
  });
  it('when the fee is flat, then it is the amount, and nothing when nothing is overdue', () => {
    expect(lateFee({ kind: 'flat', amount: 2_500, basisPoints: 0 }, 10_000)).toBe(2_500);
    expect(lateFee({ kind: 'flat', amount: 2_500, basisPoints: 0 }, 0)).toBe(0);
  });
  it('when the fee is a percent, then it is that share of the overdue amount, rounded to the cent', () => {
    expect(lateFee({ kind: 'percent', amount: 0, basisPoints: 150 }, 12_345)).toBe(185);
    expect(lateFee({ kind: 'percent', amount: 0, basisPoints: 1_000 }, 12_000)).toBe(1_200);
  });
});
