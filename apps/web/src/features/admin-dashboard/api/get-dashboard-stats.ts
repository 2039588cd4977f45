import { dashboardStatsSchema, type DashboardStats } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQuery } from './dashboard-query';

/** GET /api/users/dashboard/stats: users, goods, branches, assignments and pending tasks in one read. */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await api.get('/users/dashboard/stats', { signal }));
}

export const dashboardStatsQueryOptions = dashboardQuery('stats', getDashboardStats);

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
