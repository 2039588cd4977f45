import { ownedGoodsResponseSchema, type OwnedGoodsResponse } from '@stockyard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';

export type CustomerGoodsFilter = { status: string; search: string };

/** GET /api/customer-goods (staff): customers' stored lots with the owner's name, newest first. */
export async function getCustomerGoods(filter: CustomerGoodsFilter, signal?: AbortSignal): Promise<OwnedGoodsResponse> {
  const data = await api.get('/customer-goods', {
    query: { status: filter.status || undefined, search: filter.search.trim() || undefined, limit: 100 },
    signal,
  });
  return ownedGoodsResponseSchema.parse(data);
}

export function useCustomerGoods(filter: CustomerGoodsFilter) {
  return useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'customer-goods', filter],
    queryFn: ({ signal }) => getCustomerGoods(filter, signal),
    placeholderData: keepPreviousData,
  });
}
