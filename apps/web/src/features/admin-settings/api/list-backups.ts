import { backupListSchema, type BackupList } from '@stockyard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/settings/database/backups: the kept backups, newest first, a page at a time. */
export async function listBackups(page: number, limit: number, signal?: AbortSignal): Promise<BackupList> {
  return backupListSchema.parse(await api.get('/settings/database/backups', { query: { page, limit }, signal }));
}

export const backupsQueryKey = ['settings', 'database', 'backups'] as const;

export const backupsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...backupsQueryKey, { page, limit }],
    queryFn: ({ signal }) => listBackups(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBackups(page: number, limit: number, enabled: boolean) {
  return useQuery({ ...backupsQueryOptions(page, limit), enabled });
}
