import { profileSchema, type Profile, type UpdateMeRequest } from '@stockyard/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useAuth } from '../lib/auth';

/**
 * The signed-in user's own record (GET /api/users/me) as the settings tabs, the two-factor panel
 * and the admin's two-factor gate read it. One key: a profile save, a new picture or a two-factor
 * change refreshes every view of it. (The session's start-up check in lib/auth.tsx reads the same
 * route outside react-query, because the first screen does not load it.)
 */
export const currentUserKeys = {
  /** Everything about the signed-in account (the settings feature keeps its preferences below it). */
  all: ['account'] as const,
  profile: () => [...currentUserKeys.all, 'profile'] as const,
};

export async function getMe(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.get('/users/me', { signal }));
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: currentUserKeys.profile(), queryFn: ({ signal }) => getMe(signal) });

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** PUT /api/users/me with the version the form was filled from (`version` in the request). */
export async function updateMe(request: UpdateMeRequest): Promise<Profile> {
  return profileSchema.parse(await api.put('/users/me', request));
}

/** Saves the own profile; the session's user follows so the navbar shows the new name at once. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => {
      queryClient.setQueryData(currentUserKeys.profile(), profile);
      updateUser(profile);
    },
  });
}

/** After a change made elsewhere (a new picture): read the record again, session included. */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return async () => {
    const profile = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    updateUser(profile);
    return profile;
  };
}
