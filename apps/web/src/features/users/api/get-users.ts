import {
  TOTAL_COUNT_HEADER,
  USER_PAGE_DEFAULT_LIMIT,
  userListItemSchema,
  type Role,
  type UserListItem,
} from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';

export type UserStatusFilter = 'active' | 'inactive';

export type UserListParams = {
  search: string;
  role: Role | '';
  status: UserStatusFilter | '';
  /** 1-based page of USER_PAGE_DEFAULT_LIMIT users. */
  page: number;
};

export type UserListPage = { users: UserListItem[]; total: number };

/** GET /api/users: a bare array (spec 02 section 7); the total for pagination is in X-Total-Count. */
export async function getUsers(params: UserListParams, signal?: AbortSignal): Promise<UserListPage> {
  const { data, headers } = await apiRequestWithHeaders('/users', {
    query: {
      search: params.search.trim(),
      role: params.role,
      status: params.status,
      skip: (params.page - 1) * USER_PAGE_DEFAULT_LIMIT,
      limit: USER_PAGE_DEFAULT_LIMIT,
    },
    signal,
  });
  const users = userListItemSchema.array().parse(data);
  const header = Number(headers.get(TOTAL_COUNT_HEADER));
  return { users, total: Number.isFinite(header) && headers.has(TOTAL_COUNT_HEADER) ? header : users.length };
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // Keeps the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
