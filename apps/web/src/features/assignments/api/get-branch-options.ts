import { BRANCH_PAGE_MAX_LIMIT, branchSchema, type Branch } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/branches: the branches an assignment can be placed at (spec 02: from the branch list). */
export async function getBranchOptions(signal?: AbortSignal): Promise<Branch[]> {
  const data = await api.get('/branches', { query: { skip: 0, limit: BRANCH_PAGE_MAX_LIMIT }, signal });
  return branchSchema.array().parse(data);
}

export const branchOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['assignment-form', 'branches'], queryFn: ({ signal }) => getBranchOptions(signal) });

export function useBranchOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...branchOptionsQueryOptions(), enabled });
}
