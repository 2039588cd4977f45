import { assignmentSchema, RECENT_ASSIGNMENTS_LIMIT, TOTAL_COUNT_HEADER, type Assignment } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { dashboardQuery } from './dashboard-query';

export type RecentAssignments = { assignments: Assignment[]; total: number | null };

/** GET /api/assignments?limit=3: the newest first; the total of all assignments is in X-Total-Count. */
export async function getRecentAssignments(signal?: AbortSignal): Promise<RecentAssignments> {
  const { data, headers } = await apiRequestWithHeaders('/assignments', {
    query: { skip: 0, limit: RECENT_ASSIGNMENTS_LIMIT },
    signal,
  });
  const header = headers.get(TOTAL_COUNT_HEADER);
  return {
    assignments: assignmentSchema.array().parse(data).slice(0, RECENT_ASSIGNMENTS_LIMIT),
    total: header !== null && Number.isFinite(Number(header)) ? Number(header) : null,
  };
}

export const recentAssignmentsQueryOptions = dashboardQuery('recent-assignments', getRecentAssignments);

export function useRecentAssignments() {
  return useQuery(recentAssignmentsQueryOptions());
}
