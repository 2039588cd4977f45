import type { TwoFactorConfirmRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKeys } from '../../../resources/current-user';

/** POST /api/users/me/two-factor/disable: needs the password and a current (or recovery) code. */
export async function disableTwoFactor(input: TwoFactorConfirmRequest): Promise<void> {
  await api.post('/users/me/two-factor/disable', input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
  });
}
