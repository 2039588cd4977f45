import { profileSchema, type Profile } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The settings screens keep the profile (GET /api/users/me) and the preferences under this prefix;
 * the profile query shares its key, so a two-factor change refreshes both, and the privacy tab's
 * twoFactorAuth flag with them.
 */
export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const PROFILE_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'profile'] as const;

export async function getMe(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.get('/users/me', { signal }));
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getMe(signal) });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
