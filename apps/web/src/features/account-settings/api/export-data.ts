import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';

const FILENAME = /filename="?([^";]+)"?/i;

/** Downloads the JSON export through the api client (bearer header, never a token in a URL). */
export async function exportData(): Promise<{ blob: Blob; filename: string }> {
  const { data, headers } = await apiRequestWithHeaders<Blob>('/users/me/export', { responseType: 'blob' });
  const filename =
    FILENAME.exec(headers.get('content-disposition') ?? '')?.[1] ??
    `stockyard-data-${new Date().toISOString().slice(0, 10)}.json`;
  return { blob: data, filename };
}

export const useExportData = () => useMutation({ mutationFn: exportData });
