import { BRANCH_PAGE_DEFAULT_LIMIT, branchSchema, type Branch } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BranchListParams = { skip?: number; limit?: number };

/** GET /api/branches: public, a bare list (spec 01 section 7; defaults skip 0, limit 100). */
export async function getBranches(
  { skip = 0, limit = BRANCH_PAGE_DEFAULT_LIMIT }: BranchListParams = {},
  signal?: AbortSignal,
): Promise<Branch[]> {
  const data = await api.get('/branches', { query: { skip, limit }, signal });
  return branchSchema.array().parse(data);
}

/** Every branch list in the cache; writes invalidate it so all screens show the change. */
export const BRANCHES_QUERY_KEY = ['branches'] as const;

export const branchesQueryOptions = (params: BranchListParams = {}) =>
  queryOptions({
    queryKey: [...BRANCHES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getBranches(params, signal),
  });

export function useBranches(params: BranchListParams = {}) {
  return useQuery(branchesQueryOptions(params));
}
