import { userListItemSchema, type UpdateUserRequest, type UserListItem } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type UpdateUserInput = { id: number; request: UpdateUserRequest };

/**
 * PUT /api/users/{id}: the create fields without username, and the version the form was opened on;
 * a missing password keeps the current one.
 */
export async function updateUser({ id, request }: UpdateUserInput): Promise<UserListItem> {
  return userListItemSchema.parse(await api.put(`/users/${id}`, request));
}

export function useUpdateUser() {
  return useRefreshingMutation(updateUser, ['users']);
}
