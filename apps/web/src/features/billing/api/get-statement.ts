import { statementSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** GET /api/billing/statements/{id}: one statement as an invoice (parties, lines with tax, totals). */
export const statementQuery = (id: number) =>
  queryOptions({
    queryKey: billingKeys.statement(id),
    queryFn: async ({ signal }) => statementSchema.parse(await api.get(`/billing/statements/${id}`, { signal })),
  });

export const useStatement = (id: number, enabled = true) => useQuery({ ...statementQuery(id), enabled });
