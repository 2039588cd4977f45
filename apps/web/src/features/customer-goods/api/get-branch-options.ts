import { BRANCH_PAGE_MAX_LIMIT, branchSchema } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BranchOption = { id: number; name: string };

/** GET /api/branches (public) for the optional preferred branch of Store Goods. */
export async function getBranchOptions(signal?: AbortSignal): Promise<BranchOption[]> {
  const branches = branchSchema
    .array()
    .parse(await api.get('/branches', { query: { skip: 0, limit: BRANCH_PAGE_MAX_LIMIT }, signal }));
  return branches.map(({ id, name }) => ({ id, name }));
}

export function useBranchOptions() {
  return useQuery({ queryKey: ['branches', 'options'], queryFn: ({ signal }) => getBranchOptions(signal) });
}
