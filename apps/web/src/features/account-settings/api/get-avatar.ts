import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useObjectUrl } from '../../../lib/object-url';
import { useRefreshMe } from '../../../resources/current-user';
import { accountKeys } from './query-keys';

/** The picture needs the bearer header, so it is fetched as a Blob and shown through an object URL. */
export const getAvatar = (userId: number, signal?: AbortSignal) =>
  api.get<Blob>(`/users/${userId}/avatar`, { signal, responseType: 'blob' });

export function useAvatarUrl(userId: number, hasAvatar: boolean): string | null {
  const query = useQuery({
    queryKey: accountKeys.avatar(userId),
    queryFn: ({ signal }) => getAvatar(userId, signal),
    enabled: hasAvatar,
  });
  return useObjectUrl(hasAvatar ? query.data : undefined);
}

/** After an upload or removal: fetch the picture again and the profile (has_avatar) with it. */
export function useAvatarChange<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (user) await queryClient.resetQueries({ queryKey: accountKeys.avatar(user.id) });
      await refreshMe();
    },
  });
}
