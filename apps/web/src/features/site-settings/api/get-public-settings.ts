import { publicSettingsSchema, type PublicSettings } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return publicSettingsSchema.parse(await api.get('/settings/public', { signal }));
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    // Changes only when an admin edits the settings; no need to ask on every screen.
    staleTime: 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
