import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, decimalToMinor, minorToDecimal, mulDivRound, parseMajor } from './money.js';
import {
  addDays,
  coveredDays,
  dailyAccrual,
  daysInMonth,
  parsePeriod,
  periodRent,
  previousPeriod,
  rateOn,
  type RateStep,
} from './proration.js';
import { quoteMonthly } from './quote.js';
import { agedBalance, computeStatement, needsStatement, overdueAmount } from './statement.js';

const flat = (monthlyRate: number): RateStep[] => [{ effectiveFrom: '2000-01-01', monthlyRate }];

describe('money', () => {
  it('when amounts are parsed and printed, then they stay exact minor units', () => {
    expect(parseMajor('12.34')).toBe(1234);
    expect(parseMajor('12')).toBe(1200);
    expect(parseMajor('0.5')).toBe(50);
    expect(parseMajor('-1')).toBeUndefined();
    expect(parseMajor('1.234')).toBeUndefined();
    expect(minorToDecimal(1234)).toBe('12.34');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
  });

  it('when a stored decimal is read, then it is whole minor units without floating-point drift', () => {
    expect(decimalToMinor('12.50')).toBe(1250);
    expect(decimalToMinor('0.1')).toBe(10);
    expect(decimalToMinor('7')).toBe(700);
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor('-3.1')).toBe(-310);
    expect(decimalToMinor(19.99)).toBe(1999);
  });
  it('when a share is rounded, then halves go away from zero', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(basisPointsOf(10_000, 725)).toBe(725);
    expect(basisPointsOf(333, 1_000)).toBe(33);
    expect(basisPointsOf(335, 1_000)).toBe(34);
  });
});

describe('pro-rating', () => {
  it('when months have 28, 29, 30 and 31 days, then a whole month is exactly the rate', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 1)).toBe(31);
    for (const period of [
      { year: 2026, month: 2 },
      { year: 2028, month: 2 },
      { year: 2026, month: 4 },
      { year: 2026, month: 1 },
    ])
      expect(periodRent(flat(9_999), { startDate: '2025-01-01', endDate: '2030-01-01' }, period)).toBe(9_999);
  });
  it('when the agreement starts mid-month, then the first month is pro-rated by the days of that month', () => {
    const to = '2030-01-01';
    expect(periodRent(flat(3_100), { startDate: '2026-01-16', endDate: to }, { year: 2026, month: 1 })).toBe(1_600);
    expect(periodRent(flat(10_000), { startDate: '2026-02-15', endDate: to }, { year: 2026, month: 2 })).toBe(5_000);
    expect(periodRent(flat(10_000), { startDate: '2028-02-15', endDate: to }, { year: 2028, month: 2 })).toBe(5_173);
    expect(periodRent(flat(10_000), { startDate: '2026-04-16', endDate: to }, { year: 2026, month: 4 })).toBe(5_000);
  });
  it('when the agreement ends mid-month, then the last month is pro-rated', () => {
    expect(periodRent(flat(10_000), { startDate: '2026-01-01', endDate: '2026-04-10' }, { year: 2026, month: 4 })).toBe(
      3_333,
    );
    expect(periodRent(flat(10_000), { startDate: '2026-03-10', endDate: '2026-03-20' }, { year: 2026, month: 3 })).toBe(
      3_548,
    );
    expect(coveredDays({ startDate: '2026-03-10', endDate: '2026-03-20' }, { year: 2026, month: 3 })).toBe(11);
  });
  it('when the rate changes mid-period, then each day is charged at the rate in force', () => {
    const steps: RateStep[] = [
      { effectiveFrom: '2026-01-01', monthlyRate: 10_000 },
      { effectiveFrom: '2026-03-16', monthlyRate: 20_000 },
    ];
    expect(rateOn(steps, '2026-03-15')).toBe(10_000);
    expect(rateOn(steps, '2026-03-16')).toBe(20_000);
    expect(rateOn(steps, '2025-12-31')).toBeUndefined();
    // 1-15 March: floor(10000*15/31) = 4838; 16-31 March: 20000 - floor(20000*15/31) = 10323.
    expect(periodRent(steps, { startDate: '2026-01-01', endDate: '2027-01-01' }, { year: 2026, month: 3 })).toBe(
      15_161,
    );
  });
  it('when an agreement has no days in the period, then it accrues nothing', () => {
    expect(periodRent(flat(10_000), { startDate: '2026-05-01', endDate: '2026-05-31' }, { year: 2026, month: 4 })).toBe(
      0,
    );
    expect(periodRent(flat(10_000), { startDate: '2026-04-10', endDate: '2026-04-09' }, { year: 2026, month: 4 })).toBe(
      0,
    );
    expect(coveredDays({ startDate: '2026-04-10', endDate: '2026-04-09' }, { year: 2026, month: 4 })).toBe(0);
  });
  it('when a single day is stored, then it accrues one day of the month', () => {
    expect(periodRent(flat(3_100), { startDate: '2026-01-05', endDate: '2026-01-05' }, { year: 2026, month: 1 })).toBe(
      100,
    );
    expect(dailyAccrual(3_100, '2026-01-05')).toBe(100);
  });
  it('when periods are named, then they parse, step back across years and refuse nonsense', () => {
    expect(parsePeriod('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parsePeriod('2026-13')).toBeUndefined();
    expect(parsePeriod('26-03')).toBeUndefined();
    expect(previousPeriod({ year: 2026, month: 1 })).toEqual({ year: 2025, month: 12 });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
  it('property: the sum of daily accruals equals the statement rent, with any rate steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 31 }), rate: fc.integer({ min: 0, max: 100_000_000 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, rawSteps, startDay, endDay) => {
          const days = daysInMonth(year, month);
          const key = `${year}-${String(month).padStart(2, '0')}`;
          const date = (d: number) => `${key}-${String(Math.min(d, days)).padStart(2, '0')}`;
          const steps: RateStep[] = [
            { effectiveFrom: `${year - 1}-01-01`, monthlyRate: rawSteps[0]!.rate },
            ...rawSteps.slice(1).map((s) => ({ effectiveFrom: date(s.day), monthlyRate: s.rate })),
          ];
          const agreement = { startDate: date(Math.min(startDay, endDay)), endDate: date(Math.max(startDay, endDay)) };
          let sum = 0;
          for (let d = 1; d <= days; d++) {
            const iso = date(d);
            if (iso >= agreement.startDate && iso <= agreement.endDate) sum += dailyAccrual(rateOn(steps, iso)!, iso);
          }
          expect(sum).toBe(periodRent(steps, agreement, { year, month }));
        },
      ),
    );
  });
});

describe('statements', () => {
  it('when a period has rent, a credit and a payment, then the new balance is exact and due after the terms', () => {
    const { lines, totals } = computeStatement({
      previousBalance: 5_000,
      lines: [
        { kind: 'rent', description: 'Rent', amount: 10_000 },
        { kind: 'credit', description: 'Goodwill', amount: -1_000 },
      ],
      payments: 5_000,
      taxBasisPoints: 1_000,
      taxInclusive: false,
      issueDate: '2026-04-01',
    });
    expect(lines).toEqual([
      { kind: 'rent', description: 'Rent', amount: 10_000, tax: 1_000 },
      { kind: 'credit', description: 'Goodwill', amount: -1_000, tax: -100 },
    ]);
    expect(totals).toEqual({
      previousBalance: 5_000,
      subtotal: 9_000,
      tax: 900,
      charges: 9_900,
      payments: 5_000,
      newBalance: 9_900,
      dueDate: '2026-04-15',
    });
  });
  it('when a payment exceeds the balance, then the credit carries forward as a negative balance', () => {
    const { totals } = computeStatement({
      previousBalance: 1_000,
      lines: [],
      payments: 3_000,
      taxBasisPoints: 0,
      taxInclusive: false,
      issueDate: '2026-04-01',
      paymentTermsDays: 30,
    });
    expect(totals.newBalance).toBe(-2_000);
    expect(totals.dueDate).toBe('2026-05-01');
  });
  it('when a credit stands alone, then it takes back the tax charged on what it credits', () => {
    const { totals } = computeStatement({
      previousBalance: 0,
      lines: [{ kind: 'credit', description: 'Refund', amount: -500 }],
      payments: 0,
      taxBasisPoints: 2_000,
      taxInclusive: false,
      issueDate: '2026-04-01',
    });
    expect(totals.tax).toBe(-100);
    expect(totals.newBalance).toBe(-600);
  });
  it('when nothing happened and nothing is owed, then no statement is needed', () => {
    expect(needsStatement({ previousBalance: 0, lines: 0, payments: 0 })).toBe(false);
    expect(needsStatement({ previousBalance: -1, lines: 0, payments: 0 })).toBe(true);
    expect(needsStatement({ previousBalance: 0, lines: 1, payments: 0 })).toBe(true);
    expect(needsStatement({ previousBalance: 0, lines: 0, payments: 100 })).toBe(true);
  });
});

describe('aged balances', () => {
  it('when a balance spans statements, then payments settle the oldest first', () => {
    const statements = [
      { dueDate: '2026-01-15', charges: 1_000 },
      { dueDate: '2026-02-15', charges: 1_000 },
      { dueDate: '2026-03-15', charges: 1_000 },
    ];
    expect(agedBalance(2_500, statements, '2026-03-20')).toEqual({
      not_due: 0,
      days_1_30: 1_000,
      days_31_60: 1_000,
      days_61_90: 500,
      days_over_90: 0,
    });
    expect(agedBalance(2_500, statements, '2026-03-15')).toMatchObject({ not_due: 1_000, days_1_30: 1_000 });
    expect(agedBalance(-100, statements, '2026-03-20')).toEqual({
      not_due: 0,
      days_1_30: 0,
      days_31_60: 0,
      days_61_90: 0,
      days_over_90: 0,
    });
  });
  it('when the grace period passes, then the part past it is overdue', () => {
    const statements = [{ dueDate: '2026-03-15', charges: 1_000 }];
    expect(overdueAmount(1_000, statements, '2026-03-20', 5)).toBe(0);
    expect(overdueAmount(1_000, statements, '2026-03-21', 5)).toBe(1_000);
    expect(overdueAmount(0, statements, '2026-05-21', 5)).toBe(0);
  });
});

describe('quote', () => {
  it('when volume, insurance and services are chosen, then the monthly price is exact', () => {
    const quote = quoteMonthly(
      { unitRate: 150, insuranceBasisPoints: 50, packingFee: 15_000, transportationFee: 10_000, taxBasisPoints: 800 },
      { volume: 100, insurance: true, packing: true, transportation: false, declaredValue: 5_000_000 },
    );
    expect(quote).toEqual({
      monthlyRent: 15_000,
      monthlyInsurance: 25_000,
      monthlySubtotal: 40_000,
      monthlyTax: 3_200,
      monthlyTotal: 43_200,
      oneTimeFees: 15_000,
    });
  });
});
