import { applicationDocumentPath, type ApplicationDocument } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Long enough for the new tab to load the file; the object URL is then freed.
const OBJECT_URL_LIFETIME_MS = 60_000;

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
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.location.href = url;
    } else {
      // Popups refused: save the file instead, under its stored name.
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.file_name;
      link.click();
    }
    window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
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
