import type { Profile, UpdateMeRequest } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { accountKeys } from './query-keys';

/** PUT /api/users/me with the version the form was filled from (`version` in the request). */
export const updateProfile = (request: UpdateMeRequest) => api.put<Profile>('/users/me', request);

/** Saves the own profile; the session's user follows so the navbar shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      updateUser(profile);
    },
  });
}
