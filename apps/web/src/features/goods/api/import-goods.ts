import { importReportSchema, type ImportReport } from '@stockyard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './query-keys';

/** POST /api/goods/import with the file as multipart: the server validates every row again. */
export async function importGoods(file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  return importReportSchema.parse(await api.post('/goods/import', body));
}

export function useImportGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
}
