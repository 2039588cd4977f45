import { basisPointsOf, MINOR_PER_MAJOR } from './money.js';

/**
 * The one price of storage. Every figure that names what storage costs comes from `quoteMonthly`:
 * the quote at each branch, the wizard's estimated monthly cost, the price the reviewer sees, the
 * rate an approval agrees (stored on the agreement) and so the rent and insurance on statements.
 */

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

/** Insurance covers up to this value (major units); the application does not ask the goods' value, so it is assumed. */
export const INSURANCE_COVERAGE_LIMIT = 50_000;
/** The declared value insurance is priced on, minor units. */
export const INSURED_VALUE = INSURANCE_COVERAGE_LIMIT * MINOR_PER_MAJOR;

export type QuoteInput = {
  volume: number;
  insurance: boolean;
  packing: boolean;
  transportation: boolean;
  /** The goods' declared value in minor units (insurance is a share of it); the coverage limit when not given. */
  declaredValue?: number;
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

/** The monthly price of storing `volume` units with the chosen services. */
export function quoteMonthly(prices: PriceList, input: QuoteInput): Quote {
  const monthlyRent = prices.unitRate * input.volume;
  const insured = input.declaredValue ?? INSURED_VALUE;
  const monthlyInsurance = input.insurance ? basisPointsOf(insured, prices.insuranceBasisPoints) : 0;
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

/** A figure across the branches offered: the same at all of them when low equals high. */
export type PriceSpan = { low: number; high: number };
export type QuoteSpan = {
  monthly_rent: PriceSpan;
  monthly_insurance: PriceSpan;
  monthly_tax: PriceSpan;
  monthly_total: PriceSpan;
  one_time_fees: PriceSpan;
};
type QuotedFigures = Record<keyof QuoteSpan, number>;

/**
 * The wizard's estimated monthly cost: each figure of the branch quotes from its lowest to its
 * highest, so the estimate is exactly the quotes' own figures. Undefined when no branch is offered.
 */
export function quoteSpan(branches: readonly QuotedFigures[]): QuoteSpan | undefined {
  if (branches.length === 0) return undefined;
  const span = (field: keyof QuoteSpan): PriceSpan => {
    const values = branches.map((branch) => branch[field]);
    return { low: Math.min(...values), high: Math.max(...values) };
  };
  return {
    monthly_rent: span('monthly_rent'),
    monthly_insurance: span('monthly_insurance'),
    monthly_tax: span('monthly_tax'),
    monthly_total: span('monthly_total'),
    one_time_fees: span('one_time_fees'),
  };
}

/** An approval is refused rather than agreeing free storage. */
export const noRateMessage = (storageType: string, branch: string) =>
  `No rate is set for ${storageType} storage at ${branch}: set a rate in Billing first, then approve again`;
