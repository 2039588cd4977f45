import { DASHBOARD_STOCK_SEGMENTS, type StockStatus } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGoods, goodsKeys } from '../../../resources/goods';

export type GoodsByStockStatus = { counts: Record<StockStatus, number>; total: number };

/**
 * One GET /api/goods?stock_status=...&limit=1 per status: only the totals are read, not the items.
 * Warehouse stock only: customers' stored lots have no stock level to chart.
 */
export async function getGoodsByStockStatus(signal?: AbortSignal): Promise<GoodsByStockStatus> {
  const totals = await Promise.all(
    DASHBOARD_STOCK_SEGMENTS.map(async ({ status }) => {
      const { total } = await getGoods({ stock_status: status, owner: 'warehouse', limit: 1 }, signal);
      return [status, total] as const;
    }),
  );
  const counts = Object.fromEntries(totals) as Record<StockStatus, number>;
  return { counts, total: totals.reduce((sum, [, n]) => sum + n, 0) };
}

export const goodsByStockStatusQueryOptions = () =>
  queryOptions({
    // Below the goods key: a stock movement anywhere refreshes the chart.
    queryKey: goodsKeys.derived('admin-dashboard-stock-status'),
    queryFn: ({ signal }) => getGoodsByStockStatus(signal),
    // Read afresh each time the dashboard opens, but not twice in one opening: the chart's code
    // arrives after its route loader's read has answered, and would otherwise read it all again.
    staleTime: 5_000,
  });

export function useGoodsByStockStatus() {
  return useQuery(goodsByStockStatusQueryOptions());
}
