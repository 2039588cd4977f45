import type { StockStatus } from '@stockyard/domain';
import { goodsKeys } from '../../../resources/goods';

/** The screen's filters; empty strings mean "all" and are left out of the query. */
export type InventoryFilter = { search: string; category: string; stock_status: '' | StockStatus };

/** Warehouse stock only: customers' stored lots have their own tab (get-customer-goods.ts). */
export const toQuery = (filter: InventoryFilter) => ({
  search: filter.search.trim() || undefined,
  category: filter.category || undefined,
  stock_status: filter.stock_status || undefined,
  owner: 'warehouse' as const,
});

/**
 * The inventory's own figures (tiles, low stock, customers' lots) sit below the goods key, so any
 * goods write, on this screen or another, refreshes them; a status change refreshes them too.
 */
export const INVENTORY_QUERY_KEY = goodsKeys.derived('inventory');
