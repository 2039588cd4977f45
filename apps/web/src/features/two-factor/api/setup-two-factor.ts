import {
  twoFactorSetupResponseSchema,
  type TwoFactorSetupRequest,
  type TwoFactorSetupResponse,
} from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/me/two-factor/setup: a new pending secret; nothing changes until it is confirmed. */
export async function setupTwoFactor(input: TwoFactorSetupRequest): Promise<TwoFactorSetupResponse> {
  return twoFactorSetupResponseSchema.parse(await api.post('/users/me/two-factor/setup', input));
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
