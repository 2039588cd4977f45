import {
  MOVEMENTS_PAGE_DEFAULT_LIMIT,
  movementsListResponseSchema,
  type MovementsListResponse,
} from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/** GET /api/goods/{id}/movements: the item's stock ledger, newest first. */
export async function getMovements(id: number, page: number, signal?: AbortSignal): Promise<MovementsListResponse> {
  const data = await api.get(`/goods/${id}/movements`, {
    query: { page, limit: MOVEMENTS_PAGE_DEFAULT_LIMIT },
    signal,
  });
  return movementsListResponseSchema.parse(data);
}

export const movementsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: goodsKeys.movements(id, page),
    queryFn: ({ signal }) => getMovements(id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMovements(id: number | undefined, page: number) {
  return useQuery({ ...movementsQueryOptions(id ?? 0, page), enabled: id !== undefined });
}
