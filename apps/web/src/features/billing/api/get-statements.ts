import { statementListSchema } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export type ListQuery = { page: number; limit: number; customer_id?: number; period?: string };

/** GET /api/billing/statements: a customer's own, or (staff) all or one customer's. */
export const statementsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: billingKeys.statements(query),
    queryFn: async ({ signal }) => statementListSchema.parse(await api.get('/billing/statements', { query, signal })),
    placeholderData: keepPreviousData,
  });

export const useStatements = (query: ListQuery) => useQuery(statementsQuery(query));
