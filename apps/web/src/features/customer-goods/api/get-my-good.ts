import { customerGoodDetailSchema, type CustomerGoodDetail } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_GOODS_QUERY_KEY } from './get-my-goods';

/** GET /api/goods/my-goods/{id}: one own good with its status history (404 for anyone else's). */
export async function getMyGood(id: number, signal?: AbortSignal): Promise<CustomerGoodDetail> {
  return customerGoodDetailSchema.parse(await api.get(`/goods/my-goods/${id}`, { signal }));
}

export const myGoodQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...MY_GOODS_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getMyGood(id, signal) });

export function useMyGood(id: number | null) {
  return useQuery({ ...myGoodQueryOptions(id ?? 0), enabled: id !== null });
}
