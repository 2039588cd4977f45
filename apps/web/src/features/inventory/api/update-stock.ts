import {
  nudgeQuantity,
  stockUpdateResponseSchema,
  type GoodsListResponse,
  type StockUpdateInput,
  type StockUpdateResponse,
} from '@stockyard/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';

/** `optimisticStep`: the minus/plus buttons' one unit, shown in the rows before the server answers. */
export type StockUpdateVariables = { id: number; request: StockUpdateInput; optimisticStep?: 1 | -1 };

/** PUT /api/goods/{id}/stock: one ledgered movement; the server computes the new quantity. */
export async function updateStock({ id, request }: StockUpdateVariables): Promise<StockUpdateResponse> {
  return stockUpdateResponseSchema.parse(await api.put(`/goods/${id}/stock`, request));
}

const listKey = [...INVENTORY_QUERY_KEY, 'list'];

const stepRows = (queryClient: QueryClient, id: number, step: number) =>
  queryClient.setQueriesData<GoodsListResponse>(
    { queryKey: listKey },
    (data) =>
      data && {
        ...data,
        goods: data.goods.map((g) =>
          g.id === id ? { ...g, quantity: nudgeQuantity(g.quantity, step > 0 ? 1 : -1) } : g,
        ),
      },
  );

/**
 * With `optimisticStep` the rows move by one at once (the minus/plus buttons). A refusal takes back
 * only that step, not a snapshot of the list, so other presses still on their way keep theirs; the
 * refetch when each settles brings the rows to the stock as stored.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onMutate: async ({ id, optimisticStep }) => {
      if (optimisticStep === undefined) return;
      await queryClient.cancelQueries({ queryKey: listKey });
      stepRows(queryClient, id, optimisticStep);
    },
    onError: (_error, { id, optimisticStep }) => {
      if (optimisticStep !== undefined) stepRows(queryClient, id, -optimisticStep);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY }),
  });
}
