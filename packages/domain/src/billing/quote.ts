import { basisPointsOf } from './money.js';

/** The prices an admin sets for a branch and storage type, and the site-wide service prices. */
export type PriceList = {
  /** Monthly rate per unit of space, minor units. */
  unitRate: number;
  /** Insurance per month, basis points of the declared value. */
  insuranceBasisPoints: number;
  packingFee: number;
  transportationFee: number;
  taxBasisPoints: number;
};

export type QuoteInput = {
  volume: number;
  insurance: boolean;
  packing: boolean;
  transportation: boolean;
  /** The goods' declared value in minor units (insurance is a share of it). */
  declaredValue: number;
};

export type Quote = {
  /** Rent per month: unit rate times volume. */
  monthlyRent: number;
  monthlyInsurance: number;
  /** Rent and insurance before tax. */
  monthlySubtotal: number;
  monthlyTax: number;
  monthlyTotal: number;
  /** Packing and transportation, charged once on the first statement (before tax). */
  oneTimeFees: number;
};

/** The estimated monthly price of storing `volume` units with the chosen services. */
export function quoteMonthly(prices: PriceList, input: QuoteInput): Quote {
  const monthlyRent = prices.unitRate * input.volume;
  const monthlyInsurance = input.insurance ? basisPointsOf(input.declaredValue, prices.insuranceBasisPoints) : 0;
  const monthlySubtotal = monthlyRent + monthlyInsurance;
  const monthlyTax = basisPointsOf(monthlySubtotal, prices.taxBasisPoints);
  const oneTimeFees = (input.packing ? prices.packingFee : 0) + (input.transportation ? prices.transportationFee : 0);
  return {
    monthlyRent,
    monthlyInsurance,
    monthlySubtotal,
    monthlyTax,
    monthlyTotal: monthlySubtotal + monthlyTax,
    oneTimeFees,
  };
}
