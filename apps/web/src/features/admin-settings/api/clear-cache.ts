import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/settings/cache/clear: the server's settings cache; this browser's cached answers go too. */
export async function clearServerCache(): Promise<void> {
  await api.post('/settings/cache/clear');
}

export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearServerCache,
    // Everything this browser has cached is dropped, so each screen asks the server afresh.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
