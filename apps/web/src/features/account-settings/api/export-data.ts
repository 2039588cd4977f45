import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';

const FILENAME = /filename="?([^";]+)"?/i;

/** Downloads the JSON export through the api client (bearer header, never a token in a URL). */
export async function exportData(today: string): Promise<{ blob: Blob; filename: string }> {
  const { data, headers } = await apiRequestWithHeaders<Blob>('/users/me/export', { responseType: 'blob' });
  const filename = FILENAME.exec(headers.get('content-disposition') ?? '')?.[1] ?? `stockyard-data-${today}.json`;
  return { blob: data, filename };
}

export function useExportData() {
  const dates = useFormatDate();
  return useMutation({ mutationFn: () => exportData(dates.today()) });
}
