import type { AccessFrequency } from './options.js';

/** Spec 01 section 9: the pricing text of the Additional Services step, in US dollars. */
export const BASE_MONTHLY_FEE = 89;
export const INSURANCE_MONTHLY_FEE = 25;
export const INSURANCE_COVERAGE_LIMIT = 50_000;
export const PACKING_FROM_PRICE = 150;
export const TRANSPORTATION_FROM_PRICE = 100;

/** Monthly surcharge (negative: discount) per access frequency, shown as notes beside the options. */
export const ACCESS_FREQUENCY_MONTHLY_ADJUSTMENT: Record<AccessFrequency, number> = {
  daily: 50,
  weekly: 25,
  monthly: 0,
  rarely: -15,
};

export const ACCESS_FREQUENCY_PRICE_NOTES: Record<AccessFrequency, string> = {
  daily: '+$50/month',
  weekly: '+$25/month',
  monthly: 'Standard',
  rarely: '-$15/month',
};

/**
 * 50000 as "50,000". Not toLocaleString: this runs when the module loads, on every screen's start,
 * and a page's first Intl formatter loads locale data on the main thread.
 */
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const PRICING_NOTES = {
  base: `Base storage fee: $${BASE_MONTHLY_FEE}/month`,
  insurance: `+$${INSURANCE_MONTHLY_FEE}/month (coverage up to $${withThousands(INSURANCE_COVERAGE_LIMIT)})`,
  packing: `From $${PACKING_FROM_PRICE}`,
  transportation: `From $${TRANSPORTATION_FROM_PRICE}`,
} as const;

/**
 * The estimated monthly cost box. The spec says the total adds only insurance to the base fee:
 * packing and transportation are one-off "from" prices and the access notes are informational.
 */
export function estimatedMonthlyCost(application: { insurance_required?: boolean | null }): number {
  return BASE_MONTHLY_FEE + (application.insurance_required ? INSURANCE_MONTHLY_FEE : 0);
}
