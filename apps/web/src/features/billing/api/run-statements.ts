import { runStatementsResultSchema } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** POST /api/billing/statements/run (admin): what the monthly job does, for a period that is over. */
export function useRunStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: string) =>
      runStatementsResultSchema.parse(await api.post('/billing/statements/run', { period })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
