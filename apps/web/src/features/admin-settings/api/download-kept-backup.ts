import type { BackupEntry } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';

/** GET /api/settings/database/backups/:id/download: the kept file, fetched with the bearer token (no token in a URL). */
export async function downloadKeptBackup(backup: BackupEntry): Promise<{ blob: Blob; fileName: string }> {
  const { data } = await apiRequestWithHeaders<Blob>(`/settings/database/backups/${backup.id}/download`, {
    responseType: 'blob',
  });
  return { blob: data, fileName: backup.file_name };
}

export function useDownloadKeptBackup() {
  return useMutation({ mutationFn: downloadKeptBackup });
}
