import { deleteUserResponseSchema, type DeleteUserResponse } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** DELETE /api/users/{id}: a user with history is anonymised on the server, never shown again. */
export async function deleteUser(id: number): Promise<DeleteUserResponse> {
  return deleteUserResponseSchema.parse(await api.delete(`/users/${id}`));
}

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, ['users']);
}
