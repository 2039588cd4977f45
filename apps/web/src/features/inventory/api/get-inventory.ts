import { GOODS_PAGE_MAX_LIMIT } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { goodsListQueryOptions } from '../../../resources/goods';
import { toQuery, type InventoryFilter } from './inventory-filter';

/** GET /api/goods with the filters and limit 1000 (spec 01 section 7: the inventory reads up to 1000). */
export function useInventory(filter: InventoryFilter) {
  return useQuery({
    ...goodsListQueryOptions({ ...toQuery(filter), limit: GOODS_PAGE_MAX_LIMIT, sort: 'name' }),
    // A failure goes to the screen's QueryErrorBoundary, which speaks for all its reads at once;
    // a refused session stays on the screen, which offers to sign in again.
    throwOnError: (error) => !(isApiError(error) && error.status === 401),
  });
}
