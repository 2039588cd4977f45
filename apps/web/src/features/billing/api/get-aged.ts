import { agedReportSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/aged-balances (admin). */
export const agedQuery = () =>
  queryOptions({
    queryKey: billingKeys.aged(),
    queryFn: async ({ signal }) => agedReportSchema.parse(await api.get('/billing/aged-balances', { signal })),
  });

export const useAgedBalances = () => useQuery(agedQuery());
