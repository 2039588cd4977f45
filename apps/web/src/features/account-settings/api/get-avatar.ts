import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useRefreshMe } from '../../../resources/current-user';
import { accountKeys } from './query-keys';

/** The picture needs the bearer header, so it is fetched as a Blob and shown through an object URL. */
export const getAvatar = (userId: number, signal?: AbortSignal) =>
  api.get<Blob>(`/users/${userId}/avatar`, { signal, responseType: 'blob' });

// Object URLs waiting to be freed. React (StrictMode in development) may run an effect's cleanup and
// then the same effect again; freeing a moment later lets that second run keep the URL.
const pendingRevokes = new Map<string, number>();
const REVOKE_DELAY_MS = 1000;

export function useAvatarUrl(userId: number, hasAvatar: boolean): string | null {
  const query = useQuery({
    queryKey: accountKeys.avatar(userId),
    queryFn: ({ signal }) => getAvatar(userId, signal),
    enabled: hasAvatar,
  });
  const blob = hasAvatar ? query.data : undefined;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (!url) return;
    window.clearTimeout(pendingRevokes.get(url));
    pendingRevokes.delete(url);
    return () => {
      const timer = window.setTimeout(() => {
        URL.revokeObjectURL(url);
        pendingRevokes.delete(url);
      }, REVOKE_DELAY_MS);
      pendingRevokes.set(url, timer);
    };
  }, [url]);
  return url;
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
