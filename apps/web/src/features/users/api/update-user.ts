import { userListItemSchema, type UpdateUserRequest, type UserListItem } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UpdateUserInput = { id: number; request: UpdateUserRequest };

/**
 * PUT /api/users/{id}: the create fields without username, and the version the form was opened on;
 * a missing password keeps the current one.
 */
export async function updateUser({ id, request }: UpdateUserInput): Promise<UserListItem> {
  return userListItemSchema.parse(await api.put(`/users/${id}`, request));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
