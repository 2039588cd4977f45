import { userListItemSchema, type CreateUserRequest, type UserListItem } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users: username, names, email, role, branch_id or null, is_active and password. */
export async function createUser(request: CreateUserRequest): Promise<UserListItem> {
  return userListItemSchema.parse(await api.post('/users', request));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
