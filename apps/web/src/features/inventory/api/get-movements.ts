import { movementsListResponseSchema, type MovementsListResponse } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';

/** GET /api/goods/{id}/movements: the item's ledger, newest first (first page). */
export async function getMovements(id: number, signal?: AbortSignal): Promise<MovementsListResponse> {
  return movementsListResponseSchema.parse(await api.get(`/goods/${id}/movements`, { signal }));
}

export function useMovements(id: number | null) {
  return useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'movements', id],
    queryFn: ({ signal }) => getMovements(id ?? 0, signal),
    enabled: id !== null,
  });
}
