import { accruedDraftSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/account/accrued (the customer's own) or /api/billing/customers/{id}/accrued (staff). */
export const accruedQuery = (customerId: number | 'me') =>
  queryOptions({
    queryKey: billingKeys.accrued(customerId),
    queryFn: async ({ signal }) =>
      accruedDraftSchema.parse(
        await api.get(customerId === 'me' ? '/billing/account/accrued' : `/billing/customers/${customerId}/accrued`, {
          signal,
        }),
      ),
  });

export const useAccrued = (customerId: number | 'me', enabled = true) =>
  useQuery({ ...accruedQuery(customerId), enabled });
