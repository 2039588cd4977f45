import { databaseInfoSchema, type DatabaseInfo } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/settings/database: engine, version, size, table row counts, migration, last backup. */
export async function getDatabaseInfo(signal?: AbortSignal): Promise<DatabaseInfo> {
  return databaseInfoSchema.parse(await api.get('/settings/database', { signal }));
}

export const databaseInfoQueryKey = ['settings', 'database'] as const;

export const databaseInfoQueryOptions = () =>
  queryOptions({ queryKey: databaseInfoQueryKey, queryFn: ({ signal }) => getDatabaseInfo(signal), staleTime: 0 });

export function useDatabaseInfo(enabled: boolean) {
  return useQuery({ ...databaseInfoQueryOptions(), enabled });
}
