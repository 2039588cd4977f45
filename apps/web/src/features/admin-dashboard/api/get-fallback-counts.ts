import { PENDING_TASK_STATUSES, TOTAL_COUNT_HEADER } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, type RequestOptions } from '../../../lib/api-client';
import { dashboardQuery } from './dashboard-query';

/** Each figure is undefined when its own call failed. */
export type FallbackCounts = { users?: number; activeUsers?: number; pendingTasks?: number };

async function totalOf(path: string, query: RequestOptions['query'], signal?: AbortSignal): Promise<number> {
  const { headers } = await apiRequestWithHeaders(path, { query: { ...query, skip: 0, limit: 1 }, signal });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  if (!headers.has(TOTAL_COUNT_HEADER) || !Number.isFinite(total)) throw new Error(`${path}: no total`);
  return total;
}

const settled = (result: PromiseSettledResult<number>) => (result.status === 'fulfilled' ? result.value : undefined);

/**
 * The figures only the summary call gives, read from the lists instead (GET /api/users and
 * GET /api/assignments with limit 1; the total is in X-Total-Count). Used only when the summary fails.
 */
export async function getFallbackCounts(signal?: AbortSignal): Promise<FallbackCounts> {
  const [users, activeUsers, ...pending] = await Promise.allSettled([
    totalOf('/users', {}, signal),
    totalOf('/users', { status: 'active' }, signal),
    ...PENDING_TASK_STATUSES.map((status) => totalOf('/assignments', { status }, signal)),
  ]);
  const pendingCounts = pending.map(settled);
  return {
    users: settled(users!),
    activeUsers: settled(activeUsers!),
    pendingTasks: pendingCounts.every((n) => n !== undefined)
      ? pendingCounts.reduce<number>((sum, n) => sum + (n ?? 0), 0)
      : undefined,
  };
}

export const fallbackCountsQueryOptions = dashboardQuery('fallback-counts', getFallbackCounts);

export function useFallbackCounts(enabled: boolean) {
  return useQuery({ ...fallbackCountsQueryOptions(), enabled });
}
