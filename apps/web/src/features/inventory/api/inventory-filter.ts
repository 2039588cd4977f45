import type { StockStatus } from '@stockyard/domain';

/** The screen's filters; empty strings mean "all" and are left out of the query. */
export type InventoryFilter = { search: string; category: string; stock_status: '' | StockStatus };

/** Warehouse stock only: customers' stored lots have their own tab (get-customer-goods.ts). */
export const toQuery = (filter: InventoryFilter) => ({
  search: filter.search.trim() || undefined,
  category: filter.category || undefined,
  stock_status: filter.stock_status || undefined,
  owner: 'warehouse' as const,
});

/** Every inventory query; a stock or status change invalidates them all. */
export const INVENTORY_QUERY_KEY = ['inventory'] as const;
