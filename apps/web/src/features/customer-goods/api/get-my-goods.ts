import { customerGoodSchema, type CustomerGood } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the customer's own goods; a submission invalidates them all. */
export const MY_GOODS_QUERY_KEY = ['my-goods'] as const;

/** GET /api/goods/my-goods: a bare list of the caller's goods (the dashboard filters it locally). */
export async function getMyGoods(signal?: AbortSignal): Promise<CustomerGood[]> {
  return customerGoodSchema.array().parse(await api.get('/goods/my-goods', { signal }));
}

export const myGoodsQueryOptions = () =>
  queryOptions({ queryKey: [...MY_GOODS_QUERY_KEY, 'list'], queryFn: ({ signal }) => getMyGoods(signal) });

export function useMyGoods() {
  return useQuery(myGoodsQueryOptions());
}
