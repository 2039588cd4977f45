import { quoteMonthly, type Quote, type QuoteInput } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { getBillingSettings, unitRatesOn, type BillingSettingsRecord } from './billing.repository.js';

/** What is priced: a storage type, a volume and the services chosen (the application's answers). */
export type PriceChoice = Omit<QuoteInput, 'declaredValue'> & { storageType: string };

/** The one price of a choice under a unit rate and the site's service prices (see quoteMonthly). */
export function priceOf(settings: BillingSettingsRecord, unitRate: number, choice: PriceChoice): Quote {
  return quoteMonthly(
    {
      unitRate,
      insuranceBasisPoints: settings.insuranceBasisPoints,
      packingFee: settings.packingFee,
      transportationFee: settings.transportationFee,
      taxBasisPoints: settings.taxBasisPoints,
    },
    {
      volume: choice.volume,
      insurance: choice.insurance,
      packing: choice.packing,
      transportation: choice.transportation,
    },
  );
}

/**
 * The price of a choice at every branch from the rates in force on a date (a branch's own rate, else
 * the default); `price` is null at a branch with no rate for the type. The quote, the reviewer's
 * branch list and the approval all read it, so the figures they show are the same.
 */
export async function pricesAtBranches(db: Executor, choice: PriceChoice, date: string) {
  const settings = await getBillingSettings(db);
  const rates = await unitRatesOn(db, choice.storageType, date);
  return {
    settings,
    branches: rates.map((branch) => ({
      ...branch,
      price: branch.unit_rate === null ? null : priceOf(settings, branch.unit_rate, choice),
    })),
  };
}
