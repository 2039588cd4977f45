import { goodsListResponseSchema, type GoodsListResponse } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GoodsListParams } from '../lib/goods-params';
import { goodsKeys } from './query-keys';

/** GET /api/goods: one page with the server-side filters; empty filters are omitted from the query. */
export async function getGoods(params: GoodsListParams, signal?: AbortSignal): Promise<GoodsListResponse> {
  const data = await api.get('/goods', { query: params, signal });
  return goodsListResponseSchema.parse(data);
}

export const goodsQueryOptions = (params: GoodsListParams) =>
  queryOptions({
    queryKey: goodsKeys.list(params),
    queryFn: ({ signal }) => getGoods(params, signal),
    // The table keeps the last page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    // Admins fix what they see; a list another person changed should not wait 30 s to show it.
    staleTime: 0,
    retry: false,
  });

export function useGoods(params: GoodsListParams) {
  return useQuery(goodsQueryOptions(params));
}
