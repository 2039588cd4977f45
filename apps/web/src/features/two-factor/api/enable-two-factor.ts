import {
  recoveryCodesResponseSchema,
  type RecoveryCodesResponse,
  type TwoFactorEnableRequest,
} from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { currentUserKeys } from '../../../resources/current-user';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** POST /api/users/me/two-factor/enable: confirms the pending secret and answers the recovery codes. */
export async function enableTwoFactor(input: TwoFactorEnableRequest): Promise<RecoveryCodesResponse> {
  return recoveryCodesResponseSchema.parse(await api.post('/users/me/two-factor/enable', input));
}

export function useEnableTwoFactor() {
  return useRefreshingMutation(enableTwoFactor, currentUserKeys.all);
}
