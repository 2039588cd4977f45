import { paymentListSchema } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BILLING_PAGE_SIZE, type ListQuery } from './get-statements';
import { billingKeys } from './query-keys';

/** GET /api/billing/payments: a customer's own, or (staff) all or one customer's. */
export const paymentsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: billingKeys.payments(query),
    queryFn: async ({ signal }) => paymentListSchema.parse(await api.get('/billing/payments', { query, signal })),
    placeholderData: keepPreviousData,
  });

export const firstPaymentsPage = () => paymentsQuery({ page: 1, limit: BILLING_PAGE_SIZE });

export const usePayments = (query: ListQuery) => useQuery(paymentsQuery(query));
