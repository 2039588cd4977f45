import { rateListSchema, rateSchema, type RateCreate } from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/rates (admin). */
export const ratesQuery = () =>
  queryOptions({
    queryKey: billingKeys.rates(),
    queryFn: async ({ signal }) => rateListSchema.parse(await api.get('/billing/rates', { signal })),
  });

export const useRates = () => useQuery(ratesQuery());

/** POST /api/billing/rates (admin): a new rate from its effective date. */
export function useCreateRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RateCreate) => rateSchema.parse(await api.post('/billing/rates', input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.rates() }),
  });
}
