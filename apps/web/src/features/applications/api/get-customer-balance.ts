import { billingAccountSchema, type BillingAccount } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/billing/customers/{id} (staff): the customer's balance beside their application. Under
 * the billing root key, so a payment recorded on the Billing screen refreshes it too.
 */
export const customerBalanceQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['billing', 'account', customerId] as const,
    queryFn: async ({ signal }): Promise<BillingAccount> =>
      billingAccountSchema.parse(await api.get(`/billing/customers/${customerId}`, { signal })),
  });

export const useCustomerBalance = (customerId: number) => useQuery(customerBalanceQuery(customerId));
