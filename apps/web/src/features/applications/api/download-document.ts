import { applicationDocumentPath, type ApplicationDocument } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { openBlob } from '../../../lib/download';

/**
 * GET /api/applications/{id}/documents/{kind} with the bearer header, opened in a new tab from a
 * blob: the token never goes into a URL. The tab is opened before the download starts, while the
 * click still counts as a user gesture, so popup blockers let it through.
 */
export async function openApplicationDocument(applicationId: number, document: ApplicationDocument): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.get<Blob>(applicationDocumentPath(applicationId, document.kind).replace(/^\/api/, ''), {
      responseType: 'blob',
    });
    // Popups refused: the file is saved instead, under its stored name.
    openBlob(blob, tab, document.file_name);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useOpenApplicationDocument() {
  return useMutation({
    mutationFn: ({ applicationId, document }: { applicationId: number; document: ApplicationDocument }) =>
      openApplicationDocument(applicationId, document),
  });
}
