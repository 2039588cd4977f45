import { GOODS_PAGE_MAX_LIMIT } from '@stockyard/domain';
import { useGoodsList } from '../../../resources/goods';
import { toQuery, type InventoryFilter } from './inventory-filter';

/** GET /api/goods with the filters and limit 1000 (spec 01 section 7: the inventory reads up to 1000). */
export function useInventory(filter: InventoryFilter) {
  return useGoodsList({ ...toQuery(filter), limit: GOODS_PAGE_MAX_LIMIT, sort: 'name' });
}
