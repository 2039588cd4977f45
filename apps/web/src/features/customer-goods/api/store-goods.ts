import { customerGoodDetailSchema, type CustomerGoodDetail, type StoreGoodsInput } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { MY_GOODS_QUERY_KEY } from './get-my-goods';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** POST /api/goods/my-goods: the Store Goods submission; the good starts pending. */
export async function storeGoods(request: StoreGoodsInput): Promise<CustomerGoodDetail> {
  return customerGoodDetailSchema.parse(await api.post('/goods/my-goods', request));
}

export function useStoreGoods() {
  return useRefreshingMutation(storeGoods, MY_GOODS_QUERY_KEY);
}
