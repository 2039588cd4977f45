import { formatLabelCode, type LabelCode, type LabelLayout } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { saveBlob } from '../lib/download';

/**
 * Printed labels (issue 37): the goods list, the customer lots and branch management's locations
 * all print through GET /api/labels, one sheet of the label codes asked for.
 */
export type LabelRequest = { codes: readonly LabelCode[]; layout: LabelLayout };

export async function downloadLabels({ codes, layout }: LabelRequest): Promise<void> {
  const text = codes.map(formatLabelCode);
  const blob = await api.get<Blob>('/labels', { query: { codes: text.join(','), layout }, responseType: 'blob' });
  const name = text.length === 1 ? text[0] : `${text.length}`;
  saveBlob(blob, `labels-${name}-${layout}.pdf`);
}

export const useDownloadLabels = () => useMutation({ mutationFn: downloadLabels });
