import { describe, expect, it } from 'vitest';
import { INSURED_VALUE, noRateMessage, quoteMonthly, quoteSpan } from './quote.js';

const prices = {
  unitRate: 120,
  insuranceBasisPoints: 5,
  packingFee: 15_000,
  transportationFee: 10_000,
  taxBasisPoints: 0,
};
const choice = { volume: 100, insurance: false, packing: false, transportation: false };

describe('the one price', () => {
  it('when no value is declared, then insurance is priced on the coverage limit (50,000)', () => {
    expect(INSURED_VALUE).toBe(5_000_000);
    expect(quoteMonthly(prices, { ...choice, insurance: true }).monthlyInsurance).toBe(2_500);
    expect(quoteMonthly(prices, { ...choice, insurance: true, declaredValue: 1_000_000 }).monthlyInsurance).toBe(500);
  });

  it('when no service is chosen, then the price is the rent alone and nothing is charged once', () => {
    expect(quoteMonthly(prices, choice)).toEqual({
      monthlyRent: 12_000,
      monthlyInsurance: 0,
      monthlySubtotal: 12_000,
      monthlyTax: 0,
      monthlyTotal: 12_000,
      oneTimeFees: 0,
    });
  });

  it('when the rate is zero, then only the services cost (a zero rate is a price the admin set, not a missing one)', () => {
    const quote = quoteMonthly({ ...prices, unitRate: 0 }, { ...choice, insurance: true, transportation: true });
    expect([quote.monthlyRent, quote.monthlyTotal, quote.oneTimeFees]).toEqual([0, 2_500, 10_000]);
  });

  it('when tax has half a cent, then it rounds half away from zero', () => {
    // 8.875 % of 1.00 a unit times 2 = 0.1775, so 18 cents.
    expect(quoteMonthly({ ...prices, unitRate: 100, taxBasisPoints: 888 }, { ...choice, volume: 2 }).monthlyTax).toBe(
      18,
    );
  });
});

describe('the estimated monthly cost across branches', () => {
  const branch = (rent: number, total: number) => ({
    monthly_rent: rent,
    monthly_insurance: 2_500,
    monthly_tax: total - rent - 2_500,
    monthly_total: total,
    one_time_fees: 0,
  });

  it('when no branch is offered, then there is no estimate', () => {
    expect(quoteSpan([])).toBeUndefined();
  });

  it('when one branch is offered, then every figure is that branch quote', () => {
    expect(quoteSpan([branch(10_000, 12_500)])?.monthly_total).toEqual({ low: 12_500, high: 12_500 });
  });

  it('when branches differ, then each figure runs from the lowest to the highest quote', () => {
    const span = quoteSpan([branch(15_000, 17_500), branch(10_000, 12_500), branch(27_500, 30_000)]);
    expect(span).toMatchObject({
      monthly_rent: { low: 10_000, high: 27_500 },
      monthly_insurance: { low: 2_500, high: 2_500 },
      monthly_total: { low: 12_500, high: 30_000 },
    });
  });

  it('when a type has no rate, then the refusal names the type and branch and what to do', () => {
    expect(noRateMessage('Secure', 'Northside')).toBe(
      'No rate is set for Secure storage at Northside: set a rate in Billing first, then approve again',
    );
  });
});
