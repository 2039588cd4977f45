import { BRANCH_PAGE_MAX_LIMIT, branchSchema, type Branch } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/branches: every branch (the list is bounded), for the count and the utilisation chart. */
export async function getDashboardBranches(signal?: AbortSignal): Promise<Branch[]> {
  const data = await api.get('/branches', { query: { skip: 0, limit: BRANCH_PAGE_MAX_LIMIT }, signal });
  return branchSchema.array().parse(data);
}

export const dashboardBranchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-dashboard', 'branches'],
    queryFn: ({ signal }) => getDashboardBranches(signal),
    staleTime: 0,
  });

export function useDashboardBranches() {
  return useQuery(dashboardBranchesQueryOptions());
}
