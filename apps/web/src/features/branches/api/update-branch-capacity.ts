import { branchSchema, type Branch, type BranchCapacityUpdateRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCHES_QUERY_KEY } from './get-branches';

export type UpdateBranchCapacityVariables = { id: number; request: BranchCapacityUpdateRequest };

/**
 * PUT /api/branches/{id} with only capacity and available_space: the server treats it as Manage
 * Capacity, keeps the stored used space and derives the available space itself. The request's
 * `version` names the version of the branch the dialog was opened on.
 */
export async function updateBranchCapacity({ id, request }: UpdateBranchCapacityVariables): Promise<Branch> {
  return branchSchema.parse(await api.put(`/branches/${id}`, request));
}

export function useUpdateBranchCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranchCapacity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_QUERY_KEY }),
  });
}
