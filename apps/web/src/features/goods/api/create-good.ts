import { goodSchema, type Good, type GoodCreateRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/** POST /api/goods: the server generates the product id. */
export async function createGood(values: GoodCreateRequest): Promise<Good> {
  return goodSchema.parse(await api.post('/goods', values));
}

export function useCreateGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
