import { dashboardStatsSchema, type DashboardStats } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/dashboard/stats: users, goods, branches, assignments and pending tasks in one read. */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await api.get('/users/dashboard/stats', { signal }));
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-dashboard', 'stats'],
    queryFn: ({ signal }) => getDashboardStats(signal),
    // Other screens change these counts; the dashboard reads them afresh each time it opens.
    staleTime: 0,
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
