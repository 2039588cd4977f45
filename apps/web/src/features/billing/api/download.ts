import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** A billing file (statement PDF or CSV, exports) fetched with the bearer header and saved: no token in a URL. */
export async function downloadBillingFile(path: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  saveBlob(blob, fileName);
}

export function useDownloadBillingFile() {
  return useMutation({
    mutationFn: ({ path, fileName }: { path: string; fileName: string }) => downloadBillingFile(path, fileName),
  });
}
