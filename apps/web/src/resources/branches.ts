import {
  BRANCH_PAGE_DEFAULT_LIMIT,
  BRANCH_PAGE_MAX_LIMIT,
  branchSchema,
  type Branch,
  type BranchCapacityUpdateRequest,
  type BranchCreateRequest,
  type BranchUpdateRequest,
} from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Branches are read by the public list, the admin's branch screen, the dashboard, the goods screens
 * and several forms' selectors. They all read them here, under one key, so a write shows everywhere.
 */
export type BranchListParams = { skip?: number; limit?: number };

export const branchKeys = {
  all: ['branches'] as const,
  list: (params: BranchListParams) => [...branchKeys.all, 'list', params] as const,
};

/** GET /api/branches: public, a bare list (spec 01 section 7; defaults skip 0, limit 100). */
export async function getBranches(
  { skip = 0, limit = BRANCH_PAGE_DEFAULT_LIMIT }: BranchListParams = {},
  signal?: AbortSignal,
): Promise<Branch[]> {
  return branchSchema.array().parse(await api.get('/branches', { query: { skip, limit }, signal }));
}

export const branchesQueryOptions = (params: BranchListParams = {}) =>
  queryOptions({ queryKey: branchKeys.list(params), queryFn: ({ signal }) => getBranches(params, signal) });

export function useBranches(params: BranchListParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...branchesQueryOptions(params), enabled });
}

/** Every branch (the list is bounded by the server's maximum), for selectors, filters and charts. */
export const ALL_BRANCHES: BranchListParams = { skip: 0, limit: BRANCH_PAGE_MAX_LIMIT };

export const allBranchesQueryOptions = () => branchesQueryOptions(ALL_BRANCHES);

export function useAllBranches(options: { enabled?: boolean } = {}) {
  return useBranches(ALL_BRANCHES, options);
}

// Not lib/use-refreshing-mutation: this file is part of the first screen, which should take in nothing more.
function useBranchMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  { evenOnFailure = false } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: branchKeys.all });
  return useMutation(evenOnFailure ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh });
}

/** POST /api/branches (admin): available space defaults to the capacity on the server too. */
export async function createBranch(request: BranchCreateRequest): Promise<Branch> {
  return branchSchema.parse(await api.post('/branches', request));
}

export const useCreateBranch = () => useBranchMutation(createBranch);

export type UpdateBranchVariables = { id: number; request: BranchUpdateRequest };

/** PUT /api/branches/{id} (admin) with the whole edited branch (spec 02 section 7) and the version it was made from. */
export async function updateBranch({ id, request }: UpdateBranchVariables): Promise<Branch> {
  return branchSchema.parse(await api.put(`/branches/${id}`, request));
}

export const useUpdateBranch = () => useBranchMutation(updateBranch);

export type UpdateBranchCapacityVariables = { id: number; request: BranchCapacityUpdateRequest };

/**
 * PUT /api/branches/{id} with only capacity and available_space: the server treats it as Manage
 * Capacity, keeps the stored used space and derives the available space itself. The request's
 * `version` names the version of the branch the dialog was opened on.
 */
export async function updateBranchCapacity({ id, request }: UpdateBranchCapacityVariables): Promise<Branch> {
  return branchSchema.parse(await api.put(`/branches/${id}`, request));
}

export const useUpdateBranchCapacity = () => useBranchMutation(updateBranchCapacity);

export type DeleteBranchVariables = { id: number; version: number };

/**
 * DELETE /api/branches/{id}?version= (admin); 409 with a detail naming what is still attached, or
 * STALE_VERSION when the branch changed since the page showed it.
 */
export async function deleteBranch({ id, version }: DeleteBranchVariables): Promise<void> {
  await api.delete(`/branches/${id}`, { query: { version } });
}

// Reloaded after a refusal too, so the cards show the branch as it is now.
export const useDeleteBranch = () => useBranchMutation(deleteBranch, { evenOnFailure: true });

/** The branches as a select's options (value: the id as text). */
export const branchSelectOptions = (branches: readonly Branch[] = []) =>
  branches.map((branch) => ({ value: String(branch.id), label: branch.name }));
