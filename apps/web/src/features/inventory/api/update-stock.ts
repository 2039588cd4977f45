import {
  stockUpdateResponseSchema,
  type GoodsListResponse,
  type StockUpdateInput,
  type StockUpdateResponse,
} from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';

export type StockUpdateVariables = { id: number; request: StockUpdateInput; optimisticQuantity?: number };

/** PUT /api/goods/{id}/stock: one ledgered movement; the server computes the new quantity. */
export async function updateStock({ id, request }: StockUpdateVariables): Promise<StockUpdateResponse> {
  return stockUpdateResponseSchema.parse(await api.put(`/goods/${id}/stock`, request));
}

const listKey = [...INVENTORY_QUERY_KEY, 'list'];

/**
 * With `optimisticQuantity` the rows show the new count at once (the minus/plus buttons); on a
 * refusal every list is put back as it was and the caller shows the error.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onMutate: async ({ id, optimisticQuantity }) => {
      if (optimisticQuantity === undefined) return { previous: [] as [readonly unknown[], unknown][] };
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<GoodsListResponse>({ queryKey: listKey });
      queryClient.setQueriesData<GoodsListResponse>(
        { queryKey: listKey },
        (data) =>
          data && {
            ...data,
            goods: data.goods.map((g) => (g.id === id ? { ...g, quantity: optimisticQuantity } : g)),
          },
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY }),
  });
}
