import { customerGoodDetailSchema, type CustomerGoodDetail, type StoreGoodsInput } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_GOODS_QUERY_KEY } from './get-my-goods';

/** POST /api/goods/my-goods: the Store Goods submission; the good starts pending. */
export async function storeGoods(request: StoreGoodsInput): Promise<CustomerGoodDetail> {
  return customerGoodDetailSchema.parse(await api.post('/goods/my-goods', request));
}

export function useStoreGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_GOODS_QUERY_KEY }),
  });
}
