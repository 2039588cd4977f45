import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementTotal,
  issueDateOf,
  monthSpans,
  overbilledSpans,
  periodDueOn,
  periodsBetween,
  spanAmount,
  unbilledSpans,
  type BillableAgreement,
  type RentTiming,
} from './billing-cycle.js';
import { addDays, dayNumber, isoOfDay, periodEnd, periodKey, periodOf, type RateStep } from './proration.js';
import { basisPointsToPercent, percentToBasisPoints } from './money.js';
import { computeStatement, lineTax } from './statement.js';

describe('billing cycle', () => {
  it('when rent is in advance, then a run on the 1st issues that month; in arrears, the month before', () => {
    expect(periodDueOn('2026-03-01', 'advance')).toEqual({ year: 2026, month: 3 });
    expect(periodDueOn('2026-03-01', 'arrears')).toEqual({ year: 2026, month: 2 });
    expect(periodDueOn('2026-01-31', 'arrears')).toEqual({ year: 2025, month: 12 });
    expect(issueDateOf({ year: 2026, month: 2 }, 'advance')).toBe('2026-02-01');
    expect(issueDateOf({ year: 2026, month: 2 }, 'arrears')).toBe('2026-03-01');
  });

  it('when days cross month ends, then they are cut into one span a month', () => {
    expect(monthSpans('2026-01-30', '2026-03-02')).toEqual([
      { period: '2026-01', from: '2026-01-30', to: '2026-01-31', days: 2 },
      { period: '2026-02', from: '2026-02-01', to: '2026-02-28', days: 28 },
      { period: '2026-03', from: '2026-03-01', to: '2026-03-02', days: 2 },
    ]);
    expect(monthSpans('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('when an agreement was billed through a day, then the next run bills from the day after up to its horizon or end', () => {
    const agreement = { startDate: '2026-01-15', endDate: '2026-04-10', billedThrough: '2026-01-31' };
    expect(unbilledSpans(agreement, '2026-03-31').map((s) => [s.from, s.to])).toEqual([
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
    ]);
    expect(unbilledSpans({ ...agreement, billedThrough: '2026-03-31' }, '2026-05-31').map((s) => s.to)).toEqual([
      '2026-04-10',
    ]);
    expect(unbilledSpans({ ...agreement, billedThrough: '2026-04-10' }, '2026-05-31')).toEqual([]);
    expect(unbilledSpans({ ...agreement, billedThrough: null }, '2026-01-20').map((s) => s.days)).toEqual([6]);
  });

  it('when an agreement ends before its billed-through day, then the days after the end are over-billed', () => {
    const agreement = { startDate: '2026-01-15', endDate: '2026-06-30', billedThrough: '2026-03-31' };
    expect(overbilledSpans(agreement, '2026-03-20').map((s) => [s.from, s.to])).toEqual([['2026-03-21', '2026-03-31']]);
    // Cancelled: the day before the start is its last, so every billed day comes back.
    expect(overbilledSpans(agreement, '2026-01-14').map((s) => s.days)).toEqual([17, 28, 31]);
    expect(overbilledSpans({ ...agreement, billedThrough: null }, '2026-01-14')).toEqual([]);
  });

  it('when a whole month is billed, then it costs exactly the monthly rate, whatever the month length', () => {
    const steps = [{ effectiveFrom: '2026-01-01', monthlyRate: 10_001 }];
    for (const span of monthSpans('2026-01-01', '2026-12-31')) expect(spanAmount(steps, span)).toBe(10_001);
  });
});

describe('tax per line', () => {
  it('when prices include 19 % tax, then 119.00 holds 19.00 of tax and nets 100.00', () => {
    expect(lineTax(11_900, 1_900, true)).toEqual({ net: 10_000, tax: 1_900 });
    // 10.00 gross: 10 * 0.19 / 1.19 = 1.5966 -> 1.60
    expect(lineTax(1_000, 1_900, true)).toEqual({ net: 840, tax: 160 });
  });
  it('when prices exclude 8.875 % tax, then 100.00 adds 8.88 (half away from zero) and a credit takes it back', () => {
    // 100.00 * 8.875 % = 8.875 -> 8.88; 12.00 -> 1.065 -> 1.07; 4.00 -> 0.355 -> 0.36
    expect(lineTax(10_000, 887.5, false)).toEqual({ net: 10_000, tax: 888 });
    expect(lineTax(1_200, 887.5, false)).toEqual({ net: 1_200, tax: 107 });
    expect(lineTax(400, 887.5, false)).toEqual({ net: 400, tax: 36 });
    expect(lineTax(-1_200, 887.5, false)).toEqual({ net: -1_200, tax: -107 });
  });
  it('when a statement has several lines, then its tax is the sum of the lines’ rounded taxes', () => {
    const { totals, lines } = computeStatement({
      previousBalance: 0,
      lines: [
        { kind: 'rent', description: 'Rent', amount: 1_005 },
        { kind: 'insurance', description: 'Insurance', amount: 1_005 },
      ],
      payments: 0,
      taxBasisPoints: 1_000,
      taxInclusive: false,
      issueDate: '2026-01-01',
    });
    // 100.5 -> 101 per line; a tax on the total would be 201.
    expect(lines.map((l) => l.tax)).toEqual([101, 101]);
    expect(totals).toMatchObject({ subtotal: 2_010, tax: 202, charges: 2_212 });
  });
});

/**
 * A model of the server's runs over random agreement timelines: the same pure functions the
 * statement run and the credits use, applied month by month with runs that may be missed, an
 * extension, an early end or a cancellation, and a rate change.
 */
describe('billing over random timelines (property)', () => {
  const base = dayNumber('2025-01-01');
  const timeline = fc.record({
    timing: fc.constantFrom<RentTiming>('advance', 'arrears'),
    startOffset: fc.integer({ min: 0, max: 300 }),
    length: fc.integer({ min: 1, max: 400 }),
    rate: fc.integer({ min: 1, max: 1_000_000 }),
    rateChange: fc.option(
      fc.record({ after: fc.integer({ min: 1, max: 400 }), rate: fc.integer({ min: 0, max: 1_000_000 }) }),
    ),
    extension: fc.option(
      fc.record({ atMonth: fc.integer({ min: 0, max: 16 }), days: fc.integer({ min: 1, max: 200 }) }),
    ),
    stop: fc.option(
      fc.record({
        atMonth: fc.integer({ min: 0, max: 20 }),
        kind: fc.constantFrom('cancelled', 'ended_early'),
        keep: fc.integer({ min: 0, max: 400 }),
      }),
    ),
    missed: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
  });

  it('when runs, extensions, early ends, cancellations and missed runs happen, then each stored day is billed exactly once', () => {
    fc.assert(
      fc.property(timeline, (t) => {
        const startDate = isoOfDay(base + t.startOffset);
        const steps: RateStep[] = [{ effectiveFrom: startDate, monthlyRate: t.rate }];
        if (t.rateChange)
          steps.push({
            effectiveFrom: isoOfDay(base + t.startOffset + t.rateChange.after),
            monthlyRate: t.rateChange.rate,
          });
        const agreement: BillableAgreement & { cancelled: boolean } = {
          startDate,
          endDate: isoOfDay(base + t.startOffset + t.length - 1),
          billedThrough: null,
          cancelled: false,
        };
        const billedDays = new Map<string, number>();
        let total = 0;
        let credited = 0;
        let chargedForCreditedDays = 0;
        const bill = (horizon: string) => {
          if (agreement.cancelled) return;
          const spans = unbilledSpans(agreement, horizon);
          for (const span of spans) {
            total += spanAmount(steps, span);
            for (let d = dayNumber(span.from); d <= dayNumber(span.to); d++)
              billedDays.set(isoOfDay(d), (billedDays.get(isoOfDay(d)) ?? 0) + 1);
          }
          const last = spans.at(-1);
          if (last) agreement.billedThrough = last.to;
        };
        const stopAt = (lastDay: string) => {
          for (const span of overbilledSpans(agreement, lastDay)) {
            const amount = spanAmount(steps, span);
            credited += amount;
            // What those days were charged: the same days priced again, day by day.
            for (let d = dayNumber(span.from); d <= dayNumber(span.to); d++) {
              const day = isoOfDay(d);
              chargedForCreditedDays += spanAmount(steps, {
                period: periodKey(periodOf(day)),
                from: day,
                to: day,
                days: 1,
              });
              billedDays.set(day, (billedDays.get(day) ?? 0) - 1);
            }
          }
          if (agreement.billedThrough !== null && agreement.billedThrough > lastDay)
            agreement.billedThrough = lastDay < agreement.startDate ? null : lastDay;
        };

        const months = periodsBetween(periodOf(startDate), periodOf(addDays(startDate, 700)));
        for (const [index, month] of months.entries()) {
          if (t.extension?.atMonth === index && !agreement.cancelled)
            agreement.endDate = addDays(agreement.endDate, t.extension.days);
          if (t.stop?.atMonth === index && !agreement.cancelled) {
            if (t.stop.kind === 'cancelled') {
              stopAt(addDays(agreement.startDate, -1));
              agreement.cancelled = true;
            } else {
              const lastDay = addDays(agreement.startDate, t.stop.keep);
              if (lastDay < agreement.endDate) {
                stopAt(lastDay);
                agreement.endDate = lastDay;
              }
            }
          }
          const today = `${periodKey(month)}-01`;
          if (!t.missed[index % t.missed.length]) bill(periodEnd(periodDueOn(today, t.timing)));
        }
        // The catch-up after the last missed run: everything due is billed.
        bill(periodEnd(months.at(-1)!));

        const lastDay = agreement.cancelled ? addDays(agreement.startDate, -1) : agreement.endDate;
        for (const [day, count] of billedDays)
          expect(count, day).toBe(day >= agreement.startDate && day <= lastDay ? 1 : 0);
        expect(total - credited).toBe(agreement.cancelled ? 0 : agreementTotal(steps, agreement.startDate, lastDay));
        // Whole spans credit what their days were charged, to the cent (the floor differences add up).
        expect(credited).toBe(chargedForCreditedDays);
      }),
      { numRuns: 300 },
    );
  });
});

describe('tax rates typed as percents', () => {
  it('when a rate has three decimals, then it is kept in basis points with one decimal and read back the same', () => {
    expect(percentToBasisPoints('8.875')).toBe(887.5);
    expect(percentToBasisPoints('19')).toBe(1_900);
    expect(percentToBasisPoints('7,25')).toBe(725);
    expect(percentToBasisPoints('8.8755')).toBeUndefined();
    expect(percentToBasisPoints('-1')).toBeUndefined();
    expect(basisPointsToPercent(887.5)).toBe('8.875');
    expect(basisPointsToPercent(1_900)).toBe('19.00');
    expect(basisPointsToPercent(0)).toBe('0.00');
  });
});
