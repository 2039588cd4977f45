import { toggleActiveResponseSchema, type ToggleActiveResponse } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PATCH /api/users/{id}/toggle-active from the version the list showed: flips is_active; the answer
 * says which way it went. Refused when the user changed meanwhile (409), so a toggle never undoes
 * another admin's.
 */
export async function toggleUserActive({
  id,
  version,
}: {
  id: number;
  version: number;
}): Promise<ToggleActiveResponse> {
  return toggleActiveResponseSchema.parse(await api.patch(`/users/${id}/toggle-active`, { version }));
}

export function useToggleUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserActive,
    // After a refusal too: the list then shows the user as stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
