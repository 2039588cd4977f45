import { customerSearchResultSchema } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/customers?q= (staff): customers by name, email or customer number, a few at a time. */
export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: billingKeys.customers(q),
    queryFn: async ({ signal }) =>
      customerSearchResultSchema.parse(await api.get('/billing/customers', { query: { q, limit: 8 }, signal })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export const useCustomerSearch = (q: string) => useQuery(customerSearchQuery(q));
