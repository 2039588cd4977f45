import { healthResponseSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/health's version: the release the server runs (it changes only with a restart). */
export async function getServerVersion(signal?: AbortSignal): Promise<string> {
  return healthResponseSchema.parse(await api.get('/health', { signal })).version;
}

export const serverVersionQueryOptions = () =>
  queryOptions({
    queryKey: ['server-version'],
    queryFn: ({ signal }) => getServerVersion(signal),
    staleTime: Infinity,
  });

export function useServerVersion() {
  return useQuery(serverVersionQueryOptions());
}
