import { userListItemSchema, type CreateUserRequest, type UserListItem } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** POST /api/users: username, names, email, role, branch_id or null, is_active and password. */
export async function createUser(request: CreateUserRequest): Promise<UserListItem> {
  return userListItemSchema.parse(await api.post('/users', request));
}

export function useCreateUser() {
  return useRefreshingMutation(createUser, ['users']);
}
