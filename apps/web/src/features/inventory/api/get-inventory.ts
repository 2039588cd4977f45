import { GOODS_PAGE_MAX_LIMIT, goodsListResponseSchema, type GoodsListResponse } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY, toQuery, type InventoryFilter } from './inventory-filter';

/** GET /api/goods with the filters and limit 1000 (spec 01 section 7: the inventory reads up to 1000). */
export async function getInventory(filter: InventoryFilter, signal?: AbortSignal): Promise<GoodsListResponse> {
  const data = await api.get('/goods', {
    query: { ...toQuery(filter), limit: GOODS_PAGE_MAX_LIMIT, sort: 'name' },
    signal,
  });
  return goodsListResponseSchema.parse(data);
}

export const inventoryQueryOptions = (filter: InventoryFilter) =>
  queryOptions({
    queryKey: [...INVENTORY_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) => getInventory(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useInventory(filter: InventoryFilter) {
  return useQuery(inventoryQueryOptions(filter));
}
