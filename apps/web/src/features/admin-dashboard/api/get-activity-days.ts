import {
  DASHBOARD_ACTIVITY_DEFAULT_DAYS,
  dashboardActivityDaySchema,
  type DashboardActivityDay,
} from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/dashboard/activity?days=14: activity log entries per day, oldest first. */
export async function getActivityDays(signal?: AbortSignal): Promise<DashboardActivityDay[]> {
  const data = await api.get('/users/dashboard/activity', { query: { days: DASHBOARD_ACTIVITY_DEFAULT_DAYS }, signal });
  return dashboardActivityDaySchema.array().parse(data);
}

export const activityDaysQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-dashboard', 'activity-days'],
    queryFn: ({ signal }) => getActivityDays(signal),
    staleTime: 0,
  });

export function useActivityDays() {
  return useQuery(activityDaysQueryOptions());
}
