import { BRANCH_PAGE_MAX_LIMIT, branchSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BranchOption = { id: number; name: string };

/** GET /api/branches: the branches an employee can be assigned to, for the user form's selector. */
export async function getBranchOptions(signal?: AbortSignal): Promise<BranchOption[]> {
  const data = await api.get('/branches', { query: { skip: 0, limit: BRANCH_PAGE_MAX_LIMIT }, signal });
  return branchSchema
    .array()
    .parse(data)
    .map(({ id, name }) => ({ id, name }));
}

export const branchOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'branch-options'],
    queryFn: ({ signal }) => getBranchOptions(signal),
  });

export function useBranchOptions(enabled: boolean) {
  return useQuery({ ...branchOptionsQueryOptions(), enabled });
}
