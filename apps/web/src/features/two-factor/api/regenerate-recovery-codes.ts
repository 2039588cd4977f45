import {
  recoveryCodesResponseSchema,
  type RecoveryCodesResponse,
  type TwoFactorConfirmRequest,
} from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/me/two-factor/recovery-codes: new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(input: TwoFactorConfirmRequest): Promise<RecoveryCodesResponse> {
  return recoveryCodesResponseSchema.parse(await api.post('/users/me/two-factor/recovery-codes', input));
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
