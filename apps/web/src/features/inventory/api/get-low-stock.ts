import { LOW_STOCK_LIST_DEFAULT_LIMIT, lowStockResponseSchema, type LowStockResponse } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';

/** GET /api/inventory/low-stock: items at or below their threshold, emptiest first. */
export async function getLowStock(signal?: AbortSignal): Promise<LowStockResponse> {
  const data = await api.get('/inventory/low-stock', { query: { limit: LOW_STOCK_LIST_DEFAULT_LIMIT }, signal });
  return lowStockResponseSchema.parse(data);
}

export function useLowStock() {
  // A failure goes to the screen's QueryErrorBoundary, which speaks for all its reads at once.
  return useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'low-stock'],
    queryFn: ({ signal }) => getLowStock(signal),
    throwOnError: true,
  });
}
