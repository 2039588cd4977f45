import { USER_PAGE_MAX_LIMIT, userListItemSchema, type UserListItem } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users?role=employee (admin only): the people a branch can be given as manager. One page
 * of the largest size the server allows; a branch form is no place for paging through staff.
 */
export async function getBranchManagers(signal?: AbortSignal): Promise<UserListItem[]> {
  const data = await api.get('/users', { query: { role: 'employee', limit: USER_PAGE_MAX_LIMIT }, signal });
  return userListItemSchema.array().parse(data);
}

export const branchManagersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'list', { role: 'employee', limit: USER_PAGE_MAX_LIMIT }],
    queryFn: ({ signal }) => getBranchManagers(signal),
  });

export function useBranchManagers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...branchManagersQueryOptions(), enabled });
}
