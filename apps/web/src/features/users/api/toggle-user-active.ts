import { toggleActiveResponseSchema, type ToggleActiveResponse } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/users/{id}/toggle-active: flips is_active; the answer says which way it went. */
export async function toggleUserActive(id: number): Promise<ToggleActiveResponse> {
  return toggleActiveResponseSchema.parse(await api.patch(`/users/${id}/toggle-active`));
}

export function useToggleUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
