import { quoteSchema, type QuoteResponse, type StorageType } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

export type QuoteRequest = {
  volume: number;
  storage_type: StorageType;
  insurance: boolean;
  packing: boolean;
  transportation: boolean;
};

/** GET /api/billing/quote: the estimated monthly price at each branch from today's rates. */
export async function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  const query = {
    volume: request.volume,
    storage_type: request.storage_type,
    insurance: String(request.insurance),
    packing: String(request.packing),
    transportation: String(request.transportation),
  };
  return quoteSchema.parse(await api.get('/billing/quote', { query, signal }));
}

export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'quote', request] as const,
    queryFn: ({ signal }) => getQuote(request, signal),
    placeholderData: keepPreviousData,
  });

export const useQuote = (request: QuoteRequest | undefined) =>
  useQuery({
    ...quoteQuery(
      request ?? { volume: 1, storage_type: 'standard', insurance: false, packing: false, transportation: false },
    ),
    enabled: request !== undefined,
  });
