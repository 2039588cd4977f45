import { branchSchema, type Branch, type BranchCreateRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCHES_QUERY_KEY } from './get-branches';

/** POST /api/branches (admin): available space defaults to the capacity on the server too. */
export async function createBranch(request: BranchCreateRequest): Promise<Branch> {
  return branchSchema.parse(await api.post('/branches', request));
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_QUERY_KEY }),
  });
}
