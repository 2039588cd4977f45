import {
  systemSettingsResponseSchema,
  type SystemSettingsResponse,
  type SystemSettingsUpdate,
} from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteSettingsKeys } from '../../../resources/site-settings';
import { systemSettingsQueryKey } from './get-system-settings';

/**
 * PUT /api/settings/system: the changed fields and the version they were made from; an empty secret
 * keeps the stored one.
 */
export async function updateSystemSettings(update: SystemSettingsUpdate): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.put('/settings/system', update));
}

/** After a save or reset: the form's copy, the public subset (sign-in, register, the navbar's site name). */
export function useApplySettings() {
  const queryClient = useQueryClient();
  return (saved: SystemSettingsResponse) => {
    queryClient.setQueryData(systemSettingsQueryKey, saved);
    void queryClient.invalidateQueries({ queryKey: siteSettingsKeys.public() });
  };
}

export function useUpdateSystemSettings() {
  const apply = useApplySettings();
  return useMutation({ mutationFn: updateSystemSettings, onSuccess: apply });
}
