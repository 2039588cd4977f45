import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCHES_QUERY_KEY } from './get-branches';

/** DELETE /api/branches/{id} (admin); 409 with a detail naming what is still attached. */
export async function deleteBranch(id: number): Promise<void> {
  await api.delete(`/branches/${id}`);
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_QUERY_KEY }),
  });
}
