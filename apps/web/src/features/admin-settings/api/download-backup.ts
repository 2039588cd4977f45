import { backupFileName } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { databaseInfoQueryKey } from './get-database-info';

/** The file name the server gave in Content-Disposition, else today's default. */
function fileNameOf(headers: Headers): string {
  const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] ?? backupFileName(new Date());
}

/** GET /api/settings/database/backup: a data-only backup (gzipped SQL), on either engine. */
export async function downloadBackup(): Promise<{ blob: Blob; fileName: string }> {
  const { data, headers } = await apiRequestWithHeaders<Blob>('/settings/database/backup', { responseType: 'blob' });
  return { blob: data, fileName: fileNameOf(headers) };
}

export function useDownloadBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadBackup,
    // The server recorded the backup time; show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: databaseInfoQueryKey }),
  });
}
