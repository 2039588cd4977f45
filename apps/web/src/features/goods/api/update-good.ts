import { goodSchema, type Good, type GoodUpdateRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/** PUT /api/goods/{id}: the product id is sent back unchanged (the server refuses a change). */
export async function updateGood({ id, values }: { id: number; values: GoodUpdateRequest }): Promise<Good> {
  return goodSchema.parse(await api.put(`/goods/${id}`, values));
}

export function useUpdateGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
