import {
  DASHBOARD_ACTIVITY_DEFAULT_DAYS,
  dashboardActivityDaySchema,
  type DashboardActivityDay,
} from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQuery } from './dashboard-query';

/** GET /api/users/dashboard/activity?days=14: activity log entries per day, oldest first. */
export async function getActivityDays(signal?: AbortSignal): Promise<DashboardActivityDay[]> {
  const data = await api.get('/users/dashboard/activity', { query: { days: DASHBOARD_ACTIVITY_DEFAULT_DAYS }, signal });
  return dashboardActivityDaySchema.array().parse(data);
}

export const activityDaysQueryOptions = dashboardQuery('activity-days', getActivityDays);

export function useActivityDays() {
  return useQuery(activityDaysQueryOptions());
}
