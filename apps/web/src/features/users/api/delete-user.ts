import { deleteUserResponseSchema, type DeleteUserResponse } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type DeleteUserVariables = { id: number; version: number };

/**
 * DELETE /api/users/{id}?version=: a user with history is anonymised on the server, never shown
 * again. From the version on screen, so a user changed since is not deleted (409).
 */
export async function deleteUser({ id, version }: DeleteUserVariables): Promise<DeleteUserResponse> {
  return deleteUserResponseSchema.parse(await api.delete(`/users/${id}`, { query: { version } }));
}

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, ['users'], { evenOnFailure: true });
}
