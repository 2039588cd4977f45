import { ownedGoodsResponseSchema, type OwnedGoodsResponse } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';

/** GET /api/customer-goods (staff): customer-owned goods with the owner's name, newest first. */
export async function getCustomerGoods(status: string, signal?: AbortSignal): Promise<OwnedGoodsResponse> {
  const data = await api.get('/customer-goods', { query: { status: status || undefined, limit: 100 }, signal });
  return ownedGoodsResponseSchema.parse(data);
}

export function useCustomerGoods(status: string) {
  return useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'customer-goods', status],
    queryFn: ({ signal }) => getCustomerGoods(status, signal),
  });
}
