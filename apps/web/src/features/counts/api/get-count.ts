import { countDetailSchema, countReviewSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { countKeys } from './query-keys';

/** GET /api/counts/{id}: the session and its lines (a blind count's lines carry no expected quantity). */
export const countQuery = (id: number) =>
  queryOptions({
    queryKey: countKeys.detail(id),
    queryFn: async ({ signal }) => countDetailSchema.parse(await api.get(`/counts/${id}`, { signal })),
  });

export const useCount = (id: number) => useQuery(countQuery(id));

/** GET /api/counts/{id}/review: the variances, once the count is submitted. */
export const useCountReview = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: countKeys.review(id),
    queryFn: async ({ signal }) => countReviewSchema.parse(await api.get(`/counts/${id}/review`, { signal })),
    enabled,
  });
