import { goodDeleteResponseSchema } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/** DELETE /api/goods/{id}. */
export async function deleteGood(id: number): Promise<string> {
  return goodDeleteResponseSchema.parse(await api.delete(`/goods/${id}`)).detail;
}

export function useDeleteGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGood,
    // Spec 02 section 8: the list is reloaded after a delete, whether it worked or not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
