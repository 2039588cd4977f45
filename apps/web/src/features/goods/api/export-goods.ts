import { EXPORT_ALL_OWNERS, goodsExportFilename } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { saveBlob } from '../../../lib/download';
import type { GoodsFilters } from '../lib/goods-params';

/**
 * GET /api/goods/export for the current filters, fetched with the bearer header (no token in a URL)
 * and saved as goods_export_{YYYY-MM-DD}.csv. The export holds what the list shows: "All goods"
 * asks for stock and lots together (the server's default is stock only), and the file then names
 * each lot's owner.
 */
export async function exportGoods(filters: GoodsFilters, today: string): Promise<void> {
  const query = { ...filters, owner: filters.owner || EXPORT_ALL_OWNERS };
  const blob = await api.get<Blob>('/goods/export', { query, responseType: 'blob' });
  saveBlob(blob, goodsExportFilename(today));
}

export function useExportGoods() {
  const dates = useFormatDate();
  return useMutation({ mutationFn: (filters: GoodsFilters) => exportGoods(filters, dates.today()) });
}
