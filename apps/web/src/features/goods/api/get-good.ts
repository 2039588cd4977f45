import { goodSchema, type Good } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/** GET /api/goods/{id}: the item as stored now, read when its edit form opens. */
export async function getGood(id: number, signal?: AbortSignal): Promise<Good> {
  return goodSchema.parse(await api.get(`/goods/${id}`, { signal }));
}

export const goodQueryOptions = (id: number) =>
  queryOptions({ queryKey: goodsKeys.item(id), queryFn: ({ signal }) => getGood(id, signal), staleTime: 0 });

export function useGood(id: number | undefined) {
  return useQuery({ ...goodQueryOptions(id ?? 0), enabled: id !== undefined });
}
