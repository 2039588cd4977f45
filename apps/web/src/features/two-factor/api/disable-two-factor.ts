import type { TwoFactorConfirmRequest } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { currentUserKeys } from '../../../resources/current-user';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** POST /api/users/me/two-factor/disable: needs the password and a current (or recovery) code. */
export async function disableTwoFactor(input: TwoFactorConfirmRequest): Promise<void> {
  await api.post('/users/me/two-factor/disable', input);
}

export function useDisableTwoFactor() {
  return useRefreshingMutation(disableTwoFactor, currentUserKeys.all);
}
