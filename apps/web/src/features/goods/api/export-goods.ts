import { EXPORT_ALL_OWNERS, goodsExportFilename, todayIsoDate } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import type { GoodsFilters } from '../lib/goods-params';

/**
 * GET /api/goods/export for the current filters, fetched with the bearer header (no token in a URL)
 * and saved as goods_export_{YYYY-MM-DD}.csv. The export holds what the list shows: "All goods"
 * asks for stock and lots together (the server's default is stock only), and the file then names
 * each lot's owner.
 */
export async function exportGoods(filters: GoodsFilters): Promise<void> {
  const query = { ...filters, owner: filters.owner || EXPORT_ALL_OWNERS };
  const blob = await api.get<Blob>('/goods/export', { query, responseType: 'blob' });
  saveBlob(blob, goodsExportFilename(todayIsoDate()));
}

export function useExportGoods() {
  return useMutation({ mutationFn: exportGoods });
}
