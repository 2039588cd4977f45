import { stockUpdateResponseSchema, type StockUpdateRequest, type StockUpdateResponse } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/**
 * PUT /api/goods/{id}/stock. Only the form's fields are sent: the server reads the stock under a
 * row lock and computes previous and new quantity itself, so the client's figures would be ignored.
 */
export async function updateStock({
  id,
  values,
}: {
  id: number;
  values: StockUpdateRequest;
}): Promise<StockUpdateResponse> {
  const { type, quantity, reason, reference_number, notes } = values;
  const body = { type, quantity, reason, reference_number, notes, good_id: id };
  return stockUpdateResponseSchema.parse(await api.put(`/goods/${id}/stock`, body));
}

export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
