import { ACTIVITY_DEFAULT_LIMIT, activitySchema, type Activity } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/{id}/activities?limit=20: the user's activity log, newest first. */
export async function getUserActivities(userId: number, signal?: AbortSignal): Promise<Activity[]> {
  const data = await api.get(`/users/${userId}/activities`, { query: { limit: ACTIVITY_DEFAULT_LIMIT }, signal });
  return activitySchema.array().parse(data);
}

export const userActivitiesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', 'activities', userId],
    queryFn: ({ signal }) => getUserActivities(userId, signal),
    // The log grows with every action; a dialog opened again should show the newest entries.
    staleTime: 0,
  });

export function useUserActivities(userId: number | null) {
  return useQuery({ ...userActivitiesQueryOptions(userId ?? 0), enabled: userId !== null });
}
