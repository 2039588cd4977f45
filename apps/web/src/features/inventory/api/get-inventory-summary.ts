import { inventorySummarySchema, type InventorySummary } from '@stockyard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY, toQuery, type InventoryFilter } from './inventory-filter';

/** GET /api/inventory/summary: the five tiles, computed by the server over the current filter. */
export async function getInventorySummary(filter: InventoryFilter, signal?: AbortSignal): Promise<InventorySummary> {
  return inventorySummarySchema.parse(await api.get('/inventory/summary', { query: toQuery(filter), signal }));
}

export function useInventorySummary(filter: InventoryFilter) {
  return useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'summary', filter],
    queryFn: ({ signal }) => getInventorySummary(filter, signal),
    placeholderData: keepPreviousData,
    // A failure goes to the screen's QueryErrorBoundary, which speaks for all its reads at once.
    throwOnError: true,
  });
}
