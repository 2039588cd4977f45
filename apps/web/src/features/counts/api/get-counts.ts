import { countListResponseSchema, type CountStatus } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { countKeys } from './query-keys';

export const COUNTS_PAGE_SIZE = 10;

/** GET /api/counts: a page of the caller's branches' counts and the branches they may count. */
export const countsQuery = (query: { status?: CountStatus; page: number }) =>
  queryOptions({
    queryKey: countKeys.list(query),
    queryFn: async ({ signal }) =>
      countListResponseSchema.parse(
        await api.get('/counts', {
          query: { page: query.page, limit: COUNTS_PAGE_SIZE, ...(query.status ? { status: query.status } : {}) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useCounts = (query: { status?: CountStatus; page: number }) => useQuery(countsQuery(query));
