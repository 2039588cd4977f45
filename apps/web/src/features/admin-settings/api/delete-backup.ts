import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { backupsQueryKey } from './list-backups';

/** DELETE /api/settings/database/backups/:id: the entry and its file. */
export async function deleteBackup(id: number): Promise<void> {
  await api.delete(`/settings/database/backups/${id}`);
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
