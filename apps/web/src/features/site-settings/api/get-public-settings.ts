import { publicSettingsSchema, type PublicSettings } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSiteName } from '../../../lib/site-name';

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const settings = publicSettingsSchema.parse(await api.get('/settings/public', { signal }));
  // A fresher answer than the navbar's own: keep the name and page title in step.
  setSiteName(settings.site_name);
  return settings;
}

export const publicSettingsQueryKey = ['settings', 'public'] as const;

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => getPublicSettings(signal),
    // Changes only when an admin edits the settings; no need to ask on every screen.
    staleTime: 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
