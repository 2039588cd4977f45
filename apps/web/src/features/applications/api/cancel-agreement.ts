import { agreementSchema, type Agreement } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { branchKeys } from '../../../resources/branches';
import { applicationKeys } from './query-keys';

/** POST /api/agreements/{id}/cancel (customer): from the version read; frees the reserved space. */
export async function cancelAgreement(agreement: Pick<Agreement, 'id' | 'version'>): Promise<Agreement> {
  const data = await api.post(`/agreements/${agreement.id}/cancel`, { version: agreement.version });
  return agreementSchema.parse(data);
}

export function useCancelAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAgreement,
    // The application card shows the agreement, and branch figures (capacity screen) move with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: branchKeys.all }),
      ]),
  });
}
