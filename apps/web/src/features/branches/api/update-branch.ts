import { branchSchema, type Branch, type BranchUpdateRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCHES_QUERY_KEY } from './get-branches';

export type UpdateBranchVariables = { id: number; request: BranchUpdateRequest };

/** PUT /api/branches/{id} (admin) with the whole edited branch (spec 02 section 7) and the version it was made from. */
export async function updateBranch({ id, request }: UpdateBranchVariables): Promise<Branch> {
  return branchSchema.parse(await api.put(`/branches/${id}`, request));
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_QUERY_KEY }),
  });
}
