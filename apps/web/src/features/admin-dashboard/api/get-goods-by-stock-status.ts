import { DASHBOARD_STOCK_SEGMENTS, goodsListResponseSchema, type StockStatus } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type GoodsByStockStatus = { counts: Record<StockStatus, number>; total: number };

/**
 * One GET /api/goods?stock_status=...&limit=1 per status: only the totals are read, not the items.
 * Warehouse stock only: customers' stored lots have no stock level to chart.
 */
export async function getGoodsByStockStatus(signal?: AbortSignal): Promise<GoodsByStockStatus> {
  const totals = await Promise.all(
    DASHBOARD_STOCK_SEGMENTS.map(async ({ status }) => {
      const data = await api.get('/goods', { query: { stock_status: status, owner: 'warehouse', limit: 1 }, signal });
      return [status, goodsListResponseSchema.parse(data).total] as const;
    }),
  );
  const counts = Object.fromEntries(totals) as Record<StockStatus, number>;
  return { counts, total: totals.reduce((sum, [, n]) => sum + n, 0) };
}

export const goodsByStockStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-dashboard', 'goods-by-stock-status'],
    queryFn: ({ signal }) => getGoodsByStockStatus(signal),
    staleTime: 0,
  });

export function useGoodsByStockStatus() {
  return useQuery(goodsByStockStatusQueryOptions());
}
