import { applicationStatsSchema, type ApplicationStats } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './query-keys';

/** GET /api/applications/stats/summary (staff): the five counts of the summary cards. */
export async function getApplicationStats(signal?: AbortSignal): Promise<ApplicationStats> {
  const data = await api.get('/applications/stats/summary', { signal });
  return applicationStatsSchema.parse(data);
}

export const applicationStatsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.stats(),
    queryFn: ({ signal }) => getApplicationStats(signal),
  });

export function useApplicationStats() {
  // A failure goes to the screen's QueryErrorBoundary, which speaks for all its reads at once.
  return useQuery({ ...applicationStatsQueryOptions(), throwOnError: true });
}
