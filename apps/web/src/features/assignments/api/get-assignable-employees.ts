import { USER_PAGE_MAX_LIMIT, userListItemSchema, type UserListItem } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users filtered to active employees: the only users the server accepts as assignees
 * (spec 02: 'Only users with role employee can be assigned'; deactivated ones are refused too).
 */
export async function getAssignableEmployees(signal?: AbortSignal): Promise<UserListItem[]> {
  const data = await api.get('/users', {
    query: { role: 'employee', status: 'active', limit: USER_PAGE_MAX_LIMIT },
    signal,
  });
  return userListItemSchema.array().parse(data);
}

export const assignableEmployeesQueryOptions = () =>
  queryOptions({
    queryKey: ['assignment-form', 'employees'],
    queryFn: ({ signal }) => getAssignableEmployees(signal),
  });

export function useAssignableEmployees({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...assignableEmployeesQueryOptions(), enabled });
}
