import { goodSchema, type Good, type GoodUpdateRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

export type UpdateGoodVariables = { id: number; values: GoodUpdateRequest; version: number };

/**
 * PUT /api/goods/{id} from the version the form was loaded from: the product id is sent back
 * unchanged (the server refuses a change), the quantity never (stock moves through movements).
 */
export async function updateGood({ id, values, version }: UpdateGoodVariables): Promise<Good> {
  return goodSchema.parse(await api.put(`/goods/${id}`, { ...values, version }));
}

export function useUpdateGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
