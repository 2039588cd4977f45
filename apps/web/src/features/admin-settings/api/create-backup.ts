import { backupEntrySchema, type BackupEntry } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { databaseInfoQueryKey } from './get-database-info';

/** POST /api/settings/database/backups: a backup kept on the server, answered once its file is complete. */
export async function createBackup(): Promise<BackupEntry> {
  return backupEntrySchema.parse(await api.post('/settings/database/backups'));
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    // The list (with the new entry, or a failed one) and the last-backup time both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: databaseInfoQueryKey }),
  });
}
