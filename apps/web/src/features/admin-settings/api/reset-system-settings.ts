import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApplySettings } from './update-system-settings';

/** POST /api/settings/reset: every system setting back to its default. */
export async function resetSystemSettings(): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.post('/settings/reset'));
}

export function useResetSystemSettings() {
  const apply = useApplySettings();
  return useMutation({ mutationFn: resetSystemSettings, onSuccess: apply });
}
