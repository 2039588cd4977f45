import { statementListSchema } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** Rows per page of the statements and payments tables (and their route loaders). */
export const BILLING_PAGE_SIZE = 10;

export type ListQuery = { page: number; limit: number; customer_id?: number; period?: string };

/** GET /api/billing/statements: a customer's own, or (staff) all or one customer's. */
export const statementsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: billingKeys.statements(query),
    queryFn: async ({ signal }) => statementListSchema.parse(await api.get('/billing/statements', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** The first page a Billing screen opens on: the caller's own or, for staff, everyone's. */
export const firstStatementsPage = () => statementsQuery({ page: 1, limit: BILLING_PAGE_SIZE });

export const useStatements = (query: ListQuery) => useQuery(statementsQuery(query));
