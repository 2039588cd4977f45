import { deleteUserResponseSchema, type DeleteUserResponse } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/users/{id}: a user with history is anonymised on the server, never shown again. */
export async function deleteUser(id: number): Promise<DeleteUserResponse> {
  return deleteUserResponseSchema.parse(await api.delete(`/users/${id}`));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
