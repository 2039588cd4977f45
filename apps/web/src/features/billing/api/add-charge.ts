import { chargeSchema, type ChargeCreate } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** POST /api/billing/charges (staff): a one-time charge, late fee or credit. */
export function useAddCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChargeCreate) => chargeSchema.parse(await api.post('/billing/charges', input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
