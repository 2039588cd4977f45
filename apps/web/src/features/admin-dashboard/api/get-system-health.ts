import { healthResponseSchema } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from './dashboard-query';
import { api } from '../../../lib/api-client';

export type SystemHealth = { apiHealthy: boolean; databaseConnected: boolean; checkedAt: Date };

const HEALTH_REFRESH_MS = 60_000;

/**
 * GET /api/health. A 503 (database down) or no answer at all is a result here, not a failure: the
 * panel's job is to say that the API needs attention, so it reads Warning and Error then.
 */
export async function getSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  try {
    const health = healthResponseSchema.parse(await api.get('/health', { signal }));
    return {
      apiHealthy: health.status === 'healthy',
      databaseConnected: health.database === 'connected',
      checkedAt: new Date(),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { apiHealthy: false, databaseConnected: false, checkedAt: new Date() };
  }
}

const healthQuery = dashboardQuery('health', getSystemHealth);
export const systemHealthQueryOptions = () => ({ ...healthQuery(), refetchInterval: HEALTH_REFRESH_MS });

export function useSystemHealth() {
  return useQuery(systemHealthQueryOptions());
}
