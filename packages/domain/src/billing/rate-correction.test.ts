import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementTotal, monthSpans, spanAmount } from './billing-cycle.js';
import { addDays, dayNumber, isoOfDay } from './proration.js';
import {
  agreedRates,
  correctedRates,
  correctionChangesNothing,
  correctionDifferences,
  rateCorrectionSchema,
  rentStepsOf,
} from './rate-correction.js';

const start = { startDate: '2026-01-10', unitRate: 120, monthlyRent: 12_000, rateHistory: null };

describe('correcting an agreed rate', () => {
  it('when an agreement was never corrected, then its one rate holds from the start', () => {
    expect(agreedRates(start)).toEqual([{ effective_from: '2026-01-10', unit_rate: 120, monthly_rent: 12_000 }]);
  });

  it('when a correction applies from a date, then earlier rates stay and later ones give way', () => {
    const rates = correctedRates(agreedRates(start), {
      effective_from: '2026-03-01',
      unit_rate: 150,
      monthly_rent: 15_000,
    });
    const again = correctedRates(rates, { effective_from: '2026-02-15', unit_rate: 100, monthly_rent: 10_000 });
    expect(again.map((rate) => [rate.effective_from, rate.unit_rate])).toEqual([
      ['2026-01-10', 120],
      ['2026-02-15', 100],
    ]);
    expect(
      correctionChangesNothing(again, { effective_from: '2026-04-01', unit_rate: 100, monthly_rent: 10_000 }),
    ).toBe(true);
    expect(
      correctionChangesNothing(rates, { effective_from: '2026-02-01', unit_rate: 120, monthly_rent: 12_000 }),
    ).toBe(false);
  });

  it('when nothing from the date was billed yet, then there is no difference line', () => {
    const before = rentStepsOf(agreedRates(start));
    const after = rentStepsOf(
      correctedRates(agreedRates(start), { effective_from: '2026-03-01', unit_rate: 100, monthly_rent: 10_000 }),
    );
    expect(correctionDifferences(before, after, '2026-03-01', '2026-02-28')).toEqual([]);
    expect(correctionDifferences(before, after, '2026-03-01', null)).toEqual([]);
  });

  it('when a correction needs a reason, a rate and a real date, then the schema says so', () => {
    expect(rateCorrectionSchema.safeParse({ unit_rate: 100, effective_from: '2026-02-30', reason: 'x' }).success).toBe(
      false,
    );
    expect(rateCorrectionSchema.safeParse({ unit_rate: 1.5, effective_from: '2026-02-01', reason: 'x' }).success).toBe(
      false,
    );
    expect(rateCorrectionSchema.safeParse({ unit_rate: 100, effective_from: '2026-02-01', reason: ' ' }).success).toBe(
      false,
    );
    expect(rateCorrectionSchema.parse({ unit_rate: 0, effective_from: '2026-02-01', reason: ' Free month ' })).toEqual({
      unit_rate: 0,
      effective_from: '2026-02-01',
      reason: 'Free month',
    });
  });

  it('when a rate is corrected after any number of billed days, then billed plus differences equal the corrected total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 499 }),
        fc.integer({ min: -1, max: 499 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (offset, length, effectiveAt, billedAt, oldRate, newRate) => {
          const startDate = isoOfDay(dayNumber('2025-01-01') + offset);
          const lastDay = addDays(startDate, length - 1);
          const effectiveFrom = addDays(startDate, Math.min(effectiveAt, length - 1));
          const billedThrough = billedAt < 0 ? null : addDays(startDate, Math.min(billedAt, length - 1));
          const rates = agreedRates({ startDate, unitRate: 1, monthlyRent: oldRate, rateHistory: null });
          const before = rentStepsOf(rates);
          const after = rentStepsOf(
            correctedRates(rates, { effective_from: effectiveFrom, unit_rate: 2, monthly_rent: newRate }),
          );
          // What the runs billed at the old rate, then the differences, then the unbilled days at the new rate.
          const billed = billedThrough === null ? 0 : agreementTotal(before, startDate, billedThrough);
          const differences = correctionDifferences(before, after, effectiveFrom, billedThrough);
          const rest = monthSpans(billedThrough === null ? startDate : addDays(billedThrough, 1), lastDay).reduce(
            (sum, span) => sum + spanAmount(after, span),
            0,
          );
          const sum = billed + differences.reduce((total, d) => total + d.amount, 0) + rest;
          expect(sum).toBe(agreementTotal(after, startDate, lastDay));
          expect(differences.every((d) => d.span.from >= effectiveFrom && d.span.to <= (billedThrough ?? ''))).toBe(
            true,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
