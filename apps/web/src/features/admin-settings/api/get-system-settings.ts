import { systemSettingsResponseSchema, type SystemSettingsResponse } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/settings/system (admin): every setting, secrets empty with has_... flags. */
export async function getSystemSettings(signal?: AbortSignal): Promise<SystemSettingsResponse> {
  return systemSettingsResponseSchema.parse(await api.get('/settings/system', { signal }));
}

export const systemSettingsQueryKey = ['settings', 'system'] as const;

export const systemSettingsQueryOptions = () =>
  queryOptions({ queryKey: systemSettingsQueryKey, queryFn: ({ signal }) => getSystemSettings(signal) });

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions());
}
