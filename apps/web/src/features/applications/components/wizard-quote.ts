import { ESTIMATED_VOLUME_UNITS, STORAGE_TYPES, type EstimatedVolume, type StorageType } from '@stockyard/domain';
import { useQuote, type QuoteRequest } from '../api/get-quote';

/** The wizard's answers a price depends on. */
export type PriceChoice = {
  estimatedVolume: string;
  storageType: string;
  insurance: boolean;
  packing: boolean;
  transportation: boolean;
};

/** The quote request of the wizard's answers, or undefined until a volume and a storage type are chosen. */
export function quoteRequestOf(choice: PriceChoice): QuoteRequest | undefined {
  const volume = ESTIMATED_VOLUME_UNITS[choice.estimatedVolume as EstimatedVolume] as number | undefined;
  const type = (STORAGE_TYPES as readonly string[]).includes(choice.storageType)
    ? (choice.storageType as StorageType)
    : undefined;
  if (volume === undefined || type === undefined) return undefined;
  return {
    volume,
    storage_type: type,
    insurance: choice.insurance,
    packing: choice.packing,
    transportation: choice.transportation,
  };
}

/**
 * The one quote of the services step: the estimated monthly cost, the service notes and the price at
 * each branch all read it (one request, one cache entry), so they show the same figures.
 */
export function useWizardQuote(choice: PriceChoice) {
  const request = quoteRequestOf(choice);
  return { request, quote: useQuote(request) };
}
