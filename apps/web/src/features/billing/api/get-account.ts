import { billingAccountSchema, type BillingAccount } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/account (the customer's own) or /api/billing/customers/{id} (staff). */
export async function getAccount(customerId: number | 'me', signal?: AbortSignal): Promise<BillingAccount> {
  const path = customerId === 'me' ? '/billing/account' : `/billing/customers/${customerId}`;
  return billingAccountSchema.parse(await api.get(path, { signal }));
}

export const accountQuery = (customerId: number | 'me') =>
  queryOptions({ queryKey: billingKeys.account(customerId), queryFn: ({ signal }) => getAccount(customerId, signal) });

export const useAccount = (customerId: number | 'me') => useQuery(accountQuery(customerId));
